// @ts-check
// How a server process of scripts/serve.mjs stops taking traffic without dropping any (docs/operations-lifecycle.md).
// CommonJS and plain JavaScript, as the edge guard: the server processes run it without a build or a TS loader.

/**
 * Keep-alive figures: an idle connection stays open 65 s, longer than nginx keeps an idle upstream connection
 * (keepalive_timeout 60 s by default), so nginx always closes first and never sends a request on a connection this
 * process is closing. Headers may take a second more than that (Node wants headersTimeout above keepAliveTimeout).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;

/** @param {import('node:http').Server} server */
function applyKeepAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/** @param {import('node:http').ServerResponse} res */
function closeAfter(res) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Tracks one server's answers in flight; `drain` stops accepting connections, answers what is in flight with
 * `Connection: close`, closes idle keep-alive connections and waits until every connection has ended (a request
 * whose headers were still arriving is answered too), then closes what is left once `timeoutMs` has passed.
 * @param {import('node:http').Server} server
 */
function connectionDrain(server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;

  return {
    /** answers not finished yet */
    inFlight: () => inFlight.size,
    /**
     * Counts an answer until it is sent or its client went away; one that starts while draining (a request that was
     * already on its way on a kept-alive connection) is served and closes its connection.
     * @param {import('node:http').ServerResponse} res
     */
    track(res) {
      if (draining) closeAfter(res);
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        // A connection whose answer went out before the drain began (its headers said keep-alive) is idle now.
        if (draining) setImmediate(() => server.closeIdleConnections());
      });
    },
    /**
     * @param {number} timeoutMs
     * @returns {Promise<{ finished: boolean, cutOff: number }>} whether every connection ended in time, and how many answers were cut off
     */
    drain(timeoutMs) {
      draining = true;
      for (const res of inFlight) closeAfter(res);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const cutOff = inFlight.size;
          server.closeAllConnections();
          resolve({ finished: false, cutOff });
        }, timeoutMs);
        // The listening socket closes now: new connections are refused (in a cluster, once every process closed
        // it). The callback runs once every connection has ended.
        server.close(() => {
          clearTimeout(timer);
          resolve({ finished: true, cutOff: 0 });
        });
        server.closeIdleConnections();
      });
    },
  };
}

module.exports = { KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS, applyKeepAlive, connectionDrain };
