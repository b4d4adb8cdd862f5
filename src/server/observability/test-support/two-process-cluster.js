// @ts-check
// An instance of two server processes as scripts/start.mjs runs them (Node's cluster), for metrics-server.test.ts:
// each worker counts one request and reads its database figures through a probe; the primary serves the combined
// metrics on METRICS_PORT and prints `ready` once both workers have counted.
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const { processMetrics } = require('../metrics.js');
const { startMetricsServer } = require('../metrics-server.js');

if (cluster.isPrimary) {
  let counted = 0;
  cluster.on('message', (_worker, message) => {
    if (message !== 'counted' || ++counted < 2) return;
    startMetricsServer({ cluster: true, env: process.env })?.on('listening', () => process.stdout.write('ready\n'));
  });
  for (let i = 0; i < 2; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const metrics = processMetrics();
  metrics.observeRequest({ route: 'page:home', method: 'GET', status: 200 }, 0.05);
  metrics.setProbe('queues', async () => ({ outbox_mail: { waiting: 4, failed: 0, oldestWaitingSeconds: 60 } }));
  setInterval(() => {}, 60_000);
  process.send?.('counted');
}
