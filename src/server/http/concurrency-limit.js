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
 * At most `max` tasks run at once and at most `queue` more wait, first come first served; beyond that `run` refuses
 * at once. A task is a function returning a promise that settles when its work is over (its place then goes to the
 * first waiting task).
 * @param {{ max: number, queue: number }} options
 */
function concurrencyLimit({ max, queue }) {
  let running = 0;
  /** @type {Set<() => Promise<unknown>>} */
  const waiting = new Set();

  /** @param {() => Promise<unknown>} task */
  const start = (task) => {
    running++;
    Promise.resolve()
      .then(task)
      .catch(() => undefined)
      .finally(() => {
        running--;
        const next = waiting.values().next();
        if (!next.done) {
          waiting.delete(next.value);
          start(next.value);
        }
      });
  };

  return {
    /** tasks running now */
    running: () => running,
    /** tasks waiting for a place */
    waiting: () => waiting.size,
    /**
     * Runs `task` now or once a place frees. Returns null when it was refused (`max` running and `queue` waiting),
     * else a `cancel` that takes it out of the queue if it has not started (its client went away meanwhile).
     * @param {() => Promise<unknown>} task
     * @returns {{ cancel: () => void } | null}
     */
    run(task) {
      if (running < max) {
        start(task);
        return { cancel: () => undefined };
      }
      if (waiting.size >= queue) return null;
      // The same function may be queued twice: wrap it so each entry is its own.
      const entry = () => task();
      waiting.add(entry);
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
