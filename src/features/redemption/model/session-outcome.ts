import type { BeneficiarySessionEndReason } from '@/contracts/redemption';
import { BENEFICIARY_SESSION_ENDED } from '@/contracts/redemption';

/** A beneficiary call's outcome as the page reads it (src/features/redemption/api/redemption-api.ts `Outcome`). */
export type CallOutcome = { kind: 'ok' } | { kind: 'problem'; problem: { code: string } } | { kind: 'sessionEnded' } | { kind: 'rateLimited' } | { kind: 'invalid' } | { kind: 'failed' };

/** What the page does next. */
export type AfterCall =
  /** the answer is shown */
  | { kind: 'show' }
  /** the session cannot go on: back to the code field, saying why (the session ended, or its gift used, expired or not redeemable) */
  | { kind: 'login'; reason: BeneficiarySessionEndReason | 'GIFT_CODE_UNKNOWN' | 'GIFT_CODE_NOT_VALID_HERE' }
  /** the session goes on; the call failed this time (too fast, or a failure): said, the results kept */
  | { kind: 'error'; reason: 'rateLimited' | 'failed' };

const GIFT_CODE_PROBLEMS = ['GIFT_CODE_USED', 'GIFT_CODE_EXPIRED', 'GIFT_CODE_UNKNOWN', 'GIFT_CODE_NOT_VALID_HERE'] as const;

/**
 * After a call of the beneficiary's session (offers, facets, the calendar; docs/redemption.md): a session that ended
 * (expired, or ended in another tab) or whose gift can no longer be used sends the page back to the code field with
 * the reason; a refusal of another kind keeps the session and says it. Pure.
 */
export function afterBeneficiaryCall(outcome: CallOutcome): AfterCall {
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'show' };
    case 'sessionEnded':
      return { kind: 'login', reason: BENEFICIARY_SESSION_ENDED };
    case 'problem': {
      const code = GIFT_CODE_PROBLEMS.find((c) => c === outcome.problem.code);
      return code ? { kind: 'login', reason: code } : { kind: 'error', reason: 'failed' };
    }
    case 'rateLimited':
      return { kind: 'error', reason: 'rateLimited' };
    default:
      return { kind: 'error', reason: 'failed' };
  }
}
