// Bounded load test: the server-rendered search page for 60 s at 20 connections on loopback (autocannon stops
// by itself). Budget: zero errors (socket errors, timeouts, non-200 answers) and resident memory growth ≤ 10 %
// between the warmed-up server and the end of the run.
// Usage: BENCH_BASE_URL=http://127.0.0.1:3307 node --import tsx bench/load-test.ts  (BENCH_LOAD_SECONDS, default 60)
import { setTimeout as sleep } from 'node:timers/promises';
import { BUDGETS } from './budgets';
import { load } from './lib/http';
import { pidListeningOn, rssBytes } from './lib/process-memory';
import { baseUrl, fmt, median, publish, table } from './lib/result';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 20;
const PATH = '/recherche';
const MiB = 1024 * 1024;

async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(400);
    const rss = rssBytes(pid);
    if (rss !== null) samples.push(rss);
  }
  return median(samples);
}

async function main() {
  const base = baseUrl();
  const pid = pidListeningOn(Number(new URL(base).port || 80));
  if (!pid) throw new Error(`no local process listens on ${base}: the load test reads the server's memory`);

  // Warm-up: JIT, caches and lazily built indexes settle before the baseline is taken.
  await load(base + PATH, { seconds: 10, connections: CONNECTIONS });
  const before = await settledRss(pid);

  let peak = before;
  const sampler = setInterval(() => {
    const rss = rssBytes(pid);
    if (rss !== null) peak = Math.max(peak, rss);
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
    ],
    markdown: [
      `Server process ${pid} (the one listening on the port); memory from /proc, settled before and after the run.`,
      `Budget: ${BUDGETS.loadTestErrors} errors; RSS growth ≤ ${BUDGETS.loadTestRssGrowthPercent} %.`,
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
