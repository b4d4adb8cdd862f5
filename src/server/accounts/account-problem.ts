import type { AccountProblem } from '@/contracts/account';
import { HttpProblem } from '@/server/http/errors';

const ANSWERS: Record<AccountProblem, { status: number; message: string }> = {
  EMAIL_TAKEN: { status: 409, message: 'An account already uses this e-mail' },
  BAD_CREDENTIALS: { status: 401, message: 'E-mail or password incorrect' },
  WRONG_PASSWORD: { status: 403, message: 'The current password is incorrect' },
  SIGNED_OUT: { status: 401, message: 'Sign in to reach your account' },
  LINK_INVALID: { status: 410, message: 'This link has expired or was already used' },
};

/** A problem the account pages tell in the visitor's language (`code`). */
export function accountProblem(code: AccountProblem): HttpProblem {
  const { status, message } = ANSWERS[code];
  return new HttpProblem(status, { error: status === 401 ? 'unauthorized' : status === 409 ? 'conflict' : status === 410 ? 'gone' : 'forbidden', code, message });
}
