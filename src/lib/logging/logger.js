// @ts-check
// The server's logger: one JSON object per line on standard output (pino), each line of a request carrying its id
// (request-store.js). Level from LOG_LEVEL (default info). docs/operations-observability.md lists the fields.
// CommonJS and plain JavaScript: scripts/serve.mjs requires it without a build; server code imports it too.
const pino = require('pino');
const { currentRequest } = require('./request-store.js');

/** @typedef {'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'} LogLevel */
/** @type {readonly LogLevel[]} */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The level a LOG_LEVEL value asks for; unset or unknown: info (`npm start` refuses an unknown one, src/lib/env.ts).
 * @param {string | undefined} value
 * @returns {LogLevel}
 */
function logLevelOf(value) {
  const level = (value ?? '').trim().toLowerCase();
  return /** @type {readonly string[]} */ (LOG_LEVELS).includes(level) ? /** @type {LogLevel} */ (level) : 'info';
}

/**
 * A logger writing to `destination` (tests pass a stream to read the lines back).
 * @param {import('pino').DestinationStream} [destination] default: standard output
 * @param {LogLevel} [level]
 */
function createLogger(destination, level = logLevelOf(process.env.LOG_LEVEL)) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const request = currentRequest();
      return request ? { reqId: request.id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

// One logger per process, made at its first line (after Next has read the .env files, so LOG_LEVEL there counts),
// kept on globalThis: Next bundles each route with its own copy of this module.
const KEY = Symbol.for('escapade.logger');
const holder = /** @type {{ [KEY]?: import('pino').Logger }} */ (/** @type {unknown} */ (globalThis));
const processLogger = () => (holder[KEY] ??= createLogger());

/** @typedef {Pick<import('pino').Logger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>} Logger */

/**
 * A call of the process's logger at `level`.
 * @param {keyof Logger} level
 * @returns {import('pino').LogFn}
 */
function forward(level) {
  return function log(/** @type {any[]} */ ...args) {
    const target = processLogger();
    target[level].apply(target, /** @type {[string]} */ (args));
  };
}

/**
 * The process's logger, pino's calls: `logger.error({ err: error, bookingNumber }, 'what failed')`, an error under
 * `err` (its type, message and stack are written out), the message last.
 * @type {Logger}
 */
const logger = {
  fatal: forward('fatal'),
  error: forward('error'),
  warn: forward('warn'),
  info: forward('info'),
  debug: forward('debug'),
  trace: forward('trace'),
};

module.exports = { LOG_LEVELS, createLogger, logLevelOf, logger };
