// The results page under a slow CPU (issue 21 §1): applying a filter, changing the sort, going to the next page and,
// on a phone, opening the filter modal, each measured as interaction to next paint (Event Timing) in Chromium with the
// CPU slowed 4×, on the fr-FR results page of the production build; with the load-free estimate beside it
// (bench/lib/interaction.ts). Budget: bench/budgets.ts `interactionToNextPaintMs`, on the median of rounds.
//
// Usage: node --import tsx bench/interaction-results.ts <baseUrl> [rounds=3]   (or BENCH_BASE_URL=…; `npm run bench` runs it)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { BUDGETS } from './budgets';
import { CHROMIUM, CPU_SLOWDOWN, interaction, shownInp, type Measure } from './lib/interaction';
import { fmt, median, publish, table, type Metric } from './lib/result';

const messages = JSON.parse(readFileSync('locales/fr_FR.json', 'utf8')) as Record<string, string>;
const t = (id: string) => messages[id] ?? id;
/** Time on the page before the first interaction, as a visitor reading the results would leave it idle. */
const IDLE_BEFORE_MS = 3000;

type Viewport = 'desktop' | 'mobile';
const VIEWPORTS: Record<Viewport, BrowserContextOptions> = {
  desktop: { viewport: { width: 1366, height: 900 }, locale: 'fr-FR' },
  mobile: { ...devices['Pixel 7'], locale: 'fr-FR' },
};
type Step = 'filter' | 'sort' | 'nextPage' | 'filterModal';
const STEPS: Record<Step, string> = {
  filterModal: 'opening the filter modal (phone)',
  filter: 'applying a filter (a facility)',
  sort: 'changing the sort (ascending price)',
  nextPage: 'going to the next page',
};

const actionBar = (page: Page) => page.getByRole('navigation', { name: t('search.actions.label') });
const firstCardTitle = (page: Page) => page.getByRole('main').getByTestId('offer-card').first().textContent();

