// Bounded load test: the server-rendered search page for 60 s at 20 connections on loopback (autocannon stops
// by itself). Budget: zero errors (socket errors, timeouts, non-200 answers) and resident memory growth ≤ 10 %
// between the warmed-up server and the end of the run.
// Warm-up: until the server's memory has settled (V8 grows its heap to a steady size over the first few hundred
// requests, a one-time growth: docs/performance.md, "Memory"), so the run measures growth per request.
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/load-test.ts  (BENCH_LOAD_SECONDS, default 60)
import { setTimeout as sleep } from 'node:timers/promises';
import { BUDGETS } from './budgets';
import { load } from './lib/http';
import { pidListeningOn, serverRss } from './lib/process-memory';
import { baseUrl, fmt, median, publish, table } from './lib/result';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 20;
const PATH = '/recherche';
const MiB = 1024 * 1024;
/** Warm-up: slices of this length, at least WARM_MIN_S and at most WARM_MAX_S in all. */
const WARM_SLICE_S = 10;
const WARM_MIN_S = 20;
const WARM_MAX_S = 120;
/** Settled: the last two slices each moved the settled RSS by less than this (a leak still shows in the run itself). */
const WARM_SETTLED_PERCENT = 2;

/** How many processes the server's memory was summed over (the listening one and those under it). */
let processes = 0;

async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(400);
    const rss = serverRss(pid);
    if (rss !== null) {
      samples.push(rss.bytes);
      processes = Math.max(processes, rss.processes);
    }
  }
  return median(samples);
}

async function main() {
  const base = baseUrl();
  const pid = pidListeningOn(Number(new URL(base).port || 80));
  if (!pid) throw new Error(`no local process listens on ${base}: the load test reads the server's memory`);

  // Warm-up: JIT, caches, lazily built indexes and V8's heap size settle before the baseline is taken.
  const trail = [await settledRss(pid)];
  let warmSeconds = 0;
  let settled = false;
  const moved = (i: number) => (Math.abs(trail[i] - trail[i - 1]) / trail[i - 1]) * 100;
  while (!settled && warmSeconds < WARM_MAX_S) {
    await load(base + PATH, { seconds: WARM_SLICE_S, connections: CONNECTIONS });
    warmSeconds += WARM_SLICE_S;
    trail.push(await settledRss(pid));
    if (!Number.isFinite(trail.at(-1))) throw new Error(`the server (process ${pid}) stopped during the warm-up`);
    const n = trail.length - 1;
    settled = warmSeconds >= WARM_MIN_S && moved(n) < WARM_SETTLED_PERCENT && moved(n - 1) < WARM_SETTLED_PERCENT;
  }
  const before = trail[trail.length - 1];

  let peak = before;
  const sampler = setInterval(() => {
    const rss = serverRss(pid);
    if (rss !== null) peak = Math.max(peak, rss.bytes);
  }, 1000);
  const run = await load(base + PATH, { seconds: SECONDS, connections: CONNECTIONS });
  clearInterval(sampler);
  const after = await settledRss(pid);

  const errors = run.errors + run.timeouts + run.unexpected;
  const growth = ((after - before) / before) * 100;
  publish({
    name: 'load-test',
    title: `Load test: search page, ${SECONDS} s at ${CONNECTIONS} connections`,
    command: `BENCH_BASE_URL=${base} BENCH_LOAD_SECONDS=${SECONDS} node --import tsx bench/load-test.ts`,
    metrics: [
      { id: 'load.errors', label: 'load test: errors, timeouts and non-200 answers', value: errors, unit: 'count', budget: { op: '<=', limit: BUDGETS.loadTestErrors } },
      { id: 'load.rss-growth', label: 'load test: resident memory growth', value: growth, unit: '%', budget: { op: '<=', limit: BUDGETS.loadTestRssGrowthPercent } },
      { id: 'load.rps', label: 'load test: requests/s', value: run.rps, unit: 'req/s' },
      { id: 'load.p95', label: 'load test: p95', value: run.p95, unit: 'ms' },
      { id: 'load.warm-up', label: 'load test: warm-up until memory settled', value: warmSeconds, unit: 's' },
    ],
    markdown: [
      `Server process ${pid} (the one listening on the port) and the processes under it (${processes} in all, e.g. a cluster's server processes); memory from /proc, summed, settled before and after the run.`,
      `Budget: ${BUDGETS.loadTestErrors} errors; RSS growth ≤ ${BUDGETS.loadTestRssGrowthPercent} %.`,
      `Warm-up ${warmSeconds} s, until the settled RSS moved less than ${WARM_SETTLED_PERCENT} % in each of two ${WARM_SLICE_S} s slices${
        settled ? '' : ' (not settled at the cap)'
      }: ${trail.map((b) => fmt(b / MiB)).join(' → ')} MiB.`,
      '',
      table(
        ['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'RSS before', 'RSS peak', 'RSS after', 'growth'],
        [[run.requests, fmt(run.rps), fmt(run.p50, 1), fmt(run.p95, 1), fmt(run.p99, 1), errors, `${fmt(before / MiB)} MiB`, `${fmt(peak / MiB)} MiB`, `${fmt(after / MiB)} MiB`, `${fmt(growth, 1)} %`]],
      ),
    ].join('\n'),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
