/**
 * What a domain service throws when it cannot do what it was asked. Services know nothing of HTTP: the one place that
 * turns these into status codes and the spec's error codes is src/server/http/domain-error-answer.ts.
 */

/** An unknown id. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

/** The database or an upstream cannot answer right now (not a bug): callers may retry. */
export class UnavailableError extends Error {
  constructor(message = 'Service temporarily unavailable') {
    super(message);
    this.name = 'UnavailableError';
  }
}

/**
 * Why a valid-looking request is refused:
 * - `invalid`: a field the caller sent cannot be used (names the field);
 * - `signed_out`: the caller must sign in (again);
 * - `forbidden`: the caller may not do this;
 * - `csrf`: the call does not repeat the page's CSRF token;
 * - `captcha`: the captcha's answer is wrong, stale or spent;
 * - `conflict`: the state of things forbids it now (no more rooms, price changed, code used...);
 * - `gone`: what the call names existed but has been used up or expired;
 * - `too_many`: the caller must slow down.
 */
export type DomainErrorKind = 'invalid' | 'signed_out' | 'forbidden' | 'csrf' | 'captcha' | 'conflict' | 'gone' | 'too_many';

/** The answer's fields beside its error code: a message, and whatever the contract adds (code, issues, priceChange...). */
export type DomainErrorDetails = { message: string } & Record<string, unknown>;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly details: DomainErrorDetails,
  ) {
    super(details.message);
    this.name = 'DomainError';
  }

  /** The contract's own code of this refusal (`CheckoutProblemCode`, `AccountProblem`...), when it has one. */
  get code(): string | undefined {
    return typeof this.details.code === 'string' ? this.details.code : undefined;
  }
}

/** A field of the request that cannot be used as sent, told as the request's validation tells it. */
export const invalidField = (path: string, message: string): DomainError =>
  new DomainError('invalid', { message: 'Invalid request body', issues: [{ path, message }] });
