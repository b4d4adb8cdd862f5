import { describe, expect, it } from '@jest/globals';
import { isEligibilityResponse } from '../instalments-check';
import { eligibilityResponseSchema } from '../instalments.schema';

const ANSWER = {
  paymentMethods: [
    { type: '3x', paymentFee: 150, totalAmount: 20150, installments: [{ dueDate: '2026-11-27', amount: 6817 }, { dueDate: '2026-12-27', amount: 6667 }, { dueDate: '2027-01-27', amount: 6666 }] },
    { type: 'deferred', paymentFee: 0, totalAmount: 20000, installments: [{ dueDate: '2026-12-15', amount: 20000 }] },
  ],
  paypalPayLater: true,
};

describe('isEligibilityResponse (the browser check of the eligibility answer, without zod)', () => {
  it('accepts what the schema accepts, none eligible included', () => {
    for (const answer of [ANSWER, { paymentMethods: [], paypalPayLater: false }]) {
      expect(eligibilityResponseSchema.safeParse(answer).success).toBe(true);
      expect(isEligibilityResponse(answer)).toBe(true);
    }
  });

  const method = ANSWER.paymentMethods[0];
  it.each([
    ['null', null],
    ['no pay-later flag', { paymentMethods: [] }],
    ['another method type', { ...ANSWER, paymentMethods: [{ ...method, type: '10x' }] }],
    ['a negative fee', { ...ANSWER, paymentMethods: [{ ...method, paymentFee: -1 }] }],
    ['a total of 0', { ...ANSWER, paymentMethods: [{ ...method, totalAmount: 0 }] }],
    ['a total in euros', { ...ANSWER, paymentMethods: [{ ...method, totalAmount: 201.5 }] }],
    ['no instalment', { ...ANSWER, paymentMethods: [{ ...method, installments: [] }] }],
    ['a day that is not in the calendar', { ...ANSWER, paymentMethods: [{ ...method, installments: [{ dueDate: '2026-02-30', amount: 100 }] }] }],
    ['a day in another format', { ...ANSWER, paymentMethods: [{ ...method, installments: [{ dueDate: '27/11/2026', amount: 100 }] }] }],
    ['an instalment of 0', { ...ANSWER, paymentMethods: [{ ...method, installments: [{ dueDate: '2026-11-27', amount: 0 }] }] }],
  ])('refuses %s, as the schema does', (_name, value) => {
    expect(isEligibilityResponse(value)).toBe(false);
    expect(eligibilityResponseSchema.safeParse(value).success).toBe(false);
  });
});
