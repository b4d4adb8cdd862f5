// @ts-check
// What every server process does before Next sees a request, and for the requests Next never sees (scripts/serve.mjs).
// CommonJS and plain JavaScript: the server processes run it without a build or a TypeScript loader.
const { STATUS_CODES } = require('node:http');
const { ASSET_CSP, SECURITY_HEADERS } = require('../../lib/security/security-headers.js');

/**
 * The security header set every answer starts with, Content-Security-Policy included: the strict policy of data
 * and assets (nothing runs, nothing frames). Next's own rules (next.config.js headers, proxy.ts's per-page nonce
 * policy, the image optimiser's policy) replace the CSP where they apply; what Next answers without running them
 * (a malformed address, its own error pages) keeps this one.
 * @type {[string, string][]}
 */
const BASELINE_HEADERS = [...SECURITY_HEADERS.map((h) => /** @type {[string, string]} */ ([h.key, h.value])), ['Content-Security-Policy', ASSET_CSP]];

/** @param {import('node:http').ServerResponse} res */
function setBaselineHeaders(res) {
  for (const [name, value] of BASELINE_HEADERS) res.setHeader(name, value);
}

/**
 * Whether the path of a request target cannot be percent-decoded (`/%`, `/%zz`, `/%C3%28`): Next would answer such
 * an address with its error page, before its header rules and the proxy ran.
 * @param {string | undefined} target
 */
function hasMalformedPath(target) {
  const path = (target ?? '/').split('?')[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** @param {string | undefined} target */
const isApiTarget = (target) => /^\/api(\/|$|\?)/.test(target ?? '');

/**
 * The API's error shape, `{ error, message }`.
 * @param {number} _status
 * @param {string} error
 * @param {string} message
 */
function errorBody(_status, error, message) {
  return JSON.stringify({ error, message });
}

/**
 * The options every server process creates its server with (scripts/serve.mjs): Node's own check of the Host header
 * answers a bare 400 with no headers, so it is off and the guard answers a request without Host itself.
 * @type {import('node:http').ServerOptions}
 */
const SERVER_OPTIONS = { requireHostHeader: false };

/** Methods no answer of the site serves, on any address: TRACE would echo the request (cookies included) back. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK']);
/** What the site's addresses answer to, for the 405's Allow (an API route's own list is narrower: it says so itself). */
const ALLOWED_METHODS = 'GET, HEAD, POST';

/** `http://evil.example/recherche?x` (the absolute form of a request target) → `/recherche?x`; null when unreadable. */
function originFormOf(/** @type {string} */ target) {
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * Answers the request here, JSON under /api (and for what is not a page request at all), the security headers set.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {{ json: boolean, error: string, message: string, html?: string, headers?: [string, string][] }} answer
 */
function answer(req, res, status, { json, error, message, html, headers = [] }) {
  const body = json || !html ? errorBody(status, error, message) : html;
  res.statusCode = status;
  res.setHeader('Content-Type', json || !html ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Runs first for every request: sets the baseline headers, and answers itself what Next would answer without them or
 * wrongly: TRACE (405 with Allow, JSON), an HTTP/1.1 request without Host (400 JSON, then the connection closes), a
 * path that cannot be percent-decoded (400). A request target in absolute form (`GET http://evil.example/recherche`)
 * is read as its path and query, so no answer (a redirect's Location) repeats the host it names.
 * Returns true when the request is answered here.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function guardRequest(req, res) {
  setBaselineHeaders(res);
  if (REFUSED_METHODS.has(req.method ?? '')) {
    return answer(req, res, 405, { json: true, error: 'method_not_allowed', message: `${req.method} is not allowed`, headers: [['Allow', ALLOWED_METHODS]] });
  }
  if (req.httpVersion === '1.1' && !req.headers.host) {
    return answer(req, res, 400, { json: true, error: 'bad_request', message: 'The request has no Host header', headers: [['Connection', 'close']] });
  }
  if (req.url && !req.url.startsWith('/') && req.url !== '*') {
    const path = originFormOf(req.url);
    if (path === null) return answer(req, res, 400, { json: true, error: 'bad_request', message: 'The request target is not an address of this site' });
    req.url = path;
  }
  if (!hasMalformedPath(req.url)) return false;
  const api = isApiTarget(req.url);
  return answer(req, res, 400, {
    json: api,
    error: 'bad_request',
    message: 'The address has a malformed percent-encoding',
    html: '<!doctype html><html lang="fr"><meta charset="utf-8"><title>400</title><p>Adresse invalide / Invalid address. <a href="/">Escapade</a></p></html>',
  });
}

/** Node's parser errors → the status Node itself would answer. */
const CLIENT_ERROR_STATUS = /** @type {Record<string, number>} */ ({
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
});

const CLIENT_ERROR_CODES = /** @type {Record<number, string>} */ ({ 400: 'bad_request', 408: 'request_timeout', 413: 'payload_too_large', 431: 'headers_too_large' });

const CLIENT_ERROR_MESSAGES = /** @type {Record<number, string>} */ ({
  400: 'The request could not be read',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  431: 'The address or headers are over 16 kB',
});

/**
 * The server's 'clientError' listener: requests Node cannot parse (a request line or headers over 16 kB, broken
 * syntax) never reach Next, and Node's own answer is a bare status line. This one carries the security headers and
 * a JSON body, then closes the connection, as Node's does.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex & { _httpMessage?: { headersSent?: boolean } }} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = errorBody(status, CLIENT_ERROR_CODES[status] ?? 'bad_request', CLIENT_ERROR_MESSAGES[status] ?? 'Bad request');
  const headers = [
    ...BASELINE_HEADERS,
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Cache-Control', 'no-store'],
    ['Connection', 'close'],
  ];
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
}

module.exports = { BASELINE_HEADERS, SERVER_OPTIONS, setBaselineHeaders, hasMalformedPath, guardRequest, answerClientError };
