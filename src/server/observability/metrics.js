// @ts-check
// The Prometheus metrics of a server process (prom-client), listed with their alerts in
// docs/operations-observability.md. Counters and the request histogram are fed where things happen; the database's
// figures (queues, search index) are read when Prometheus scrapes, through probes that the server registers at start
// (metric-probes.ts). CommonJS and plain JavaScript: scripts/serve.mjs and scripts/start.mjs require it without a build.
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const client = require('prom-client');
const { logger: processLogger } = require('../../lib/logging/logger.js');

/** Request durations, in seconds: from a static file to the degraded page's 1.5 s and beyond. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * @typedef {{ waiting: number, failed: number, oldestWaitingSeconds: number }} QueueReading
 * @typedef {Record<string, QueueReading>} QueuesReading rows of each work table (outbox_mail, contact_request)
 * @typedef {{ ready: boolean, versionsBehind: number, lagSeconds: number }} SearchIndexReading
 * @typedef {{ queues: () => Promise<QueuesReading>, searchIndex: () => Promise<SearchIndexReading> }} Probes
 */

/**
 * The metrics of one registry (the process's, or a test's own).
 * @param {import('prom-client').Registry} registry
 * @param {{ logger?: Pick<import('pino').Logger, 'warn'> }} [options]
 */
function createMetrics(registry, { logger = processLogger } = {}) {
  const registers = [registry];
  /** @type {Partial<Probes>} */
  const probes = {};
  /** @type {Map<string, Promise<unknown>>} */
  const inFlight = new Map();

  /**
   * One reading per scrape, shared by the gauges it feeds (their collect functions run side by side).
   * @template {keyof Probes} K
   * @param {K} name
   * @returns {Promise<Awaited<ReturnType<Probes[K]>> | null>}
   */
  function read(name) {
    let reading = inFlight.get(name);
    if (!reading) {
      const probe = probes[name];
      reading = (probe ? probe() : Promise.resolve(null))
        .catch((/** @type {unknown} */ error) => {
          probeFailures.inc({ probe: name });
          logger.warn({ err: error, probe: name }, 'metrics: a database reading failed; its figures keep their last value');
          return null;
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, reading);
    }
    return /** @type {Promise<any>} */ (reading);
  }

  const requestDuration = new client.Histogram({
    name: 'escapade_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route kind (page kind or API route), method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers,
  });

  const rateLimitRefusals = new client.Counter({
    name: 'escapade_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (answered 429), by limit.',
    labelNames: ['limit'],
    registers,
  });

  const paymentReleases = new client.Counter({
    name: 'escapade_payment_releases_total',
    help: "Card orders released unpaid (expired, rooms given back), by what released them: the release pass (payment time over), the provider's expiry event, or no payment page to open.",
    labelNames: ['via'],
    registers,
  });

  /**
   * A gauge of the work tables, read from the database at scrape time: the same figure in every process, so the
   * processes of an instance are combined by taking the largest, not the sum.
   * @param {string} name
   * @param {string} help
   * @param {(reading: QueueReading) => number} value
   */
  const queueGauge = (name, help, value) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['queue'],
      aggregator: 'max',
      registers,
      async collect() {
        const reading = await read('queues');
        if (reading) for (const [queue, figures] of Object.entries(reading)) this.set({ queue }, value(figures));
      },
    });

  queueGauge('escapade_queue_waiting', 'Rows waiting to be sent (pending or being sent): e-mails in outbox_mail, contact messages in contact_request.', (r) => r.waiting);
  queueGauge('escapade_queue_oldest_waiting_seconds', 'Age of the oldest row waiting to be sent, in seconds; 0 when none waits.', (r) => r.oldestWaitingSeconds);
  queueGauge('escapade_queue_failed', 'Rows given up after their last retry: they need a person.', (r) => r.failed);

  /**
   * A gauge of this process's search index.
   * @param {string} name
   * @param {string} help
   * @param {'min' | 'max'} aggregator
   * @param {(reading: SearchIndexReading) => number} value
   */
  const searchGauge = (name, help, aggregator, value) =>
    new client.Gauge({
      name,
      help,
      aggregator,
      registers,
      async collect() {
        const reading = await read('searchIndex');
        if (reading) this.set(value(reading));
      },
    });

  searchGauge('escapade_search_index_ready', '1 once the search index is loaded in every process (until then searches are answered by SQL, slower).', 'min', (r) => (r.ready ? 1 : 0));
  searchGauge('escapade_search_index_versions_behind', 'Catalog edits (catalog_version) the search index does not hold yet; the worst process.', 'max', (r) => r.versionsBehind);
  searchGauge(
    'escapade_search_index_lag_seconds',
    'How long the search index has been behind the data, in seconds: the oldest stock or price change not patched in, or since a catalog edit was first seen not loaded; 0 when current. The worst process.',
    'max',
    (r) => r.lagSeconds,
  );

  // Registered after the gauges: a scrape asks the metrics in order, so this one waits for their readings and shows
  // a failure in the same scrape.
  const probeFailures = new client.Counter({
    name: 'escapade_metrics_probe_failures_total',
    help: 'Scrapes whose database reading failed (the figures it feeds keep their last value).',
    labelNames: ['probe'],
    registers,
    async collect() {
      await Promise.all(inFlight.values());
    },
  });

  return {
    registry,
    requestDuration,
    rateLimitRefusals,
    paymentReleases,
    probeFailures,
    /**
     * Records a request that was answered (or abandoned).
     * @param {{ route: string, method: string | undefined, status: number }} request
     * @param {number} seconds
     */
    observeRequest({ route, method, status }, seconds) {
      const verb = method && METHODS.has(method) ? method : 'other';
      requestDuration.observe({ route, method: verb, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    /**
     * Sets how a figure read from the database at scrape time is read.
     * @template {keyof Probes} K
     * @param {K} name
     * @param {Probes[K]} probe
     */
    setProbe(name, probe) {
      probes[name] = probe;
    },
  };
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

// One set per process, in prom-client's global registry (the one a cluster worker hands to the primary), kept on
// globalThis: Next bundles each route with its own copy of this module (prom-client itself is not bundled:
// next.config.js serverExternalPackages).
const KEY = Symbol.for('escapade.metrics');
const holder = /** @type {{ [KEY]?: Metrics }} */ (/** @type {unknown} */ (globalThis));

/** This process's metrics. */
function processMetrics() {
  let metrics = holder[KEY];
  if (!metrics) {
    metrics = holder[KEY] = createMetrics(client.register);
    client.collectDefaultMetrics({ register: client.register });
    // A cluster worker answers the primary's requests for its metrics once an aggregator registry exists in it.
    if (cluster.isWorker) new client.AggregatorRegistry();
  }
  return metrics;
}

module.exports = { createMetrics, processMetrics };
