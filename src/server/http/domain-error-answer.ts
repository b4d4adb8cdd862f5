import type { ApiError } from '@/contracts/common';
import type { DomainError, DomainErrorKind } from '@/server/errors/domain-errors';

/** Each domain refusal's status and the spec's `error` code: the one place services' errors meet HTTP. */
const ANSWERS: Record<DomainErrorKind, { status: number; error: string }> = {
  invalid: { status: 400, error: 'bad_request' },
  signed_out: { status: 401, error: 'unauthorized' },
  forbidden: { status: 403, error: 'forbidden' },
  csrf: { status: 403, error: 'csrf' },
  captcha: { status: 403, error: 'captcha_failed' },
  conflict: { status: 409, error: 'conflict' },
  gone: { status: 410, error: 'gone' },
  too_many: { status: 429, error: 'rate_limited' },
};

/** The status and body a caller gets for a service's DomainError. */
export function domainErrorAnswer(error: DomainError): { status: number; body: ApiError } {
  const { status, error: code } = ANSWERS[error.kind];
  return { status, body: { error: code, ...error.details } as ApiError };
}