async function round(browser: Browser, base: string, viewport: Viewport): Promise<Partial<Record<Step, Measure>>> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const measures: Partial<Record<Step, Measure>> = {};
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/recherche`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByTestId('offer-card').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(IDLE_BEFORE_MS);

    // A facility: ticked in the draft, then applied (the measured interaction is the one that applies it).
    if (viewport === 'mobile') {
      measures.filterModal = await interaction(page, cdp, async () => {
        await actionBar(page).getByRole('button', { name: t('search.actions.filter') }).click();
        await page.getByRole('dialog', { name: t('filters.modalTitle') }).waitFor();
      });
      const modal = page.getByRole('dialog', { name: t('filters.modalTitle') });
      await modal.getByRole('group', { name: t('filters.facilities.title') }).getByRole('checkbox', { disabled: false }).first().check();
      await page.waitForTimeout(1000);
      measures.filter = await interaction(page, cdp, async () => {
        await modal.getByRole('button', { name: new RegExp(t('filters.confirm')) }).click();
        await modal.waitFor({ state: 'hidden' });
      });
    } else {
      await page.getByRole('button', { name: t('filters.facilities.title'), exact: true }).click();
      const dropdown = page.getByRole('dialog', { name: t('filters.facilities.title') });
      await dropdown.getByRole('group', { name: t('filters.facilities.title') }).getByRole('checkbox', { disabled: false }).first().check();
      await page.waitForTimeout(1000);
      measures.filter = await interaction(page, cdp, async () => {
        await dropdown.getByRole('button', { name: /\d/ }).click();
        await dropdown.waitFor({ state: 'hidden' });
      });
    }
    await page.waitForTimeout(1500);

    const before = await firstCardTitle(page);
    measures.sort = await interaction(page, cdp, async () => {
      if (viewport === 'mobile') {
        await actionBar(page).getByRole('button', { name: t('search.actions.sort'), exact: true }).click();
        await page.getByRole('dialog', { name: t('sort.title') }).getByRole('button', { name: t('sort.priceAsc'), exact: true }).click();
      } else {
        await page.getByRole('combobox', { name: t('sort.title') }).selectOption({ label: t('sort.priceAsc') });
      }
    });
    await page.waitForFunction((title) => document.querySelector('main [data-testid="offer-card"]')?.textContent !== title, before, { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);

    const pagination = page.getByRole('navigation', { name: t('pagination.label') });
    await pagination.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    measures.nextPage = await interaction(page, cdp, () => pagination.getByRole('link', { name: t('pagination.page').replace('{page}', '2'), exact: true }).click());
    return measures;
  } finally {
    await context.close();
  }
}

const pair = (m: Measure | undefined) => (m ? `${shownInp(m.inp, fmt)} (${fmt(m.estimate)})` : 'n/a');

export async function runResultsInteractionBench(base: string, rounds = 3) {
  const loadBefore = loadavg()[0];
  const browser = await chromium.launch(CHROMIUM);
  const results: Record<Viewport, Partial<Record<Step, Measure>>[]> = { desktop: [], mobile: [] };
  try {
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (let r = 0; r < rounds; r++) {
        const measures = await round(browser, base, viewport);
        results[viewport].push(measures);
        console.log(`${viewport} round ${r + 1}: ${(Object.keys(STEPS) as Step[]).map((s) => `${s} ${pair(measures[s])}`).join(', ')}  [INP (CPU × ${CPU_SLOWDOWN}) ms]`);
      }
    }
  } finally {
    await browser.close();
  }
  const loadAfter = loadavg()[0];
  const limit = BUDGETS.interactionToNextPaintMs;
  const command = `node --import tsx bench/interaction-results.ts ${base} ${rounds}`;
  const metrics: Metric[] = [];
  const rows: (string | number)[][] = [];
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const step of Object.keys(STEPS) as Step[]) {
      const list = results[viewport].map((m) => m[step]).filter((m): m is Measure => m !== undefined);
      if (list.length === 0) continue;
      const inp = median(list.map((m) => m.inp));
      const estimate = median(list.map((m) => m.estimate));
      metrics.push(
        { id: `results-inp.${viewport}.${step}`, label: `${viewport}: ${STEPS[step]}, INP, median of rounds`, value: inp, unit: 'ms', budget: { op: '<=', limit } },
        { id: `results-inp.${viewport}.${step}.cpu-estimate`, label: `${viewport}: ${STEPS[step]}, main-thread CPU × ${CPU_SLOWDOWN}, median`, value: estimate, unit: 'ms' },
      );
      rows.push([viewport, STEPS[step], `${shownInp(inp, fmt)} ms`, `${fmt(estimate)} ms`, `≤ ${limit} ms`]);
    }
  }
  const markdown = [
    `${rounds} rounds per viewport, Chromium, CPU slowed ${CPU_SLOWDOWN}×, the fr-FR results page of the production build (desktop 1366×900, phone Pixel 7);`,
    `machine load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (2 cores). INP = the longest Event Timing entry of the interaction; the estimate = main-thread CPU from the input to the next paint × ${CPU_SLOWDOWN}, which other processes' load does not inflate.`,
    '',
    table(['viewport', 'interaction', 'INP (median)', 'CPU estimate', 'budget'], rows),
  ].join('\n');
  publish({ name: 'interaction-results', title: 'Results page: filter, sort, next page, filter modal, INP with the CPU slowed 4× (`bench/interaction-results.ts`)', command, metrics, markdown });
  console.log(`\ncommand: ${command}`);
}

if (process.argv[1]?.endsWith('interaction-results.ts')) {
  const base = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? '').replace(/\/+$/, '');
  if (!base) {
    console.error('usage: node --import tsx bench/interaction-results.ts <baseUrl> [rounds]');
    process.exit(2);
  }
  runResultsInteractionBench(base, Number(process.argv[3] ?? process.env.BENCH_INTERACTION_ROUNDS ?? 3)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
