// `npm run bench`: every benchmark against the production build, then bench/results.json and bench/RESULTS.md.
//
//   npm run bench                       build into .next-bench (with canary secrets), seed the bench catalog when
//                                       needed, start the site and a bare Next.js page, run every benchmark
//   npm run bench -- --only=http,js     only some steps (others keep their last figures in bench/results.json)
//   npm run bench -- --skip-build       reuse .next-bench and the bare page's build
//   npm run bench -- --quick            short runs to try the pipeline (figures are marked quick)
//   npm run bench -- --report-only      rewrite the generated part of bench/RESULTS.md from bench/results.json
//
// Steps: secrets (scan of the build), http (bench/http-load.ts), js (bench/first-load-js.ts), lighthouse
// (bench/lighthouse.ts), extra (bench/interaction-*.ts and bench/map-*.ts when present), load (bench/load-test.ts),
// catalog (npm run bench:catalog on the bench catalog, servers stopped). `npm run bench:check` then enforces the
// budgets of bench/budgets.ts. Ports: BENCH_PORT (3307) for the site, BENCH_MINIMAL_PORT (3308) for the bare page.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { canaryEnvironment, clientFiles, leaks } from '../tests/security/client-bundle.ts';
import { catalogMetrics } from '../bench/lib/catalog-output.ts';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ALL_STEPS = ['secrets', 'http', 'js', 'lighthouse', 'extra', 'load', 'catalog'];
const steps = option('only')?.split(',') ?? ALL_STEPS;
for (const step of steps) if (!ALL_STEPS.includes(step)) throw new Error(`unknown step ${step}: use ${ALL_STEPS.join(', ')}`);
const quick = flag('quick');
const skipBuild = flag('skip-build');

const PORT = Number(process.env.BENCH_PORT ?? 3307);
const MINIMAL_PORT = Number(process.env.BENCH_MINIMAL_PORT ?? 3308);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const SQLITE_FILE = process.env.BENCH_SQLITE_FILE ?? 'data/bench.sqlite';
const SEED_SCALE = process.env.BENCH_SEED_SCALE ?? 'bench';
// Raw outputs (logs, Lighthouse reports, the bare page's build): a .next-* folder, which git, ESLint and tsc ignore.
const OUT = '.next-bench-out';
const RESULTS_JSON = join('bench', 'results.json');
const RESULTS_MD = join('bench', 'RESULTS.md');
const BASE_URL = `http://127.0.0.1:${PORT}`;
const MINIMAL_URL = `http://127.0.0.1:${MINIMAL_PORT}`;
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const QUICK_ENV = quick ? { BENCH_HTTP_SECONDS: '2', BENCH_HTTP_ROUNDS: '1', BENCH_LIGHTHOUSE_RUNS: '1', BENCH_LOAD_SECONDS: '15' } : {};

mkdirSync(join(OUT, 'results'), { recursive: true });
const started = new Date();
const loadAtStart = loadavg();
const results = [];
const children = [];

function log(message) {
  console.log(`\n[bench] ${message}`);
}

/** Runs a command to its end (inheriting the terminal), failing the bench on a non-zero exit. */
function runOrFail(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
}

