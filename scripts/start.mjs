// Start the site: prepare the catalog database (created, migrated and seeded when absent), then serve the
// production build, honouring PORT (default 3000) and HOSTNAME (default 0.0.0.0), in one server process per core
// (WEB_CONCURRENCY). Each process is scripts/serve.mjs: Next's request handler behind the edge guard that puts the
// security headers on every answer (docs/security.md).
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.error('No production build found: run `npm run build` first (the README start command does).');
  process.exit(1);
}

// A bad configuration stops here with every problem listed (src/lib/env.ts), before anything starts.
const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-env.ts'], { stdio: 'inherit' });
if (checked.status !== 0) process.exit(checked.status ?? 1);

if (existsSync('scripts/prepare-database.ts')) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

const SERVER = 'scripts/serve.mjs';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// One Next.js server process per core (WEB_CONCURRENCY, checked by check-env; default: the cores, at most 4), all
// on the same port: a page render keeps one core busy, so one process cannot use a second core.
const processes = Number(process.env.WEB_CONCURRENCY) || Math.min(availableParallelism(), 4);

if (processes === 1) {
  // A child process (not npx) so stopping this process stops the server.
  const server = spawn(process.execPath, [SERVER], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else {
  // Node's cluster: this process owns the port and hands connections to the server processes in turn.
  cluster.setupPrimary({ exec: SERVER });
  let stopping = false;
  const fork = () => cluster.fork(env);
  for (let i = 0; i < processes; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A process that never served (port taken, broken build) would fail again: stop with it instead of looping.
    if (!worker.served) {
      console.error(`The server process ${worker.process.pid} stopped before serving (${signal ?? code}): stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = code || 1;
      return;
    }
    console.error(`The server process ${worker.process.pid} stopped (${signal ?? code}): starting another.`);
    fork();
  });
  cluster.on('listening', (worker) => {
    worker.served = true;
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
}
