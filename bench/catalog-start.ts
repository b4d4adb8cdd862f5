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
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * CPU seconds used so far by a process and its descendants, the waited-for ones included (Linux /proc; null
 * elsewhere): what the start costs whatever the machine's load, where wall time also counts waiting for a core.
 */
function treeCpuSeconds(root: number): number | null {
  try {
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        // after the name: state ppid ... utime(12) stime(13) cutime(14) cstime(15), counted from state = 0
        stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
      } catch {
        // the process ended meanwhile
      }
    }
    let ticks = 0;
    const visit = (pid: number) => {
      ticks += stats.get(pid)?.ticks ?? 0;
      for (const [child, stat] of stats) if (stat.ppid === pid) visit(child);
    };
    visit(root);
    return ticks / 100;
  } catch {
    return null;
  }
}

let lastFailure = '';
async function answers(path: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    const body = await response.text();
    if (response.status !== 200) lastFailure = `${path}: ${response.status} ${body.slice(0, 200)}`;
    return response.status === 200;
  } catch (error) {
    lastFailure = `${path}: ${String(error)}`;
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
  let readyCpu: number | null = null;
  let buffered = '';
  server.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.includes('search index ready') && !readyLine) {
        readyLine = line.trim();
        readyAt = seconds();
        readyCpu = server.pid ? treeCpuSeconds(server.pid) : null;
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
    if (!(await answers('/api/offers.json?locale=fr_FR&orderBy=priceAsc'))) throw new Error(`no answer after the index was ready (${lastFailure})`);
    const columnar = seconds();
    say(`${kind.padEnd(4)}: serving after ${serving} s, first search answer after ${search} s, index ready after ${readyAt} s, first columnar answer after ${columnar} s`);
    say(`      CPU used by the server's processes until the index was ready: ${readyCpu === null ? 'n/a' : `${readyCpu.toFixed(1)} s`}`);
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
