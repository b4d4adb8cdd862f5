/** Seconds a client should wait before retrying a 503 (answers and degraded pages). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Thrown by an HTTP adapter (pages/api, src/server/http) for an answer of its own: answered with its status and JSON
 * body as they are. Domain services throw DomainError instead (src/server/errors/domain-errors.ts).
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
