/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { EligibilityQuery } from '@/contracts/instalments.schema';
import type { CatalogLocale } from '@/lib/locales';
import { deferredPaymentDate } from '../deferred-payment-date';
import { instalmentEligibility } from '../instalment-eligibility';
import { instalmentSchedule } from '../instalment-schedule';

/** 10:00 in Paris on Wednesday 1 July 2026. */
const NOW = new Date('2026-07-01T08:00:00Z');

const query = (amount: number, checkinDate: string, extra: Partial<EligibilityQuery> = {}): EligibilityQuery => ({
  amount,
  checkinDate,
  cancellationPolicyType: 'NON_CANCELLABLE',
  pointOfSale: 'fr_FR',
  ...extra,
});
const typesOf = (q: EligibilityQuery, now = NOW) => instalmentEligibility(q, now).paymentMethods.map((m) => m.type);

describe('instalment eligibility (§5), on a fixed clock', () => {
  it.each([
    ['200 € exactly, 7 days ahead: 3x, not yet 4x', 20_000, '2026-07-08', ['3x', 'deferred']],
    ['199.99 €, 7 days ahead: pay later only', 19_999, '2026-07-08', ['deferred']],
    ['250 € exactly, 7 days ahead: 3x and 4x', 25_000, '2026-07-08', ['3x', '4x', 'deferred']],
    ['249.99 €: 3x, not 4x', 24_999, '2026-07-08', ['3x', 'deferred']],
    ['2,000 € exactly: every method', 200_000, '2026-07-08', ['3x', '4x', 'deferred']],
    ['2,000.01 €: above both plans, pay later still', 200_001, '2026-07-08', ['deferred']],
    ['6 days ahead: too close for 3x and 4x', 25_000, '2026-07-07', ['deferred']],
    ['5 days ahead: pay later', 25_000, '2026-07-06', ['deferred']],
    ['4 days ahead: nothing', 25_000, '2026-07-05', []],
    ['arrival today: nothing', 25_000, '2026-07-01', []],
    ['arrival in the past: nothing', 25_000, '2026-06-20', []],
    ['a year ahead, 30 €: pay later only', 3_000, '2027-07-01', ['deferred']],
  ])('%s', (_case, amount, checkin, expected) => {
    expect(typesOf(query(amount, checkin))).toEqual(expected);
  });

  it("counts days from the point of sale's today, not the server's: 00:30 in Paris is already 1 July", () => {
    const justAfterParisMidnight = new Date('2026-06-30T22:30:00Z');
    expect(typesOf(query(25_000, '2026-07-07'), justAfterParisMidnight)).toEqual(['deferred']);
    expect(typesOf(query(25_000, '2026-07-08'), justAfterParisMidnight)).toEqual(['3x', '4x', 'deferred']);
  });

  it('offers no pay later when the cancellation deadline, its deferred date, is today', () => {
    expect(typesOf(query(25_000, '2026-07-10', { cancellationPolicyType: 'CANCELLABLE', cancellableUntil: '2026-07-01' }))).toEqual(['3x', '4x']);
    expect(typesOf(query(25_000, '2026-07-10', { cancellationPolicyType: 'CANCELLABLE', cancellableUntil: '2026-07-02' }))).toEqual(['3x', '4x', 'deferred']);
  });

  it.each<[CatalogLocale, number, boolean]>([
    ['es_ES', 3_000, true],
    ['es_ES', 2_999, false],
    ['it_IT', 200_000, true],
    ['it_IT', 200_001, false],
    ['fr_FR', 50_000, false],
    ['fr_BE', 50_000, false],
    ['nl_BE', 50_000, false],
    ['nl_NL', 50_000, false],
  ])('PayPal pay-later in %s for %i cents: %s', (pointOfSale, amount, expected) => {
    expect(instalmentEligibility(query(amount, '2026-07-02', { pointOfSale }), NOW).paypalPayLater).toBe(expected);
  });

  it('spreads 300 € in 3 monthly payments from today, the 1.5 % fee on the first', () => {
    const [threeTimes] = instalmentEligibility(query(30_000, '2026-08-15'), NOW).paymentMethods;
    expect(threeTimes).toEqual({
      type: '3x',
      paymentFee: 450,
      totalAmount: 30_450,
      installments: [
        { dueDate: '2026-07-01', amount: 10_450 },
        { dueDate: '2026-08-01', amount: 10_000 },
        { dueDate: '2026-09-01', amount: 10_000 },
      ],
    });
  });

  it('spreads 250.01 € in 4 payments, the 2 % fee and the odd cent on the first', () => {
    const fourTimes = instalmentEligibility(query(25_001, '2026-08-15'), NOW).paymentMethods.find((m) => m.type === '4x');
    expect(fourTimes?.paymentFee).toBe(500);
    expect(fourTimes?.installments.map((i) => i.amount)).toEqual([6_751, 6_250, 6_250, 6_250]);
  });

  it('takes a deferred payment whole on its deferred date, without a fee', () => {
    const deferred = instalmentEligibility(query(45_000, '2026-08-15', { cancellationPolicyType: 'CANCELLABLE', cancellableUntil: '2026-08-08' }), NOW).paymentMethods.find((m) => m.type === 'deferred');
    expect(deferred).toEqual({ type: 'deferred', paymentFee: 0, totalAmount: 45_000, installments: [{ dueDate: '2026-08-08', amount: 45_000 }] });
  });
});

describe('the deferred date (§4)', () => {
  it.each([
    ['2026-08-20', '2026-08-13', '2026-08-13'],
    ['2026-08-20', null, '2026-08-18'],
    ['2026-03-01', null, '2026-02-27'],
    ['2028-03-01', null, '2028-02-28'],
  ])('check-in %s, cancellable until %s → %s', (checkin, until, expected) => {
    expect(deferredPaymentDate(checkin, until)).toBe(expected);
  });
});

describe('instalment schedules', () => {
  it('keeps monthly due dates on the day, or the last day of a shorter month', () => {
    expect(instalmentSchedule(40_000, 4, 0, '2026-01-31').map((i) => i.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(instalmentSchedule(30_000, 3, 0, '2026-11-30').map((i) => i.dueDate)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30']);
  });

  it('always adds up to the amount plus the fee, no payment above the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20_000, max: 200_000 }), fc.constantFrom(3, 4), fc.integer({ min: 0, max: 5_000 }), (amount, payments, fee) => {
        const schedule = instalmentSchedule(amount, payments, fee, '2026-07-01');
        expect(schedule).toHaveLength(payments);
        expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(amount + fee);
        expect(schedule.every((i) => i.amount <= schedule[0].amount)).toBe(true);
      }),
    );
  });
});
