// @ts-check
// The per-process concurrency limit of scripts/serve.mjs (docs/operations-lifecycle.md): requests beyond what a
// process can serve in about a second get a fast 503 instead of waiting. CommonJS and plain JavaScript, as the edge
// guard: the server processes run it without a build or a TypeScript loader.

/**
 * Requests running at once in one server process when MAX_CONCURRENT_REQUESTS is not set. A rich page costs a
 * process about 7 ms of CPU (about 150 pages/s, docs/operations-lifecycle.md): 64 running and 64 waiting is about
 * a second of work, and the 200 simultaneous orders of the last-room race (100 per process) are all served.
 */
const DEFAULT_MAX_CONCURRENT_REQUESTS = 64;

/** Seconds an over-capacity answer asks a client to wait: capacity frees within a second. */
const OVER_CAPACITY_RETRY_AFTER_SECONDS = 1;

/**
 * At most `max` tasks run at once and at most `queue` more wait (`max + queue` admitted in all), first come first
 * served; beyond that `run` refuses at once. A task is a function returning a promise that settles when its work is
 * over. Tasks start one per turn of the event loop (setImmediate), never inside `run`: a page render that never
 * yields (SQLite answers synchronously) would otherwise run to its end before the next request is even read, and
 * requests would wait unseen in the kernel's accept queue; between two starts Node reads the requests that arrived
 * and the ones beyond capacity get their 503 at once.
 * @param {{ max: number, queue: number }} options
 */
function concurrencyLimit({ max, queue }) {
  let running = 0;
  /** @type {Set<() => Promise<unknown>>} */
  const waiting = new Set();
  let pumping = false;

  const pump = () => {
    if (pumping || waiting.size === 0 || running >= max) return;
    pumping = true;
    setImmediate(() => {
      pumping = false;
      const next = waiting.values().next();
      if (!next.done && running < max) {
        waiting.delete(next.value);
        start(next.value);
      }
      pump();
    });
  };

  /** @param {() => Promise<unknown>} task */
  const start = (task) => {
    running++;
    Promise.resolve()
      .then(task)
      .catch(() => undefined)
      .finally(() => {
        running--;
        pump();
      });
  };

  return {
    /** tasks running now */
    running: () => running,
    /** tasks admitted and waiting for their start */
    waiting: () => waiting.size,
    /**
     * Admits `task` (started on a later turn, in arrival order, once fewer than `max` run). Returns null when it
     * was refused (`max + queue` already admitted), else a `cancel` that takes it out if it has not started (its
     * client went away meanwhile).
     * @param {() => Promise<unknown>} task
     * @returns {{ cancel: () => void } | null}
     */
    run(task) {
      if (running + waiting.size >= max + queue) return null;
      // The same function may be admitted twice: wrap it so each entry is its own.
      const entry = () => task();
      waiting.add(entry);
      pump();
      return { cancel: () => void waiting.delete(entry) };
    },
  };
}

/**
 * Whether a request takes a place in the limit: everything but the build's static files (cheap, and a page needs
 * them) and the health and readiness checks (a load balancer must hear a busy process answer them).
 * @param {string | undefined} target
 */
function countsTowardLimit(target) {
  const path = (target ?? '/').split('?')[0] ?? '/';
  if (path.startsWith('/_next/static/')) return false;
  return !/^\/api\/(health|ready)\/?$/.test(path);
}

/**
 * The answer beyond capacity: 503, Retry-After, never stored, the API's error shape (pages too: a proxy in front
 * retries it on another instance, docs/operations-lifecycle.md).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerOverCapacity(req, res) {
  const body = JSON.stringify({ error: 'over_capacity', message: 'The server is busy: try again in a moment' });
  res.statusCode = 503;
  res.setHeader('Retry-After', String(OVER_CAPACITY_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The process's limit from MAX_CONCURRENT_REQUESTS (checked by src/lib/env.ts at start), with a queue of the same
 * size.
 * @param {string | undefined} setting
 */
function limitFromSetting(setting) {
  const max = Number(setting) || DEFAULT_MAX_CONCURRENT_REQUESTS;
  return { max, queue: max };
}

module.exports = { DEFAULT_MAX_CONCURRENT_REQUESTS, OVER_CAPACITY_RETRY_AFTER_SECONDS, concurrencyLimit, countsTowardLimit, answerOverCapacity, limitFromSetting };
