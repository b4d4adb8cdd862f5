// The search box's calendar under a slow CPU: opening it and choosing a day, each measured as interaction to next
// paint (Event Timing: from the input to the next paint after its handlers), in Chromium with the CPU slowed 4×
// (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`), on the home page (fr-FR) of the production build,
// desktop (two months in a dropdown) and phone (Pixel 7: the search dialog, then the calendar drawer of three months).
// Usage: node --import tsx bench/interaction-calendar.ts <baseUrl> [rounds=5]   (or BENCH_BASE_URL=…; `npm run bench` runs it)
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { fmt, median, publish, table, type Metric } from './lib/result';

const CPU_SLOWDOWN = 4;
const BUDGET_INP_MS = 100;
/** Event Timing reports nothing faster than this: such an interaction is written '< 16'. */
const EVENT_TIMING_FLOOR_MS = 16;

type Viewport = 'desktop' | 'mobile';
const VIEWPORTS: Record<Viewport, BrowserContextOptions> = {
  desktop: { viewport: { width: 1366, height: 900 }, locale: 'fr-FR' },
  mobile: { ...devices['Pixel 7'], locale: 'fr-FR' },
};

/** One round: each figure is the interaction's duration in ms (0 when under the Event Timing floor). */
type Round = { openFirst: number; openAgain: number; checkin: number; checkout: number; gridVisibleMs: number };

/** Starts collecting interaction durations (the longest event of each interaction id) in the page. */
async function watchInteractions(page: Page) {
  await page.evaluate((floor) => {
    const w = window as unknown as { __interactions: number[]; __byId: Map<number, number>; __observer?: PerformanceObserver };
    w.__byId = new Map();
    w.__observer?.disconnect();
    w.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        const id = entry.interactionId;
        if (id) w.__byId.set(id, Math.max(w.__byId.get(id) ?? 0, entry.duration));
      }
    });
    w.__observer.observe({ type: 'event', durationThreshold: floor, buffered: false } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

/** The slowest interaction while `act` ran (entries arrive after the next paint, so it waits a little). */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await watchInteractions(page);
  await act();
  await page.waitForTimeout(600);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __byId: Map<number, number> }).__byId.values()));
}

const datesButton = (page: Page) => page.getByRole('button', { name: /^Dates/ }).locator('visible=true').first();
const selectableDays = (page: Page) => page.locator('[data-day]:not([aria-disabled="true"])');

async function round(browser: Browser, base: string, viewport: Viewport): Promise<Round> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: /Modifier/ }).first().click();
      await page.getByRole('dialog').waitFor();
    }

    // First opening: the calendar's code arrives with it; the grid shows once it is there.
    let gridVisibleMs = 0;
    const openFirst = await interaction(page, async () => {
      const started = Date.now();
      await datesButton(page).click();
      await page.locator('table [data-day]').first().waitFor();
      gridVisibleMs = Date.now() - started;
    });
    const days = selectableDays(page);
    const checkin = await interaction(page, () => days.nth(6).click());
    const checkout = await interaction(page, () => days.nth(7).click());
    // A complete range closes the calendar by itself a second later.
    await page.locator('table [data-day]').first().waitFor({ state: 'detached' });
    const openAgain = await interaction(page, async () => {
      await datesButton(page).click();
      await page.locator('table [data-day]').first().waitFor();
    });
    await page.keyboard.press('Escape');
    return { openFirst, openAgain, checkin, checkout, gridVisibleMs };
  } finally {
    await context.close();
  }
}

const shown = (value: number) => (value < EVENT_TIMING_FLOOR_MS ? `< ${EVENT_TIMING_FLOOR_MS}` : fmt(value));

