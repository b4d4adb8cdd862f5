/** @jest-environment node */
import { cancellationLabel, cancellationRefund, type CancellationPolicy } from '../cancellation';

const NOW = new Date('2026-11-26T12:00:00Z');
const cancellable = (deadline: string | null): CancellationPolicy => ({ cancellable: true, cancellationDeadline: deadline });

describe('cancellationLabel (§2.1)', () => {
  it.each<[boolean, CancellationPolicy, ReturnType<typeof cancellationLabel>]>([
    [false, cancellable('2026-12-10'), { kind: 'addDates' }],
    [false, null, { kind: 'addDates' }],
    [true, cancellable('2026-12-10'), { kind: 'refundableUntil', deadline: '2026-12-10' }],
    [true, cancellable('2026-12-10T18:00:00Z'), { kind: 'refundableUntil', deadline: '2026-12-10T18:00:00Z' }],
    [true, cancellable('2026-11-26'), { kind: 'refundableUntil', deadline: '2026-11-26' }],
    [true, cancellable('2026-11-25'), { kind: 'nonRefundable' }],
    [true, cancellable('2026-11-26T11:00:00Z'), { kind: 'nonRefundable' }],
    [true, cancellable(null), { kind: 'nonRefundable' }],
    [true, cancellable('soon'), { kind: 'nonRefundable' }],
    [true, { cancellable: false, cancellationDeadline: '2026-12-10' }, { kind: 'nonRefundable' }],
    [true, null, { kind: 'nonRefundable' }],
  ])('dates %s, policy %j → %j', (hasDates, policy, expected) => {
    expect(cancellationLabel({ hasDates, policy, now: NOW })).toEqual(expected);
  });

  it('counts a bare deadline day in Paris time', () => {
    // 23:30 UTC on the 26th is already the 27th in Paris.
    expect(cancellationLabel({ hasDates: true, policy: cancellable('2026-11-26'), now: new Date('2026-11-26T23:30:00Z') })).toEqual({ kind: 'nonRefundable' });
  });
});

describe('cancellationRefund: 80 % of each night before the deadline, nothing after', () => {
  it.each<[CancellationPolicy, number[], number]>([
    [cancellable('2026-12-10'), [100, 120.5], 176.4],
    [cancellable('2026-11-20'), [100, 120], 0],
    [{ cancellable: false, cancellationDeadline: '2026-12-10' }, [100], 0],
    [cancellable('2026-12-10'), [], 0],
  ])('%j %j → %s', (policy, nights, expected) => expect(cancellationRefund({ policy, nightPrices: nights, now: NOW })).toBe(expected));
});
