// Lighthouse 12 (mobile, simulated throttling) on every page kind, with a bare Next.js page measured in the same run as
// the baseline (issue 21 §1): home, results and product pages in fr-FR and nl-NL, median of BENCH_LIGHTHOUSE_RUNS
// (default 5); every other page kind in fr-FR, median of 3. Runs are interleaved page by page so a noisy moment on the
// shared machine hits every page alike. Performance and absolute TBT are judged only in a quiet run (the bare page at
// least 95 with a TBT of at most 60 ms); CLS in every run; SEO only on pages that allow indexing.
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 BENCH_MINIMAL_URL=http://127.0.0.1:3308 node --import tsx bench/lighthouse.ts
//   (npm run bench starts both; bench/minimal-app is the bare page). CHROME_PATH defaults to /usr/bin/chromium;
//   BENCH_PAGES=hotel,activity audits only those pages (with the bare page). The not-found page is audited despite its
//   404, and its own 404 in the console does not count against best practices (bench/lib/lighthouse-score.ts).
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUDGETS } from './budgets';
import { bestPracticesOf, type Report } from './lib/lighthouse-score';
import { resolvePath, selectedPages } from './lib/pages';
import { baseUrl, fmt, median, publish, table, type Metric } from './lib/result';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Every page kind but home, results and product: median of 3 (fewer when the whole run is shorter). */
const OTHER_RUNS = Math.min(3, RUNS);
const OUT = join('.next-bench-out', 'lighthouse');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
const run = promisify(execFile);