/** Runs the rounds on both viewports and publishes the figures; returns them for a caller (`npm run bench`). */
export async function runCalendarInteractionBench(base: string, rounds = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const results: Record<Viewport, Round[]> = { desktop: [], mobile: [] };
  try {
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (let r = 0; r < rounds; r++) {
        const result = await round(browser, base, viewport);
        results[viewport].push(result);
        console.log(
          `${viewport} round ${r + 1}: open ${shown(result.openFirst)} ms (first; grid visible after ${result.gridVisibleMs} ms), again ${shown(result.openAgain)} ms; check-in ${shown(result.checkin)} ms, check-out ${shown(result.checkout)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const command = `node --import tsx bench/interaction-calendar.ts ${base} ${rounds}`;
  const metrics: Metric[] = [];
  const rows: (string | number)[][] = [];
  for (const viewport of ['desktop', 'mobile'] as const) {
    const list = results[viewport];
    const open = list.map((r) => Math.max(r.openFirst, r.openAgain));
    const choose = list.map((r) => Math.max(r.checkin, r.checkout));
    const figures = [
      { id: `calendar.${viewport}.open-inp-ms`, label: `${viewport}: opening the calendar, INP (worse of first and second opening), median of rounds`, value: median(open), budget: true },
      { id: `calendar.${viewport}.open-inp-worst-ms`, label: `${viewport}: opening the calendar, INP, worst round`, value: Math.max(...open), budget: false },
      { id: `calendar.${viewport}.choose-day-inp-ms`, label: `${viewport}: choosing a day, INP (worse of check-in and check-out), median of rounds`, value: median(choose), budget: true },
      { id: `calendar.${viewport}.choose-day-inp-worst-ms`, label: `${viewport}: choosing a day, INP, worst round`, value: Math.max(...choose), budget: false },
      { id: `calendar.${viewport}.grid-visible-first-ms`, label: `${viewport}: first opening until the months show (code loaded on demand), median`, value: median(list.map((r) => r.gridVisibleMs)), budget: false },
    ];
    for (const f of figures) {
      metrics.push({ id: f.id, label: f.label, value: f.value, unit: 'ms', ...(f.budget ? { budget: { op: '<=' as const, limit: BUDGET_INP_MS } } : {}) });
      rows.push([f.label, `${f.id.endsWith('grid-visible-first-ms') ? fmt(f.value) : shown(f.value)} ms`, f.budget ? `≤ ${BUDGET_INP_MS} ms` : '']);
    }
  }
  const markdown = [
    `${rounds} rounds per viewport, Chromium, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), home page in fr-FR, production build.`,
    `Desktop 1366×900 (two-month dropdown); phone Pixel 7 (search dialog, then the three-month drawer). INP = the longest`,
    `Event Timing entry of the interaction (input to next paint); Event Timing reports nothing under ${EVENT_TIMING_FLOOR_MS} ms.`,
    '',
    table(['figure', 'value', 'budget'], rows),
    '',
    'Per round (open first / again, check-in / check-out, first grid visible):',
    '',
    '```',
    ...(['desktop', 'mobile'] as const).flatMap((viewport) =>
      results[viewport].map(
        (r, i) => `${viewport} ${i + 1}: open ${shown(r.openFirst)} / ${shown(r.openAgain)} ms; day ${shown(r.checkin)} / ${shown(r.checkout)} ms; grid after ${r.gridVisibleMs} ms`,
      ),
    ),
    '```',
  ].join('\n');
  publish({ name: 'interaction-calendar', title: 'Search box calendar: open and choose a day, INP with the CPU slowed 4× (`bench/interaction-calendar.ts`)', command, metrics, markdown });
  console.log(`\ncommand: ${command}`);
  return { metrics, results };
}

const isMain = process.argv[1]?.endsWith('interaction-calendar.ts');
if (isMain) {
  const base = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? '').replace(/\/+$/, '');
  if (!base) {
    console.error('usage: node --import tsx bench/interaction-calendar.ts <baseUrl> [rounds]');
    process.exit(2);
  }
  runCalendarInteractionBench(base, Number(process.argv[3] ?? process.env.BENCH_INTERACTION_ROUNDS ?? 5)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
