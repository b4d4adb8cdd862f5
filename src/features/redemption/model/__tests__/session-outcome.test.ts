/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { afterBeneficiaryCall, type AfterCall, type CallOutcome } from '../session-outcome';

describe("after a call of the beneficiary's session", () => {
  it.each<[string, CallOutcome, AfterCall]>([
    ['an answer is shown', { kind: 'ok' }, { kind: 'show' }],
    ['a session that ended (expired, or ended in another tab) goes back to the code field', { kind: 'sessionEnded' }, { kind: 'login', reason: 'BENEFICIARY_SESSION_ENDED' }],
    ['a gift booked meanwhile goes back to the code field, saying it is used', { kind: 'problem', problem: { code: 'GIFT_CODE_USED' } }, { kind: 'login', reason: 'GIFT_CODE_USED' }],
    ['a gift past its last day goes back, saying it expired', { kind: 'problem', problem: { code: 'GIFT_CODE_EXPIRED' } }, { kind: 'login', reason: 'GIFT_CODE_EXPIRED' }],
    ['a gift no longer known goes back', { kind: 'problem', problem: { code: 'GIFT_CODE_UNKNOWN' } }, { kind: 'login', reason: 'GIFT_CODE_UNKNOWN' }],
    ['a gift that is not redeemed here goes back', { kind: 'problem', problem: { code: 'GIFT_CODE_NOT_VALID_HERE' } }, { kind: 'login', reason: 'GIFT_CODE_NOT_VALID_HERE' }],
    ['another conflict keeps the session', { kind: 'problem', problem: { code: 'NO_MORE_AVAILABILITY' } }, { kind: 'error', reason: 'failed' }],
    ['too many calls keep the session', { kind: 'rateLimited' }, { kind: 'error', reason: 'rateLimited' }],
    ['a failure keeps the session', { kind: 'failed' }, { kind: 'error', reason: 'failed' }],
    ['a refused request keeps the session', { kind: 'invalid' }, { kind: 'error', reason: 'failed' }],
  ])('%s', (_case, outcome, expected) => expect(afterBeneficiaryCall(outcome)).toEqual(expected));
});
