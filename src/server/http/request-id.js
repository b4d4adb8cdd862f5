// @ts-check
// The id of a request (docs/operations-observability.md): the X-Request-Id a trusted proxy sends, when sane, else a
// new one. CommonJS and plain JavaScript: scripts/serve.mjs requires it without a build.
const { randomUUID } = require('node:crypto');
const { normaliseAddress } = require('./trusted-proxies.js');

/** What an id taken from a proxy may be: 1 to 128 letters, digits, `.`, `_`, `:` or `-` (a UUID, nginx's hex id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the X-Request-Id header when the socket's peer is a trusted proxy (TRUSTED_PROXIES) and the
 * value is sane; otherwise a new UUID, so a client can neither choose its id nor write what it likes into the logs.
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'socket'>} req
 * @param {import('./trusted-proxies.js').TrustedProxies} trusted
 * @returns {string}
 */
function requestIdOf(req, trusted) {
  const sent = req.headers['x-request-id'];
  if (typeof sent === 'string' && SANE_REQUEST_ID.test(sent)) {
    const peer = normaliseAddress(req.socket?.remoteAddress ?? '');
    if (peer && trusted.check(peer)) return sent;
  }
  return randomUUID();
}

module.exports = { SANE_REQUEST_ID, requestIdOf };