/** Runs a benchmark script that writes its BenchResult to BENCH_OUT; a failure is recorded, not fatal. */
function runBench(name, file, env = {}) {
  const out = join(OUT, 'results', `${name}.json`);
  log(`${name}: node --import tsx ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...QUICK_ENV, BENCH_BASE_URL: BASE_URL, BENCH_MINIMAL_URL: MINIMAL_URL, BENCH_OUT: out, ...env },
  });
  process.stdout.write(result.stdout ?? '');
  if (result.status === 0 && existsSync(out) && readFileSync(out, 'utf8').trim()) {
    results.push(JSON.parse(readFileSync(out, 'utf8')));
  } else if (result.status === 0) {
    // A benchmark that only prints (helpers' scripts may): kept as text, no budgets.
    results.push({ name, title: name, command: `node --import tsx ${file}`, metrics: [], markdown: '```\n' + (result.stdout ?? '').trim() + '\n```' });
  } else {
    results.push({
      name,
      title: name,
      command: `node --import tsx ${file}`,
      metrics: [{ id: `${name}.ran`, label: `${name} ran to its end`, value: 0, unit: 'ok', budget: { op: '==', limit: 1 } }],
      markdown: `The benchmark failed (exit ${result.status}).`,
    });
  }
  try {
    if (existsSync(out)) writeFileSync(out, '');
  } catch {
    // nothing to clean
  }
}

/** Starts a server in the background, its output in bench/out/<name>.log; resolves once `url` answers. */
async function startServer(name, command, commandArgs, env, url, readyLine) {
  const logFile = join(OUT, `${name}.log`);
  const logStream = createWriteStream(logFile);
  const child = spawn(command, commandArgs, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
    logStream.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`[bench] ${name} exited with ${code}: see ${logFile}`);
  });
  const deadline = Date.now() + 60 * 60 * 1000; // seeding the bench catalog may take a while
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped: see ${logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within an hour`);
    await sleep(1000);
  }
  if (readyLine) {
    const waitUntil = Date.now() + Number(process.env.BENCH_INDEX_WAIT_SECONDS ?? 600) * 1000;
    log(`${name}: waiting for "${readyLine.source}" in its log (the search index)`);
    while (!readyLine.test(output) && Date.now() < waitUntil && child.exitCode === null) await sleep(1000);
    if (!readyLine.test(output)) console.warn(`[bench] ${name}: no "${readyLine.source}" line; measuring anyway`);
  }
  await settle(name, url);
  log(`${name} answers on ${url}`);
  return child;
}

/**
 * Waits until the server answers quickly and steadily: its first page renders compile and fill caches, and an
 * index built on the main thread would block it. Five health answers in a row under 100 ms, after one render of
 * each benchmarked page.
 */
async function settle(name, url) {
  const origin = new URL(url).origin;
  for (const path of ['/', '/recherche', '/cette-page-nexiste-pas']) {
    await fetch(origin + path, { signal: AbortSignal.timeout(300_000) }).catch(() => undefined);
  }
  const until = Date.now() + 600_000;
  let quick = 0;
  while (quick < 5 && Date.now() < until) {
    const started = performance.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then((r) => r.ok, () => false);
    quick = ok && performance.now() - started < 100 ? quick + 1 : 0;
    await sleep(200);
  }
  if (quick < 5) console.warn(`[bench] ${name} still answers slowly; measuring anyway`);
}

async function stopServers() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

function git(...gitArgs) {
  return spawnSync('git', gitArgs, { encoding: 'utf8' }).stdout.trim();
}

/** The secrets step: distinctive values of every server-only variable were set at build time; none may ship. */
function scanBuild(tag) {
  const canaries = Object.entries(canaryEnvironment(tag)).map(([name, value]) => ({ name, value }));
  const files = clientFiles(DIST_DIR);
  const found = leaks(files, canaries);
  results.push({
    name: 'secrets',
    title: 'Server-only configuration in the client bundle',
    command: `npm run bench -- --only=secrets (builds ${DIST_DIR} with canary values, scans ${DIST_DIR}/static)`,
    metrics: [
      { id: 'secrets.client-files', label: 'client files scanned', value: files.length, unit: 'files', budget: { op: '>=', limit: 1 } },
      { id: 'secrets.leaks', label: 'server-only values found in client files', value: found.length, unit: 'count', budget: { op: '<=', limit: 0 } },
    ],
    markdown: [
      `Built with a distinctive value for each of ${canaries.map((c) => c.name).join(', ')}; scanned ${files.length} files under \`${DIST_DIR}/static\`.`,
      found.length ? found.map((f) => `- ${f.name} in ${f.file}`).join('\n') : 'None of them reaches the browser.',
    ].join('\n\n'),
  });
}

function mergeWithPrevious() {
  const previous = existsSync(RESULTS_JSON) ? JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) : { sections: [] };
  const fresh = new Set(results.map((r) => r.name));
  const kept = (previous.sections ?? []).filter((s) => !fresh.has(s.name));
  const order = (name) => {
    const i = ['secrets', 'http-load', 'first-load-js', 'lighthouse', 'load-test', 'catalog'].indexOf(name);
    return i === -1 ? 50 : i;
  };
  const sections = [...kept, ...results.map((r) => ({ ...r, ranAt: started.toISOString(), quick }))].sort((a, b) => order(a.name) - order(b.name));
  return {
    updatedAt: new Date().toISOString(),
    // BENCH_COMMIT names the commit when the run happens in an exported copy of the repository.
    commit: process.env.BENCH_COMMIT ?? `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain').length ? ' (with local changes)' : ''}`,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      freeMemoryGiBAtEnd: Math.round(freemem() / 2 ** 30),
      loadAverageAtStart: loadAtStart.map((n) => Number(n.toFixed(2))),
      loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
      node: process.version,
    },
    sections,
  };
}

