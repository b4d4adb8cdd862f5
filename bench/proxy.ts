// Through the shipped nginx configuration (issue 31 §9, docs/deployment.md): requests per second and latency of a
// static file, a cached anonymous results page, the same page uncached (a request with a cookie skips the cache), and
// the offers API, with one app instance and then two on one PostgreSQL, 20 connections, the median of 3 rounds.
//   node --import tsx bench/proxy.ts [--seconds=10] [--rounds=3] [--scale=test]
// It starts and stops its own topology (deploy/cluster.ts) on ports 3470-3477 in a database it creates; it prints a
// Markdown table to paste into bench/RESULTS.md with the command and the load average at its start.
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { clusterSettings, startCluster } from '../deploy/cluster';
import { load, settle } from './lib/http';
import { fmt, median, table } from './lib/result';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(arg('seconds', '10'));
const ROUNDS = Number(arg('rounds', '3'));
const SCALE = arg('scale', 'test');
const ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/escapade_proxy_bench';

const TARGETS: { label: string; path: string; headers: Record<string, string> }[] = [
  { label: 'static file (/favicon.svg)', path: '/favicon.svg', headers: {} },
  { label: 'results page, anonymous (proxy cache)', path: '/recherche', headers: {} },
  { label: 'results page, with a cookie (no cache)', path: '/recherche', headers: { cookie: 'escapade-consent=bench' } },
  { label: 'offers API (whole catalog)', path: '/api/offers.json?locale=fr_FR', headers: {} },
];

async function measure(instances: number) {
  const dir = mkdtempSync(join(tmpdir(), 'escapade-proxy-bench-'));
  const settings = {
    ...clusterSettings({ INSTANCES: String(instances), CLUSTER_HTTP_PORT: '3470', CLUSTER_HTTPS_PORT: '3473', CLUSTER_APP_PORT: '3471', CLUSTER_SERVICES_PORT: '3474', CLUSTER_SEED_SCALE: SCALE, CLUSTER_QUIET: '1' }),
    databaseUrl: ADMIN,
    dir,
    logFile: join(dir, 'cluster.log'),
  };
  const cluster = await startCluster(settings);
  const base = settings.siteUrl;
  const rows: (string | number)[][] = [];
  try {
    for (const target of TARGETS) {
      await load(base + target.path, { seconds: 3, connections: 20, headers: target.headers }); // warm-up
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) {
        await settle(`http://127.0.0.1:${settings.appPort}/favicon.svg`);
        runs.push(await load(base + target.path, { seconds: SECONDS, connections: 20, headers: target.headers }));
      }
      rows.push([`${instances}`, target.label, fmt(median(runs.map((r) => r.rps))), fmt(median(runs.map((r) => r.p50))), fmt(median(runs.map((r) => r.p95))), runs.reduce((n, r) => n + r.errors + r.timeouts + r.unexpected, 0)]);
      console.log(rows.at(-1)!.join(' | '));
    }
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load1 = loadavg()[0].toFixed(1);
  const rows = [...(await measure(1)), ...(await measure(2))];
  console.log(`\n### ${started} UTC, load average ${load1} at the start, \`node --import tsx bench/proxy.ts --seconds=${SECONDS} --rounds=${ROUNDS} --scale=${SCALE}\`\n`);
  console.log(table(['instances', 'through nginx (https, 20 connections)', 'requests/s', 'p50 ms', 'p95 ms', 'failed'], rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
