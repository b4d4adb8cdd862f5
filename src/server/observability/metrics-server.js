// @ts-check
// The Prometheus endpoint, on a port of its own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise), never
// on the site's: `GET /metrics`. With several server processes (scripts/start.mjs's cluster) the primary serves the
// sum of its workers (prom-client's AggregatorRegistry); a single process serves its own. Unset METRICS_PORT: none.
// CommonJS and plain JavaScript: scripts/serve.mjs and scripts/start.mjs require it without a build.
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const { createServer } = require('node:http');
const client = require('prom-client');
const { logger: processLogger } = require('../../lib/logging/logger.js');
const { processMetrics } = require('./metrics.js');

/**
 * Where the metrics are served: null when METRICS_PORT is unset or empty (src/lib/env.ts checks the values).
 * @param {Record<string, string | undefined>} env
 * @returns {{ host: string, port: number } | null}
 */
function metricsAddress(env) {
  const port = Number((env.METRICS_PORT ?? '').trim());
  if (!env.METRICS_PORT?.trim() || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { host: env.METRICS_HOST?.trim() || '127.0.0.1', port };
}

/**
 * The environment with the .env files read as Next reads them: the primary of a cluster runs no Next server that
 * would have read them.
 */
function withEnvFiles() {
  const { loadEnvConfig } = require('@next/env');
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
  return process.env;
}

/**
 * An HTTP handler answering `GET /metrics` with `read()`'s text, and 404 to anything else.
 * @param {() => Promise<string>} read
 * @param {string} contentType
 * @param {Pick<import('pino').Logger, 'error'>} logger
 * @returns {import('node:http').RequestListener}
 */
function metricsHandler(read, contentType, logger) {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Use GET\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (/** @type {unknown} */ error) => {
        logger.error({ err: error }, 'metrics: the scrape failed');
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' }).end('Metrics unavailable, retry shortly\n');
      },
    );
  };
}

/**
 * Starts the metrics endpoint of this process when METRICS_PORT is set: `{ cluster: true }` in the primary of a
 * cluster (the combined figures of its workers); otherwise in a single server process (its own), and never in a
 * cluster worker. A port it cannot listen on is logged; the site serves on without metrics. The endpoint keeps no
 * process alive. Returns the server, or null when none starts.
 * @param {{ cluster?: boolean, env?: Record<string, string | undefined>, logger?: Pick<import('pino').Logger, 'info' | 'error'> }} [options]
 */
function startMetricsServer({ cluster: combined = false, env = combined ? withEnvFiles() : process.env, logger = processLogger } = {}) {
  const address = metricsAddress(env);
  if (!address || (!combined && cluster.isWorker)) return null;
  let handler;
  if (combined) {
    const aggregator = new client.AggregatorRegistry();
    handler = metricsHandler(() => aggregator.clusterMetrics(), aggregator.contentType, logger);
  } else {
    const { registry } = processMetrics();
    handler = metricsHandler(() => registry.metrics(), registry.contentType, logger);
  }
  const server = createServer(handler);
  server.on('error', (error) => logger.error({ err: error, ...address }, 'metrics: the endpoint could not listen; the site serves on without it'));
  server.listen(address.port, address.host, () => logger.info({ ...address, combined }, `metrics served on http://${address.host}:${address.port}/metrics`));
  server.unref();
  return server;
}

module.exports = { metricsAddress, metricsHandler, startMetricsServer };