const START = '<!-- bench:generated:start (npm run bench rewrites this part; sections below it are kept) -->';
const END = '<!-- bench:generated:end -->';

function budgetRows(sections) {
  const rows = [];
  for (const section of sections) {
    for (const m of section.metrics ?? []) {
      if (!m.budget) continue;
      const ok = m.value !== null && (m.budget.op === '<=' ? m.value <= m.budget.limit : m.budget.op === '>=' ? m.value >= m.budget.limit : m.value === m.budget.limit);
      const value = m.value === null ? 'not measured' : Number.isInteger(m.value) ? String(m.value) : m.value.toFixed(m.value < 1 ? 3 : 1);
      rows.push(`| ${m.label} | ${value} ${m.unit} | ${m.budget.op} ${m.budget.limit} | ${ok ? 'met' : '**missed**'} |`);
    }
  }
  return rows;
}

function writeMarkdown(report) {
  const { machine } = report;
  const rows = budgetRows(report.sections);
  const missed = rows.filter((r) => r.includes('**missed**')).length;
  const generated = [
    START,
    '## Quality gates: latest `npm run bench`',
    '',
    `Updated ${report.updatedAt} on commit ${report.commit}. Machine: ${machine.cpus} × ${machine.model}, ${machine.memoryGiB} GiB, Node ${machine.node};`,
    `load average ${machine.loadAverageAtStart.join(' / ')} at the start and ${machine.loadAverageAtEnd.join(' / ')} at the end (the machine is shared: absolute times are noisy, ratios less so).`,
    `Budgets: \`bench/budgets.ts\`; \`npm run bench:check\` fails when one is missed (${missed} missed in these figures). How to run and read them: \`docs/quality-gates.md\`.`,
    '',
    '| figure | value | budget | |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ...report.sections.flatMap((s) => [
      `### ${s.title}`,
      '',
      `Run ${s.ranAt ?? report.updatedAt}${s.quick ? ' (**quick run**: short, not comparable)' : ''}:`,
      '',
      '```',
      s.command,
      '```',
      '',
      s.markdown,
      '',
    ]),
    END,
  ].join('\n');
  const current = existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : '# Benchmark results\n';
  let next;
  if (current.includes(START) && current.includes(END)) {
    next = current.slice(0, current.indexOf(START)) + generated + current.slice(current.indexOf(END) + END.length);
  } else {
    // First run: the generated part goes after the title and intro, above the sections others append.
    const firstSection = current.search(/^## /m);
    next = firstSection === -1 ? `${current.trimEnd()}\n\n${generated}\n` : `${current.slice(0, firstSection)}${generated}\n\n${current.slice(firstSection)}`;
  }
  writeFileSync(RESULTS_MD, next);
}

