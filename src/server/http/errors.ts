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

/**
 * Thrown by services when a valid request cannot be done as asked (409: no more availability, price changed...):
 * answered with its status and JSON body as they are.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message: string } & Record<string, unknown>,
  ) {
    super(body.message);
    this.name = 'HttpProblem';
  }
}
