// The results map under load: opening it with 5,000 markers, and selecting a marker (interaction to next paint),
// in Chromium with the CPU slowed 4× (Chrome DevTools Protocol), desktop viewport.
// The map search answer is replaced by 5,000 hotels spread over the five countries (the catalog caps the map at
// 5,000 hotels; the small catalogs have fewer), so every run draws the same markers; the rest is the real page.
// Usage: BENCH_BASE_URL=http://127.0.0.1:3304 node --import tsx bench/map-open.ts [rounds=5]
import { loadavg } from 'node:os';
import { chromium, type Locator, type Page } from '@playwright/test';
import { BUDGETS } from './budgets';
import { baseUrl, fmt, median, publish, table, type Metric } from './lib/result';

const MARKERS = 5000;
const CPU_SLOWDOWN = 4;
const BUDGET_OPEN_MS = 1000;
const BUDGET_INP_MS = BUDGETS.interactionToNextPaintMs;

/** Deterministic positions (a small LCG) inside Spain, France, Belgium, the Netherlands and Italy. */
function mapAnswer(count: number) {
  let seed = 42;
  const random = () => ((seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32);
  const boxes = [
    [36.5, 43.5, -8.5, 3], // Spain
    [43, 50.5, -1.5, 7.5], // France
    [49.6, 51.4, 2.6, 6.3], // Belgium
    [51.3, 53.4, 3.5, 7], // the Netherlands
    [38, 46.5, 7, 16], // Italy
  ];
  return {
    exactMatch: Array.from({ length: count }, (_, i) => {
      const [south, north, west, east] = boxes[i % boxes.length];
      return { id: i + 1, location: { lat: south + random() * (north - south), lng: west + random() * (east - west) }, weekend: [{ id: 100_000 + i }] };
    }),
    searchDetails: { totalCount: count },
  };
}

type Round = { openColdMs: number; openWarmMs: number; selectInp: number[]; groupInp: number; floorInp: number };

/**
 * Clicks the Map button from inside the page and resolves once markers are painted (two frames after they
 * exist). The page code is a string: tsx would wrap named functions in a helper the page does not have.
 */
async function timeOpen(page: Page): Promise<number> {
  return page.evaluate(`(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Carte' && b.offsetParent !== null);
    if (!button) throw new Error('no Map button');
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const poll = () => (document.querySelector('.escapade-cluster, [data-hotel-id]') ? requestAnimationFrame(() => setTimeout(resolve, 0)) : requestAnimationFrame(poll));
      poll();
    });
    return performance.now() - start;
  })()`);
}

/** Interaction durations (Event Timing: input to next paint) of the trusted clicks made while `act` runs. */
async function interactions(page: Page, act: () => Promise<void>): Promise<number[]> {
  // interactionId is not in TypeScript's DOM types yet; a string for the same reason as timeOpen.
  await page.evaluate(`(() => {
    window.__inp = new Map();
    if (window.__observer) window.__observer.disconnect();
    window.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__inp.set(entry.interactionId, Math.max(window.__inp.get(entry.interactionId) || 0, entry.duration));
      }
    });
    window.__observer.observe({ type: 'event', durationThreshold: 16, buffered: false });
  })()`);
  await act();
  await page.waitForTimeout(1000); // entries arrive after the next paint
  return page.evaluate<number[]>('[...window.__inp.values()]');
}

/** Indices of the markers lying wholly inside the map's visible area (markers are also drawn just outside it). */
async function inView(markers: Locator): Promise<number[]> {
  return markers.evaluateAll((elements) => {
    const box = elements[0]?.closest('.leaflet-container')?.getBoundingClientRect();
    if (!box) return [];
    return elements
      .map((element, index) => ({ r: element.getBoundingClientRect(), index }))
      .filter(({ r }) => r.left >= box.left + 8 && r.right <= box.right - 64 && r.top >= box.top + 72 && r.bottom <= box.bottom - 48)
      .map(({ index }) => index);
  });
}

async function round(page: Page, base: string): Promise<Round> {
  await page.goto(`${base}/recherche`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="offer-card"]');
  const openColdMs = await timeOpen(page);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="search-map"]', { state: 'detached' });
  const openWarmMs = await timeOpen(page);
  const map = page.getByTestId('search-map');
  const groups = map.locator('.escapade-cluster');
  const stays = map.locator('[data-hotel-id]');

  // Zoom into groups until single stays show (the first group press is itself an interaction to watch).
  const groupInp = Math.max(0, ...(await interactions(page, async () => groups.nth((await inView(groups))[0] ?? 0).click())));
  for (let i = 0; i < 8 && (await inView(stays)).length < 3; i++) {
    const visible = await inView(groups);
    if (visible.length === 0) break;
    await groups.nth(visible[0]).click();
    await page.waitForTimeout(500);
  }
  const visibleStays = (await inView(stays)).slice(0, 3);
  if (visibleStays.length === 0) throw new Error('no single stay in view');
  const ids = await Promise.all(visibleStays.map((i) => stays.nth(i).getAttribute('data-hotel-id')));
  const selectInp = await interactions(page, async () => {
    for (const id of ids) {
      await map.locator(`[data-hotel-id="${id}"]`).click();
      await page.waitForTimeout(300);
    }
  });
  // Noise floor: the same page, a click on the dialog title (no handler of ours). On a busy machine this alone is slow.
  const floorInp = Math.max(0, ...(await interactions(page, () => map.getByRole('heading').first().click())));
  return { openColdMs, openWarmMs, selectInp, groupInp, floorInp };
}

