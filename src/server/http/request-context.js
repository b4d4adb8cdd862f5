// @ts-check
// What scripts/serve.mjs wraps around every request: its id (request-id.js), returned in X-Request-Id and carried by
// every log line written meanwhile (src/lib/logging/request-store.js), then, once answered, one access-log line and
// the request-duration metric by route kind (route-kind.js). docs/operations-observability.md.
// CommonJS and plain JavaScript: scripts/serve.mjs requires it without a build.
const { performance } = require('node:perf_hooks');
const { logger: processLogger } = require('../../lib/logging/logger.js');
const { runWithRequest } = require('../../lib/logging/request-store.js');
const { processMetrics } = require('../observability/metrics.js');
const { requestIdOf } = require('./request-id.js');
const { loadRouteTable, routeKindOf } = require('./route-kind.js');
const { proxyEntries, trustedProxies } = require('./trusted-proxies.js');

/** Paths are logged up to this length (an address can be 16 kB long). */
const MAX_LOGGED_PATH = 512;

/**
 * The path of a request target, without its query (which may carry a key or a token) and cut to a bounded length.
 * @param {string | undefined} target
 */
function loggedPath(target) {
  const path = (target ?? '/').split('?')[0] || '/';
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * @typedef {object} ObserverOptions
 * @property {Pick<import('pino').Logger, 'info'>} [logger]
 * @property {import('./trusted-proxies.js').TrustedProxies} [trusted] default: TRUSTED_PROXIES
 * @property {import('./route-kind.js').RouteTable} [routes] default: the build's routes (its pages manifest) and public/
 * @property {Pick<import('../observability/metrics.js').Metrics, 'observeRequest'>} [metrics] default: the process's
 */

/**
 * A wrapper for a server's request handler: `observe(req, res, () => handle(req, res))`. Its defaults are read at the
 * first request, after Next has loaded the .env files and the build.
 * @param {ObserverOptions} [options]
 */
function createRequestObserver(options = {}) {
  /** @type {Required<ObserverOptions> | undefined} */
  let resolved;
  const settings = () =>
    (resolved ??= {
      logger: options.logger ?? processLogger,
      trusted: options.trusted ?? trustedProxies(proxyEntries(process.env.TRUSTED_PROXIES)),
      routes: options.routes ?? loadRouteTable(),
      metrics: options.metrics ?? processMetrics(),
    });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} handle
   */
  return function observe(req, res, handle) {
    const { logger, trusted, routes, metrics } = settings();
    const started = performance.now();
    /** @type {import('../../lib/logging/request-store.js').RequestStore} */
    const store = { id: requestIdOf(req, trusted), route: undefined };
    res.setHeader('X-Request-Id', store.id);
    // Read now: Next rewrites req.url as it routes (the locale prefix goes).
    const path = loggedPath(req.url);
    let logged = false;
    const answered = () => {
      if (logged) return;
      logged = true;
      const durationMs = performance.now() - started;
      const route = store.route ?? routeKindOf(path, routes);
      const status = res.statusCode;
      metrics.observeRequest({ route, method: req.method, status }, durationMs / 1000);
      logger.info(
        { reqId: store.id, method: req.method, path, route, status, durationMs: Math.round(durationMs * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) },
        'request',
      );
    };
    res.once('finish', answered);
    res.once('close', answered);
    runWithRequest(store, handle);
  };
}

/** The observer of this server process, with its defaults. */
const observeRequest = createRequestObserver();

module.exports = { createRequestObserver, loggedPath, observeRequest };