async function main() {
  if (flag('report-only')) {
    writeMarkdown(JSON.parse(readFileSync(RESULTS_JSON, 'utf8')));
    log(`rewrote the generated part of ${RESULTS_MD} from ${RESULTS_JSON}`);
    return;
  }
  const needServer = steps.some((s) => ['http', 'js', 'lighthouse', 'extra', 'load'].includes(s));
  // The canary tag of the build in DIST_DIR, kept so --skip-build can still scan it.
  const tagFile = join(OUT, 'canary-tag.txt');
  let tag = existsSync(tagFile) ? readFileSync(tagFile, 'utf8').trim() : '';

  runOrFail(process.execPath, ['scripts/compile-messages.mjs']);
  if (!skipBuild || !existsSync(join(DIST_DIR, 'BUILD_ID')) || !tag) {
    tag = randomBytes(6).toString('hex');
    log(`building the site into ${DIST_DIR}, with canary values for the server-only variables`);
    runOrFail(process.execPath, [NEXT_BIN, 'build'], { NEXT_DIST_DIR: DIST_DIR, ...canaryEnvironment(tag) });
    runOrFail(process.execPath, ['scripts/add-compile-hints.mjs'], { NEXT_DIST_DIR: DIST_DIR });
    writeFileSync(tagFile, tag);
  }
  if (steps.includes('secrets')) scanBuild(tag);
  // The bare Next.js app: Lighthouse's blocking-time baseline and first-load JS's framework floor.
  const needsMinimal = steps.includes('lighthouse') || steps.includes('js');
  if (needsMinimal && (!skipBuild || !existsSync(join(OUT, 'minimal-app', 'BUILD_ID')))) {
    log('building the bare Next.js page (bench/minimal-app)');
    runOrFail(process.execPath, [NEXT_BIN, 'build', '--webpack', 'bench/minimal-app']);
  }

  const siteEnv = { PORT: String(PORT), HOSTNAME: '127.0.0.1', NEXT_DIST_DIR: DIST_DIR, SQLITE_FILE, SEED_SCALE, SITE_URL: BASE_URL, NODE_ENV: 'production' };
  if (needServer || steps.includes('catalog')) {
    log(`preparing the ${SEED_SCALE} catalog in ${SQLITE_FILE} (seeded once, reused)`);
    runOrFail(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], siteEnv);
  }

  if (needServer) {
    // The site logs 'search index ready' once its in-memory search index serves (src/server/catalog/warm-up.ts).
    const logsIndex = existsSync('src/server/catalog/warm-up.ts') && readFileSync('src/server/catalog/warm-up.ts', 'utf8').includes('search index ready');
    await startServer('site', process.execPath, ['scripts/start.mjs'], siteEnv, `${BASE_URL}/api/health`, logsIndex && process.env.SEARCH_ENGINE !== 'sql' ? /search index ready/ : null);
    if (needsMinimal) {
      await startServer('minimal', process.execPath, [NEXT_BIN, 'start', 'bench/minimal-app', '-p', String(MINIMAL_PORT), '-H', '127.0.0.1'], {}, `${MINIMAL_URL}/`, null);
    }
    if (steps.includes('http')) runBench('http-load', 'bench/http-load.ts');
    if (steps.includes('js')) runBench('first-load-js', 'bench/first-load-js.ts');
    if (steps.includes('lighthouse')) runBench('lighthouse', 'bench/lighthouse.ts');
    if (steps.includes('extra')) {
      // Other helpers' browser benchmarks (calendar INP, map), run against the same server when they exist.
      for (const file of readdirSync('bench').filter((f) => /^(interaction|map)-.*\.ts$/.test(f)).sort()) {
        runBench(file.replace(/\.ts$/, ''), join('bench', file));
      }
    }
    if (steps.includes('load')) runBench('load-test', 'bench/load-test.ts');
    await stopServers();
  }

  if (steps.includes('catalog')) {
    // Engine and handler times on the bench catalog (helper A's benchmark), with the servers stopped so nothing
    // else competes. It prints; the figures go into this report (--no-record: it does not append on its own).
    const catalogArgs = [`--db=${SQLITE_FILE}`, `--samples=${quick ? 50 : 300}`, '--no-record'];
    log(`catalog: npm run bench:catalog -- ${catalogArgs.join(' ')}`);
    const run = spawnSync('npm', ['run', '--silent', 'bench:catalog', '--', ...catalogArgs], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, SQLITE_FILE, SEED_SCALE },
    });
    process.stdout.write(run.stdout ?? '');
    const metrics = run.status === 0 ? catalogMetrics(run.stdout ?? '') : [];
    results.push({
      name: 'catalog',
      title: 'Catalog search at bench scale: engine and API handler times (bench/catalog-search.ts)',
      command: `npm run bench:catalog -- ${catalogArgs.join(' ')}`,
      metrics: metrics.some((m) => m.budget)
        ? metrics
        : [{ id: 'catalog.ran', label: 'catalog benchmark printed its figures', value: 0, unit: 'ok', budget: { op: '==', limit: 1 } }],
      markdown: ["Budget: the engine's search + facets p95 ≤ 10 ms (≤ 20 ms with dates) at bench scale.", '', '```', (run.stdout ?? '').trim(), '```'].join('\n'),
    });
  }

  const report = mergeWithPrevious();
  writeFileSync(RESULTS_JSON, JSON.stringify(report, null, 2) + '\n');
  writeMarkdown(report);
  log(`wrote ${RESULTS_JSON} and the generated part of ${RESULTS_MD}; run \`npm run bench:check\` to enforce the budgets`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopServers().finally(() => process.exit(130));
  });
}

main()
  .catch(async (error) => {
    console.error(error);
    await stopServers();
    process.exit(1);
  })
  .then(() => stopServers());
