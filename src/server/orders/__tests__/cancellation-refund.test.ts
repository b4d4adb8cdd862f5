import { describe, expect, it } from '@jest/globals';
import { cancellationRefund, refundPercentOf } from '../cancellation-refund';

/** Nights of 120.00 €, 99.99 € and 0.05 €: 80 % each, rounded to the cent night by night (96.00 + 79.99 + 0.04). */
const NIGHTS = [12_000, 9_999, 5];
const UNTIL_DEADLINE = 9_600 + 7_999 + 4;

describe('cancellationRefund (§2.1: 80 % of each night until the deadline, nothing after)', () => {
  it.each([
    // [case, policy, locale, now (UTC), refund]
    ['days before the deadline', { cancellable: true, cancellationDeadline: '2027-03-10' }, 'fr_FR', '2027-03-01T10:00:00Z', UNTIL_DEADLINE],
    ['on the deadline, late in the evening in Paris', { cancellable: true, cancellationDeadline: '2027-03-10' }, 'fr_FR', '2027-03-10T22:59:00Z', UNTIL_DEADLINE],
    ['the day after the deadline in Paris (still the deadline in UTC)', { cancellable: true, cancellationDeadline: '2027-03-10' }, 'fr_FR', '2027-03-10T23:30:00Z', 0],
    ['the day after the deadline', { cancellable: true, cancellationDeadline: '2027-03-10' }, 'es_ES', '2027-03-11T08:00:00Z', 0],
    ['an offer that is not cancellable', { cancellable: false, cancellationDeadline: null }, 'it_IT', '2027-03-01T10:00:00Z', 0],
    ['a cancellable offer without a deadline', { cancellable: true, cancellationDeadline: null }, 'nl_NL', '2027-03-01T10:00:00Z', 0],
  ] as const)('%s', (_case, policy, locale, now, refund) => {
    expect(cancellationRefund(policy, NIGHTS, locale, new Date(now))).toBe(refund);
  });

  it('refunds nothing for an order without nights', () => {
    expect(cancellationRefund({ cancellable: true, cancellationDeadline: '2027-03-10' }, [], 'fr_FR', new Date('2027-03-01T10:00:00Z'))).toBe(0);
  });

  it.each([
    [{ cancellable: true, cancellationDeadline: '2027-03-10' }, 80],
    [{ cancellable: false, cancellationDeadline: null }, 0],
  ])('shows the refund percent of %j as %i', (policy, percent) => {
    expect(refundPercentOf(policy)).toBe(percent);
  });
});
