// Start the site: check the configuration and say which mode it runs in (demo by default, production when APP_MODE=
// production or SITE_URL is https: docs/operations.md), in demo mode start the local stand-ins for the services we do
// not own (mailbox, CRM inbox, payment provider: scripts/local-services.ts) or reuse the ones already listening,
// prepare the catalog database (created and migrated; seeded in demo mode only), then serve the production build,
// honouring PORT (default 3000) and HOSTNAME (default 0.0.0.0), in one server process per core (WEB_CONCURRENCY).
// Each process is scripts/serve.mjs: Next's request handler behind the edge guard that puts the security headers on
// every answer (docs/security.md).
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.error('No production build found: run `npm run build` first (the README start command does).');
  process.exit(1);
}

// A bad configuration stops here with every problem listed (src/lib/env.ts, src/lib/production-config.ts), before
// anything starts; the check hands over the start plan (mode, demo stand-ins) on descriptor 3.
const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-env.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
  env: { ...process.env, START_PLAN_FD: '3' },
});
if (checked.status !== 0) process.exit(checked.status ?? 1);
const plan = JSON.parse(checked.output[3]?.toString() || '{"mode":"demo"}');

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_MODE: plan.mode };
if (plan.mode === 'demo' && Object.keys(plan.localServicesEnv ?? {}).length > 0) {
  await startLocalServices(plan);
  Object.assign(env, plan.settings);
}

/** Demo mode: the local stand-ins (started, or reused when they already listen), ready before the site starts. */
async function startLocalServices({ localServicesEnv, mailboxUrl, crmInboxUrl, paymentUrl }) {
  const services = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-services.ts'], { stdio: 'inherit', env: { ...process.env, ...localServicesEnv } });
  let exited = null;
  services.on('exit', (code) => (exited = code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => services.kill(signal));
  process.on('exit', () => services.kill('SIGTERM'));
  const health = [
    `http://127.0.0.1:${localServicesEnv.LOCAL_MAILBOX_PORT}/health`,
    `http://127.0.0.1:${localServicesEnv.LOCAL_CRM_PORT}/health`,
    `http://127.0.0.1:${localServicesEnv.LOCAL_PAYMENT_PORT}/health`,
  ];
  const until = Date.now() + 30_000;
  for (;;) {
    const answers = await Promise.all(health.map((url) => fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)));
    if (answers.every(Boolean)) break;
    if ((exited !== null && exited !== 0) || Date.now() > until) {
      console.error('The demo\'s local services did not start (see above): free their ports or set LOCAL_*_PORT, or configure the real services (docs/operations.md).');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log('Demo mode: nothing leaves this machine.');
  if (mailboxUrl) console.log(`  Mailbox (every e-mail the site sends): ${mailboxUrl}  (or npm run mail:list)`);
  if (crmInboxUrl) console.log(`  CRM inbox (every contact message): ${crmInboxUrl}`);
  if (paymentUrl) console.log(`  Payment provider (test cards, no money moves): ${paymentUrl}`);
}

if (existsSync('scripts/prepare-database.ts')) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit', env });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

const SERVER = 'scripts/serve.mjs';

// One Next.js server process per core (WEB_CONCURRENCY, checked by check-env; default: the cores, at most 4), all
// on the same port: a page render keeps one core busy, so one process cannot use a second core.
const processes = Number(process.env.WEB_CONCURRENCY) || Math.min(availableParallelism(), 4);

if (processes === 1) {
  // A child process (not npx) so stopping this process stops the server.
  const server = spawn(process.execPath, [SERVER], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else {
  // Node's cluster: this process owns the port and hands connections to the server processes in turn. The port
  // opens when the first server process is ready (each listens only then) and closes once every one has stopped.
  cluster.setupPrimary({ exec: SERVER });
  // A server process gets 30 s for its requests and 5 s for its background work (scripts/serve.mjs): past this, it is killed.
  const STOP_TIMEOUT_MS = 40_000;
  let stopping = false;
  const fork = () => cluster.fork(env);
  const running = () => Object.values(cluster.workers ?? {}).filter(Boolean);
  for (let i = 0; i < processes; i++) fork();
  // The server processes' metrics combined, on METRICS_PORT when set (docs/operations-observability.md).
  createRequire(import.meta.url)('../src/server/observability/metrics-server.js').startMetricsServer({ cluster: true });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit();
      return;
    }
    // A process that never served (port taken, broken build) would fail again: stop with it instead of looping.
    if (!worker.served) {
      console.error(`The server process ${worker.process.pid} stopped before serving (${signal ?? code}): stopping.`);
      stopping = true;
      for (const other of running()) other.process.kill('SIGTERM');
      process.exitCode = code || 1;
      return;
    }
    console.error(`The server process ${worker.process.pid} stopped (${signal ?? code}): starting another.`);
    fork();
  });
  cluster.on('listening', (worker) => {
    worker.served = true;
  });
  // SIGTERM or SIGINT: every server process drains (scripts/serve.mjs), none is replaced meanwhile, and this process
  // exits 0 once they all have. A second signal changes nothing (a terminal's Ctrl-C reaches every process anyway).
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = running();
      console.log(`${signal}: stopping ${workers.length} server process(es) once their requests are done`);
      if (workers.length === 0) process.exit();
      for (const worker of workers) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of running()) {
          console.error(`The server process ${worker.process.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing it.`);
          worker.process.kill('SIGKILL');
        }
      }, STOP_TIMEOUT_MS).unref();
    });
}