type Figures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; indexable: boolean };
type Page = { id: string; label: string; url: string; runs: number };

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, up to twice. */
async function lighthouse(page: Page, i: number, attempt = 1): Promise<Figures> {
  try {
    return await lighthouseOnce(page, i);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${page.label}, run ${i}: Lighthouse failed (${String(error).split('\n')[1] ?? error}); trying again`);
    return lighthouse(page, i, attempt + 1);
  }
}

/** `--ignore-status-code`: the not-found page answers 404 on purpose, which Lighthouse otherwise refuses to audit. */
async function lighthouseOnce(page: Page, i: number): Promise<Figures> {
  const output = join(OUT, `${page.id}-${i}.json`);
  await run(
    process.execPath,
    ['node_modules/lighthouse/cli/index.js', page.url, '--output=json', `--output-path=${output}`, '--quiet', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${CHROME_FLAGS}`, '--max-wait-for-load=60000', '--ignore-status-code'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const score = (key: string) => Math.round((report.categories[key]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: Math.round(bestPracticesOf(report, page.url) * 100),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // 'is-crawlable' fails on a page that forbids indexing (noindex: not-found, checkouts), which SEO's budget exempts.
    indexable: report.audits['is-crawlable']?.score !== 0,
  };
}

async function main() {
  const base = baseUrl();
  const minimal = process.env.BENCH_MINIMAL_URL;
  if (!minimal) throw new Error('BENCH_MINIMAL_URL is not set: the bare Next.js page (bench/minimal-app) is the blocking-time baseline');
  mkdirSync(OUT, { recursive: true });
  const pages: Page[] = [{ id: 'minimal', label: 'bare Next.js page (baseline)', url: minimal.replace(/\/+$/, '') + '/', runs: RUNS }];
  for (const p of selectedPages().filter((page) => page.kind !== 'checkout' || page.id === 'checkout')) {
    pages.push({ id: `${p.id}-fr-FR`, label: `${p.label}, fr-FR`, url: base + (await resolvePath(p, base)), runs: p.nlPath ? RUNS : OTHER_RUNS });
    if (p.nlPath) pages.push({ id: `${p.id}-nl-NL`, label: `${p.label}, nl-NL`, url: base + p.nlPath, runs: RUNS });
  }
  const results = new Map<string, Figures[]>(pages.map((p) => [p.id, []]));
  for (let i = 1; i <= RUNS; i++) {
    for (const page of pages.filter((p) => i <= p.runs)) {
      const figures = await lighthouse(page, i);
      results.get(page.id)!.push(figures);
      console.log(`run ${i}/${RUNS} ${page.label.padEnd(30)} perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} LCP ${fmt(figures.lcp)} ms TBT ${fmt(figures.tbt)} ms CLS ${figures.cls.toFixed(3)}`);
    }
  }
  const medians = new Map(
    pages.map((p) => {
      const rs = results.get(p.id)!;
      const m = (key: Exclude<keyof Figures, 'indexable'>) => median(rs.map((r) => r[key]));
      return [p.id, { performance: m('performance'), accessibility: m('accessibility'), bestPractices: m('bestPractices'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), worstCls: Math.max(...rs.map((r) => r.cls)), indexable: rs.every((r) => r.indexable) }];
    }),
  );
  const budget = BUDGETS.lighthouse;
  const bare = medians.get('minimal')!;
  const baselineTbt = bare.tbt;
  const quiet = bare.performance >= budget.quiet.barePerformance && bare.tbt <= budget.quiet.bareTbtMs;
  const metrics: Metric[] = [
    { id: 'lighthouse.minimal.tbt', label: 'Lighthouse, bare Next.js page: TBT (baseline)', value: baselineTbt, unit: 'ms' },
    { id: 'lighthouse.minimal.performance', label: 'Lighthouse, bare Next.js page: performance (baseline)', value: bare.performance, unit: 'score' },
    { id: 'lighthouse.quiet', label: `quiet run (bare page ≥ ${budget.quiet.barePerformance} with TBT ≤ ${budget.quiet.bareTbtMs} ms): performance and TBT judged`, value: quiet ? 1 : 0, unit: 'yes/no' },
  ];
  const judged = <T extends object>(limit: T): { budget?: T } => (quiet ? { budget: limit } : {});
  const rows = pages.map((p) => {
    const f = medians.get(p.id)!;
    const ratio = f.tbt / Math.max(baselineTbt, 1);
    if (p.id !== 'minimal') {
      const label = (what: string) => `Lighthouse mobile, ${p.label}: ${what}`;
      metrics.push(
        { id: `lighthouse.${p.id}.performance`, label: label('performance'), value: f.performance, unit: 'score', ...judged({ op: '>=' as const, limit: budget.performance }) },
        { id: `lighthouse.${p.id}.accessibility`, label: label('accessibility'), value: f.accessibility, unit: 'score', budget: { op: '>=', limit: budget.accessibility } },
        { id: `lighthouse.${p.id}.best-practices`, label: label('best practices'), value: f.bestPractices, unit: 'score', budget: { op: '>=', limit: budget.bestPractices } },
        { id: `lighthouse.${p.id}.seo`, label: label(f.indexable ? 'SEO' : 'SEO (noindex: exempt)'), value: f.seo, unit: 'score', ...(f.indexable ? { budget: { op: '>=' as const, limit: budget.seo } } : {}) },
        { id: `lighthouse.${p.id}.cls`, label: label('CLS, worst run'), value: f.worstCls, unit: '', budget: { op: '<=', limit: budget.clsEveryRun } },
        { id: `lighthouse.${p.id}.lcp`, label: label('LCP'), value: f.lcp, unit: 'ms' },
        { id: `lighthouse.${p.id}.tbt`, label: label('TBT'), value: f.tbt, unit: 'ms', ...judged({ op: '<=' as const, limit: budget.tbtMs }) },
        { id: `lighthouse.${p.id}.tbt-ratio`, label: label('TBT / bare page TBT'), value: ratio, unit: '×', budget: { op: '<=', limit: budget.tbtRatioToBare } },
      );
    }
    return [p.label, p.runs, fmt(f.performance), fmt(f.accessibility), fmt(f.bestPractices), f.indexable ? fmt(f.seo) : `${fmt(f.seo)} (noindex)`, fmt(f.lcp), fmt(f.tbt), p.id === 'minimal' ? '1' : ratio.toFixed(2), f.cls.toFixed(3), f.worstCls.toFixed(3)];
  });
  publish({
    name: 'lighthouse',
    title: `Lighthouse mobile, median of ${RUNS}`,
    command: `BENCH_BASE_URL=${base} BENCH_MINIMAL_URL=${minimal} BENCH_LIGHTHOUSE_RUNS=${RUNS} node --import tsx bench/lighthouse.ts`,
    metrics,
    markdown: [
      `Lighthouse 12.2.3, Debian's Chromium (headless), mobile form factor with simulated throttling (4× CPU); home, results and product pages in fr-FR and nl-NL ${RUNS} runs, every other page kind in fr-FR ${OTHER_RUNS}, interleaved, medians.`,
      `Budgets (bench/budgets.ts): accessibility and best practices ${budget.accessibility}; SEO ${budget.seo} on indexable pages; CLS ≤ ${budget.clsEveryRun} in every run; TBT ≤ ${budget.tbtRatioToBare}× the bare Next.js page's (same run); performance ≥ ${budget.performance} and TBT ≤ ${budget.tbtMs} ms judged only in a quiet run (bare page ≥ ${budget.quiet.barePerformance}, TBT ≤ ${budget.quiet.bareTbtMs} ms).`,
      quiet
        ? `This run was quiet (bare page ${fmt(bare.performance)}, TBT ${fmt(bare.tbt)} ms): performance and TBT are judged.`
        : `This run was not quiet (bare page ${fmt(bare.performance)}, TBT ${fmt(bare.tbt)} ms): performance and absolute TBT are recorded, not judged.`,
      '',
      table(['page', 'runs', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'TBT × bare', 'CLS', 'worst CLS'], rows),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
