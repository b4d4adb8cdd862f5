// The search box's calendar under a slow CPU: opening it and choosing a day, each measured as interaction to next
// paint (Event Timing: from the input to the next paint after its handlers), in Chromium with the CPU slowed 4×
// (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`), on the home page (fr-FR) of the production build,
// desktop (two months in a dropdown) and phone (Pixel 7: the search dialog, then the calendar drawer of three months).
//
// INP is wall-clock time: on a machine other processes keep busy it counts their turns too. So each interaction is
// also traced, and the page's main-thread CPU time from the input to the end of the first paint after its handlers,
// × 4, is given as the load-free estimate of the same INP.
//
// Usage: node --import tsx bench/interaction-calendar.ts <baseUrl> [rounds=5]   (or BENCH_BASE_URL=…; `npm run bench` runs it)
// BENCH_DEBUG=1 prints, per interaction, when the next paint came and the main-thread CPU time counted before it.
import { loadavg } from 'node:os';
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM, CPU_SLOWDOWN, EVENT_TIMING_FLOOR_MS, interaction, shownInp, type Measure } from './lib/interaction';
import { BUDGETS } from './budgets';
import { fmt, median, publish, table, type Metric } from './lib/result';

const BUDGET_INP_MS = BUDGETS.interactionToNextPaintMs;
/** Time on the page before the first opening, as a visitor reading it would leave the page idle. */
const IDLE_BEFORE_MS = 5000;
type Viewport = 'desktop' | 'mobile';
const VIEWPORTS: Record<Viewport, BrowserContextOptions> = {
  desktop: { viewport: { width: 1366, height: 900 }, locale: 'fr-FR' },
  mobile: { ...devices['Pixel 7'], locale: 'fr-FR' },
};

type Round = { openFirst: Measure; openAgain: Measure; checkin: Measure; checkout: Measure; gridVisibleMs: number };

const datesButton = (page: Page) => page.getByRole('button', { name: /^Dates/ }).locator('visible=true').first();
const selectableDays = (page: Page) => page.locator('[data-day]:not([aria-disabled="true"])');

async function round(browser: Browser, base: string, viewport: Viewport): Promise<Round> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A visitor reads the page a moment before opening the calendar (its code loads and is rehearsed while idle).
    await page.waitForTimeout(IDLE_BEFORE_MS);
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: /Modifier/ }).first().click();
      await page.getByRole('dialog').waitFor();
    }

    // First opening (its code loaded and rehearsed while the page was idle); the grid shows once it is there.
    let gridVisibleMs = 0;
    const openFirst = await interaction(page, cdp, async () => {
      const started = Date.now();
      await datesButton(page).click();
      await page.locator('table [data-day]').first().waitFor();
      gridVisibleMs = Date.now() - started;
    });
    const days = selectableDays(page);
    const checkin = await interaction(page, cdp, () => days.nth(6).click());
    const checkout = await interaction(page, cdp, () => days.nth(7).click());
    // A complete range closes the calendar by itself a second later.
    await page.locator('table [data-day]').first().waitFor({ state: 'detached' });
    const openAgain = await interaction(page, cdp, async () => {
      await datesButton(page).click();
      await page.locator('table [data-day]').first().waitFor();
    });
    await page.keyboard.press('Escape');
    return { openFirst, openAgain, checkin, checkout, gridVisibleMs };
  } finally {
    await context.close();
  }
}

const shown = (value: number) => shownInp(value, fmt);
const pair = (m: Measure) => `${shown(m.inp)} (${fmt(m.estimate)})`;

