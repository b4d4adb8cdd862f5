import type { AccountProblem } from '@/contracts/account';
import { DomainError, type DomainErrorKind } from '@/server/errors/domain-errors';

const PROBLEMS: Record<AccountProblem, { kind: DomainErrorKind; message: string }> = {
  EMAIL_TAKEN: { kind: 'conflict', message: 'An account already uses this e-mail' },
  BAD_CREDENTIALS: { kind: 'signed_out', message: 'E-mail or password incorrect' },
  WRONG_PASSWORD: { kind: 'forbidden', message: 'The current password is incorrect' },
  SIGNED_OUT: { kind: 'signed_out', message: 'Sign in to reach your account' },
  LINK_INVALID: { kind: 'gone', message: 'This link has expired or was already used' },
};

/** A problem the account pages tell in the visitor's language (`code`). */
export function accountProblem(code: AccountProblem): DomainError {
  const { kind, message } = PROBLEMS[code];
  return new DomainError(kind, { code, message });
}
