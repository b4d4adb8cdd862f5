import { DomainError } from '@/server/errors/domain-errors';
import { domainErrorAnswer } from '@/server/http/domain-error-answer';

/**
 * What a caller of the API would get for an error a service threw (its status and body), for tests that call a
 * service directly: `await expect(service(...).catch(answerOf)).resolves.toMatchObject({ status: 409, body: {...} })`.
 */
export function answerOf(error: unknown): { status: number; body: unknown } {
  if (error instanceof DomainError) return domainErrorAnswer(error);
  throw error;
}