/** Runs the rounds on both viewports and publishes the figures; returns them for a caller (`npm run bench`). */
export async function runCalendarInteractionBench(base: string, rounds = 5) {
  const loadBefore = loadavg()[0];
  const browser = await chromium.launch(CHROMIUM);
  const results: Record<Viewport, Round[]> = { desktop: [], mobile: [] };
  try {
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (let r = 0; r < rounds; r++) {
        const result = await round(browser, base, viewport);
        results[viewport].push(result);
        console.log(
          `${viewport} round ${r + 1}: open ${pair(result.openFirst)} ms first (grid after ${result.gridVisibleMs} ms), ${pair(result.openAgain)} ms again; check-in ${pair(result.checkin)} ms, check-out ${pair(result.checkout)} ms  [INP (CPU × ${CPU_SLOWDOWN})]`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const loadAfter = loadavg()[0];

  const command = `node --import tsx bench/interaction-calendar.ts ${base} ${rounds}`;
  const metrics: Metric[] = [];
  const rows: (string | number)[][] = [];
  const worse = (a: Measure, b: Measure): Measure => ({ inp: Math.max(a.inp, b.inp), estimate: Math.max(a.estimate, b.estimate) });
  for (const viewport of ['desktop', 'mobile'] as const) {
    const list = results[viewport];
    const open = list.map((r) => worse(r.openFirst, r.openAgain));
    const choose = list.map((r) => worse(r.checkin, r.checkout));
    const figures = [
      { id: `calendar.${viewport}.open-inp-ms`, label: `${viewport}: opening the calendar, INP (worse of first and second opening), median of rounds`, value: median(open.map((m) => m.inp)), budget: true },
      { id: `calendar.${viewport}.open-inp-best-ms`, label: `${viewport}: opening the calendar, INP, best round`, value: Math.min(...open.map((m) => m.inp)), budget: false },
      { id: `calendar.${viewport}.open-cpu-estimate-ms`, label: `${viewport}: opening the calendar, main-thread CPU × ${CPU_SLOWDOWN} (load-free estimate), median`, value: median(open.map((m) => m.estimate)), budget: false },
      { id: `calendar.${viewport}.choose-day-inp-ms`, label: `${viewport}: choosing a day, INP (worse of check-in and check-out), median of rounds`, value: median(choose.map((m) => m.inp)), budget: true },
      { id: `calendar.${viewport}.choose-day-inp-best-ms`, label: `${viewport}: choosing a day, INP, best round`, value: Math.min(...choose.map((m) => m.inp)), budget: false },
      { id: `calendar.${viewport}.choose-day-cpu-estimate-ms`, label: `${viewport}: choosing a day, main-thread CPU × ${CPU_SLOWDOWN} (load-free estimate), median`, value: median(choose.map((m) => m.estimate)), budget: false },
      { id: `calendar.${viewport}.grid-visible-first-ms`, label: `${viewport}: first opening until the months show, median (wall clock)`, value: median(list.map((r) => r.gridVisibleMs)), budget: false },
    ];
    for (const f of figures) {
      metrics.push({ id: f.id, label: f.label, value: f.value, unit: 'ms', ...(f.budget ? { budget: { op: '<=' as const, limit: BUDGET_INP_MS } } : {}) });
      rows.push([f.label, `${f.id.includes('inp') ? shown(f.value) : fmt(f.value)} ms`, f.budget ? `≤ ${BUDGET_INP_MS} ms` : '']);
    }
  }
  const markdown = [
    `${rounds} rounds per viewport, Chromium, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), home page in fr-FR, production build;`,
    `machine load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (2 cores). Desktop 1366×900 (two-month dropdown); phone Pixel 7`,
    `(search dialog, then the three-month drawer), ${IDLE_BEFORE_MS / 1000} s on the page before the first opening. INP = the longest Event Timing entry of the interaction (input to next paint;`,
    `nothing is reported under ${EVENT_TIMING_FLOOR_MS} ms). The estimate = the page's main-thread CPU time from the input to the end of the next paint × ${CPU_SLOWDOWN}, which other processes' load does not inflate.`,
    '',
    table(['figure', 'value', 'budget'], rows),
    '',
    `Per round, INP (CPU × ${CPU_SLOWDOWN}) in ms: open first / again, check-in / check-out, first grid visible:`,
    '',
    '```',
    ...(['desktop', 'mobile'] as const).flatMap((viewport) =>
      results[viewport].map((r, i) => `${viewport} ${i + 1}: open ${pair(r.openFirst)} / ${pair(r.openAgain)}; day ${pair(r.checkin)} / ${pair(r.checkout)}; grid after ${r.gridVisibleMs}`),
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
