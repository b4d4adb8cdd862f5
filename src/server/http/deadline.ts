import { UnavailableError } from './errors';

/** Thrown when work did not finish in its time budget (a hung database, a stalled upstream). */
export class DeadlineError extends UnavailableError {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * The work's result, or a DeadlineError once `ms` have passed. The work itself is not cancelled (a database
 * driver's own timeout ends it); the caller stops waiting, so a request never hangs on it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  // A late rejection of the abandoned work must not become an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
