// One server process of `npm start` (scripts/start.mjs runs one per core): Next's request handler, behind the edge
// guard of src/server/http/edge-guard.js, which gives every answer the security headers (including the ones Next
// makes without running its header rules: a malformed address, its own error pages) and answers what Node rejects
// before Next (a request line or headers over 16 kB: 431) with the same headers and a JSON body.
// Its life (docs/operations-lifecycle.md): the port opens only once the process is ready (migrations applied, search
// index loaded, database answering); beyond MAX_CONCURRENT_REQUESTS a request gets a fast 503; on SIGTERM or SIGINT
// it closes its port, finishes the requests in flight (30 s at most), gives back its outbox and CRM claims, closes
// the database and exits 0.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// As `next start` does: a production server whatever the shell says.
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { answerClientError, guardRequest, SERVER_OPTIONS } = require('../src/server/http/edge-guard.js');
const { answerOverCapacity, concurrencyLimit, countsTowardLimit, limitFromSetting } = require('../src/server/http/concurrency-limit.js');
const { applyKeepAlive, connectionDrain } = require('../src/server/http/connection-drain.js');
// Request ids, the access log and request metrics (docs/operations-observability.md); the metrics endpoint.
const { observeRequest } = require('../src/server/http/request-context.js');
const { startMetricsServer } = require('../src/server/observability/metrics-server.js');
const { logger } = require('../src/lib/logging/logger.js');
const next = require('next');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
/** Requests in flight get this long to finish after SIGTERM; then their connections are closed. */
const DRAIN_TIMEOUT_MS = 30_000;
/** Background work (outbox and CRM passes) gets this long after the requests before the process ends anyway. */
const RELEASE_TIMEOUT_MS = 5_000;
/** How often readiness is asked before the port opens, and how often the wait is logged. */
const READY_POLL_MS = 250;
const READY_LOG_MS = 10_000;
/** instrumentation.ts puts the process lifecycle on globalThis (src/server/lifecycle/process-lifecycle.ts). */
const LIFECYCLE = Symbol.for('escapade.processLifecycle');
/** Next may resolve `prepare()` before instrumentation.ts has finished: the lifecycle is waited for this long. */
const LIFECYCLE_WAIT_MS = 60_000;

const server = createServer(SERVER_OPTIONS);
applyKeepAlive(server);
const app = next({ dev: false, dir: process.cwd(), hostname, port, httpServer: server });
const handle = app.getRequestHandler();
const limit = concurrencyLimit(limitFromSetting(process.env.MAX_CONCURRENT_REQUESTS));
const drain = connectionDrain(server);

/** Next's answer, or a JSON 500 when Next itself throws. */
async function serveWithNext(req, res) {
  try {
    await handle(req, res);
  } catch (error) {
    logger.error({ err: error, method: req.method, path: req.url?.split('?')[0] }, 'the request failed');
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong on our side' }));
    } else res.destroy();
  }
}

/** Settles once the answer is sent or its client went away. */
const answered = (res) => new Promise((resolve) => (res.writableFinished || res.destroyed ? resolve() : res.once('close', resolve)));

/** Serves within the concurrency limit: now, after a short wait in the queue, or a fast 503 beyond capacity. */
function serveWithinLimit(req, res) {
  if (!countsTowardLimit(req.url)) return void serveWithNext(req, res);
  const place = limit.run(() => {
    void serveWithNext(req, res);
    return answered(res);
  });
  if (!place) return answerOverCapacity(req, res);
  res.once('close', place.cancel);
}

server.on('request', (req, res) =>
  observeRequest(req, res, () => {
    if (guardRequest(req, res)) return;
    drain.track(res);
    serveWithinLimit(req, res);
  }),
);
server.on('clientError', answerClientError);

let stopping = false;
/** Set once instrumentation.ts has put it on globalThis. */
let lifecycle = null;

/** Resolves true once the process is ready, or false when it was told to stop first. */
async function untilReady() {
  const started = Date.now();
  let loggedAt = started;
  for (;;) {
    if (stopping) return false;
    lifecycle = globalThis[LIFECYCLE] ?? null;
    if (!lifecycle && Date.now() - started > LIFECYCLE_WAIT_MS) {
      logger.fatal(`The process lifecycle is missing ${LIFECYCLE_WAIT_MS / 1000} s after Next was prepared: instrumentation.ts did not run (is the build complete?)`);
      process.exit(1);
    }
    const readiness = lifecycle ? await lifecycle.readiness().catch((error) => ({ ready: false, reasons: [String(error)] })) : { ready: false, reasons: ['starting'] };
    if (readiness.ready) return true;
    if (Date.now() - loggedAt >= READY_LOG_MS) {
      logger.info({ reasons: readiness.reasons }, `Process ${process.pid} not ready yet (${readiness.reasons.join(', ')}): its port stays closed`);
      loggedAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

/** SIGTERM or SIGINT: not ready, port closed, requests in flight finished, claims given back, database closed, exit 0. */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  // Stopped before the lifecycle was there: nothing was served or claimed yet.
  lifecycle ??= globalThis[LIFECYCLE] ?? null;
  if (!lifecycle) process.exit(0);
  const started = Date.now();
  lifecycle.beginDrain();
  logger.info({ signal, inFlight: drain.inFlight() }, `${signal}: process ${process.pid} stops taking requests and finishes the ${drain.inFlight()} in flight`);
  const drained = await drain.drain(DRAIN_TIMEOUT_MS);
  const { unfinished, released } = await lifecycle.release({ timeoutMs: RELEASE_TIMEOUT_MS });
  const notes = [
    drained.finished ? 'every request finished' : `${drained.cutOff} request(s) cut off after ${DRAIN_TIMEOUT_MS / 1000} s`,
    released.mails + released.contactRequests > 0 ? `gave back ${released.mails} mail(s) and ${released.contactRequests} contact message(s) it had claimed` : null,
    unfinished.length > 0 ? `cut off: ${unfinished.join(', ')}` : null,
  ].filter(Boolean);
  logger.info({ seconds: Number(((Date.now() - started) / 1000).toFixed(1)) }, `Process ${process.pid} stopped in ${((Date.now() - started) / 1000).toFixed(1)} s: ${notes.join('; ')}`);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));

await app.prepare();
// A stop that came during the last readiness check wins: the port never opens.
if ((await untilReady()) && !stopping) {
  server.listen(port, hostname, () => logger.info({ host: hostname, port }, `Escapade ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (process ${process.pid})`));
  startMetricsServer();
}
