// @ts-check
// The request a piece of server code runs for: scripts/serve.mjs opens one store per request
// (src/server/http/request-context.js) and every log line written meanwhile carries its id (logger.js).
// CommonJS and plain JavaScript: the server processes require it without a build.
const { AsyncLocalStorage } = require('node:async_hooks');

/**
 * @typedef {object} RequestStore
 * @property {string} id the request id (X-Request-Id)
 * @property {string | undefined} route the route kind, when the code that answers names it (a page loader: `page:product`)
 */

// Next bundles each route with its own copy of this module: one storage per process, kept on globalThis, so the
// copy serve.mjs required and the bundled ones read the same store.
const KEY = Symbol.for('escapade.request-store');
const holder = /** @type {{ [KEY]?: AsyncLocalStorage<RequestStore> }} */ (/** @type {unknown} */ (globalThis));
const storage = (holder[KEY] ??= new AsyncLocalStorage());

/** The request this code runs for, if any (none in a worker pass or at start). */
function currentRequest() {
  return storage.getStore();
}

/**
 * Runs `fn` as part of the request `store`.
 * @template T
 * @param {RequestStore} store
 * @param {() => T} fn
 * @returns {T}
 */
function runWithRequest(store, fn) {
  return storage.run(store, fn);
}

/**
 * Names the route kind of the current request, for its access-log line and its metrics (a bounded set: a page
 * kind, never a raw path). Does nothing outside a request.
 * @param {string} route
 */
function nameRequestRoute(route) {
  const store = storage.getStore();
  if (store) store.route = route;
}

module.exports = { currentRequest, runWithRequest, nameRequestRoute };