async function main() {
  const base = baseUrl();
  const rounds = Number(process.argv[2] ?? 5);
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const answer = JSON.stringify(mapAnswer(MARKERS));
  const results: Round[] = [];
  const loadBefore = loadavg()[0];
  try {
    for (let r = 0; r < rounds; r++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.route(/\/api\/offers\.json\?.*performMapSearch=true/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: answer }));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const result = await round(page, base);
      results.push(result);
      console.log(`round ${r + 1} (load ${fmt(loadavg()[0], 1)}): open ${fmt(result.openColdMs)} ms (first, chunk included), ${fmt(result.openWarmMs)} ms (again); select INP ${result.selectInp.map((v) => fmt(v)).join(', ') || 'none over 16 ms'}; group press ${fmt(result.groupInp)} ms; floor ${fmt(result.floorInp)} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const loadAfter = loadavg()[0];
  const cold = median(results.map((r) => r.openColdMs));
  const warm = median(results.map((r) => r.openWarmMs));
  // INP of a round: its slowest marker selection (a page's INP is its worst interaction at this count); a selection faster than 16 ms reports nothing.
  const inpPerRound = results.map((r) => Math.max(0, ...r.selectInp));
  const inp = median(inpPerRound);
  const worstInp = Math.max(...inpPerRound);
  const group = median(results.map((r) => r.groupInp));
  const floor = median(results.map((r) => r.floorInp));
  const command = `BENCH_BASE_URL=${base} node --import tsx bench/map-open.ts ${rounds}`;
  const metrics: Metric[] = [
    { id: 'map.open-cold-ms', label: `map opens with ${MARKERS} markers, first time (chunk, data, markers), median`, value: cold, unit: 'ms', budget: { op: '<=', limit: BUDGET_OPEN_MS } },
    { id: 'map.open-warm-ms', label: `map opens with ${MARKERS} markers, again, median`, value: warm, unit: 'ms', budget: { op: '<=', limit: BUDGET_OPEN_MS } },
    { id: 'map.select-inp-ms', label: 'INP selecting a marker (slowest of 3 per round), median of rounds', value: inp, unit: 'ms', budget: { op: '<=', limit: BUDGET_INP_MS } },
    { id: 'map.select-inp-worst-ms', label: 'INP selecting a marker, worst round', value: worstInp, unit: 'ms' },
    { id: 'map.group-inp-ms', label: 'interaction pressing a group (zoom in), median', value: group, unit: 'ms' },
    { id: 'map.floor-inp-ms', label: 'noise floor: a click on the dialog title (no handler), median', value: floor, unit: 'ms' },
  ];
  const markdown = [
    `${rounds} rounds, Chromium ${browser.version()}, desktop 1366×900, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), ${MARKERS} markers (map search answer replaced by synthetic hotels over the five countries). Machine load average ${fmt(loadBefore, 1)} before, ${fmt(loadAfter, 1)} after (2 cores).`,
    '',
    table(
      ['figure', 'median', 'budget'],
      metrics.map((m) => [m.label, `${fmt(m.value)} ms`, m.budget ? `${m.budget.op} ${m.budget.limit} ms` : '']),
    ),
    '',
    'Per round (open first / again, selection INPs, group press, noise floor):',
    '',
    '```',
    ...results.map((r, i) => `round ${i + 1}: ${fmt(r.openColdMs)} / ${fmt(r.openWarmMs)} ms; select ${r.selectInp.map((v) => fmt(v)).join(', ') || '< 16'} ms; group ${fmt(r.groupInp)} ms; floor ${fmt(r.floorInp)} ms`),
    '```',
  ].join('\n');
  publish({ name: 'map-open', title: `Map: open with ${MARKERS.toLocaleString('en')} markers and select one (\`bench/map-open.ts\`)`, command, metrics, markdown });
  console.log(`\ncommand: ${command}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
