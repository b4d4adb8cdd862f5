/** Thrown by services for an unknown id: answered 404. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

/** Thrown when the database or an upstream cannot answer: answered 503 with Retry-After. */
export class UnavailableError extends Error {
  constructor(message = 'Service temporarily unavailable') {
    super(message);
    this.name = 'UnavailableError';
  }
}

/** Seconds a client should wait before retrying a 503 (answers and degraded pages). */
export const RETRY_AFTER_SECONDS = 5;
