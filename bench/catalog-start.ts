// Start-up benchmark: time from `node scripts/start.mjs` to the first answer and to the first answer from the
// columnar search index, with the bench catalog, warm (index snapshot on disk) and cold (snapshot deleted).
// Needs a production build: `NEXT_DIST_DIR=.next-x npx next build` (after `npm run messages:compile`).
//
//   node --import tsx bench/catalog-start.ts [--dist=.next] [--port=3301] [--db=data/bench.sqlite] [--runs=warm,cold,warm] [--no-record]
//
// "serving" is the first 200 from /api/health; "search" the first 200 from /api/offers.json for the whole catalog (the
// SQL engine answers while the index loads); "columnar" the first whole-catalog answer after the server logs
// `search index ready` (the line also says where the index came from and how long it took).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = arg('dist') ?? process.env.NEXT_DIST_DIR ?? '.next';
const port = Number(arg('port') ?? 3301);
const db = arg('db') ?? 'data/bench.sqlite';
const runs = (arg('runs') ?? 'warm,cold,warm').split(',') as ('warm' | 'cold')[];
const snapshot = `${db}.search-index`;
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(path: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function run(kind: 'warm' | 'cold') {
  if (kind === 'cold') rmSync(snapshot, { force: true });
  if (kind === 'warm' && !existsSync(snapshot)) say(`(no snapshot at ${snapshot}: this warm run starts cold and writes it)`);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: dist, PORT: String(port), HOSTNAME: '127.0.0.1', SQLITE_FILE: db, SEED_SCALE: 'bench', DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let readyLine: string | null = null;
  let readyAt: string | null = null;
  let buffered = '';
  server.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.includes('search index ready') && !readyLine) {
        readyLine = line.trim();
        readyAt = seconds();
      }
    }
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    let serving: string | null = null;
    const deadline = performance.now() + 900_000;
    while (!serving && performance.now() < deadline) {
      if (await answers('/api/health')) serving = seconds();
      else await sleep(25);
    }
    const search = (await answers('/api/offers.json?locale=fr_FR')) ? seconds() : 'never';
    while (!readyLine && performance.now() < deadline) await sleep(25);
    if (!(await answers('/api/offers.json?locale=fr_FR&orderBy=priceAsc'))) throw new Error('no answer after the index was ready');
    const columnar = seconds();
    say(`${kind.padEnd(4)}: serving after ${serving} s, first search answer after ${search} s, index ready after ${readyAt} s, first columnar answer after ${columnar} s`);
    say(`      ${readyLine}`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  if (!existsSync(`${dist}/BUILD_ID`)) throw new Error(`No production build in ${dist}: NEXT_DIST_DIR=${dist} npx next build`);
  if (!existsSync(db)) throw new Error(`${db} is absent: npm run bench:catalog creates it`);
  say(`start-up with ${db} (bench scale), build ${dist}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const kind of runs) await run(kind);
  if (!process.argv.includes('--no-record')) {
    const command = `node --import tsx bench/catalog-start.ts ${process.argv.slice(2).join(' ')}`.trim();
    appendFileSync('bench/RESULTS.md', `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`\n\n\`\`\`\n${out.join('\n')}\n\`\`\`\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
