// Pages under load on a running server (issue 31 §4): 20 connections for 15 s on the product, results, home and
// hotel pages, 3 rounds each; per page the median of the rounds' 503 count, p50, p95 and pages/s, with the
// 1-minute load average at the start of each run. `--busy` keeps both cores busy with two spinning processes
// during the runs (another process on the machine), as the contended case.
//
//   BENCH_BASE_URL=http://127.0.0.1:3600 node --import tsx bench/page-load-503.ts [--busy] [--seconds=15] [--rounds=3] [--connections=20]
//
// Start the server first, e.g. on PostgreSQL:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/helper_dbload SEED_SCALE=demo PORT=3600 WEB_CONCURRENCY=2 node scripts/start.mjs
// Prints a Markdown table for bench/RESULTS.md; never edits it.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { getJson, load, settle, type LoadRun } from './lib/http';
import { baseUrl, fmt, median, table } from './lib/result';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SECONDS = Number(arg('seconds') ?? 15);
const ROUNDS = Number(arg('rounds') ?? 3);
const CONNECTIONS = Number(arg('connections') ?? 20);
const BUSY = process.argv.includes('--busy');

type Page = { id: string; path: string };

/** The four page kinds, on real ids: the first stay card of a plain search, its product page (slug included) and hotel. */
async function pages(base: string): Promise<Page[]> {
  const offers = await getJson<{ exactMatch: { id: number; hotel: { id: number } }[] }>(`${base}/api/offers.json?locale=fr_FR&pageSize=5`);
  const card = offers.exactMatch[0];
  if (!card) throw new Error('the catalog has no offers: seed it first');
  // The product page redirects an address without its slug to the one with it: load the final address.
  const redirect = await fetch(`${base}/sejour/${card.id}`, { redirect: 'manual' });
  const product = redirect.headers.get('location') ?? `/sejour/${card.id}`;
  return [
    { id: 'product', path: new URL(product, base).pathname },
    { id: 'results', path: '/recherche' },
    { id: 'home', path: '/' },
    { id: 'hotel', path: `/hotel/${card.hotel.id}` },
  ];
}

/** Two processes spinning on a core each, stopped by the returned function. */
function keepCoresBusy(): () => void {
  const spinners: ChildProcess[] = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;);'], { stdio: 'ignore' }));
  return () => spinners.forEach((s) => s.kill('SIGKILL'));
}

type Run = LoadRun & { load1: number };

async function main() {
  const base = baseUrl();
  const list = await pages(base);
  const idle = `${base}/favicon.svg`;
  const runs = new Map<string, Run[]>(list.map((p) => [p.id, []]));
  for (const page of list) {
    // Warm-up (JIT, caches, lazily built indexes), not counted.
    await settle(idle);
    await load(base + page.path, { seconds: 3, connections: CONNECTIONS });
  }
  const stopBusy = BUSY ? keepCoresBusy() : () => undefined;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of list) {
        await settle(idle, { quickMs: BUSY ? 400 : 100 });
        const load1 = loadavg()[0];
        const run = await load(base + page.path, { seconds: SECONDS, connections: CONNECTIONS });
        runs.get(page.id)!.push({ ...run, load1 });
        console.log(`round ${round} ${page.id}: load ${load1.toFixed(2)}, ${run.requests} answers, ${run.statuses['503'] ?? 0} × 503, p50 ${run.p50} ms, p95 ${run.p95} ms, statuses ${JSON.stringify(run.statuses)}`);
      }
    }
  } finally {
    stopBusy();
  }
  const rows = list.map((page) => {
    const r = runs.get(page.id)!;
    return [
      `${page.id} (\`${page.path}\`)`,
      r.map((x) => x.load1.toFixed(2)).join(' / '),
      fmt(median(r.map((x) => x.requests))),
      fmt(median(r.map((x) => x.statuses['503'] ?? 0))),
      r.map((x) => String(x.statuses['503'] ?? 0)).join(' / '),
      fmt(median(r.map((x) => x.unexpected - (x.statuses['503'] ?? 0) + x.errors + x.timeouts))),
      fmt(median(r.map((x) => x.rps))),
      fmt(median(r.map((x) => x.p50))),
      fmt(median(r.map((x) => x.p95))),
    ];
  });
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} rounds${BUSY ? ', both cores kept busy by two spinning processes' : ''}:\n\n` +
      table(['page', 'load average at each run start', 'answers', '503 (median)', '503 per round', 'other failures', 'pages/s', 'p50 ms', 'p95 ms'], rows),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
