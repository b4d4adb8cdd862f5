import { UnavailableError } from './domain-errors';

/** Node socket errors: the database host refused, reset, or never answered. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATE classes and codes meaning "not now": connection exceptions (08), operator intervention
 * (57: shutdown, cannot connect now, query canceled by statement_timeout), insufficient resources (53).
 */
const PG_UNAVAILABLE = /^(08|53|57)/;

/** pg's own client-side timeouts (pool wait, a connection's opening, query_timeout) and a closed connection. */
const PG_MESSAGES = /timeout exceeded when trying to connect|^timeout expired$|Connection terminated|Query read timeout|Client has encountered a connection error/i;

/** SQLite: the file cannot be opened, is locked past busy_timeout, or the disk failed. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|NOTADB|CORRUPT)/;

/**
 * True when an error means the catalog database (or an upstream) cannot answer right now, rather than a bug:
 * such errors are answered 503 with Retry-After, and pages render their degraded form.
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof UnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return cause !== undefined && cause !== error && isUnavailable(cause);
}
