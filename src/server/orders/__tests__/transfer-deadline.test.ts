/** @jest-environment node */
import { dayStart, reminderFrom, transferDeadline, transferOffered } from '../transfer-deadline';

const cancellable = (deadline: string) => ({ cancellable: true, cancellationDeadline: deadline });
const notRefundable = { cancellable: false, cancellationDeadline: null };

describe('dayStart', () => {
  it.each([
    ['2026-12-04', 'Europe/Paris', '2026-12-03T23:00:00.000Z'],
    ['2026-07-04', 'Europe/Paris', '2026-07-03T22:00:00.000Z'],
    ['2026-12-04', 'Europe/Madrid', '2026-12-03T23:00:00.000Z'],
  ] as const)('%s in %s begins at %s', (day, zone, instant) => expect(dayStart(day, zone).toISOString()).toBe(instant));
});

describe('transferDeadline: the earlier of 3 days after the order and the cancellation deadline', () => {
  it.each([
    ['a stay far ahead: 3 days after the order', { checkin: '2027-03-01', cancellationPolicy: cancellable('2027-02-15') }, '2026-12-01T10:00:00Z', '2026-12-04T10:00:00.000Z'],
    ['a deadline in 2 days: the end of that day in Paris', { checkin: '2026-12-10', cancellationPolicy: cancellable('2026-12-03') }, '2026-12-01T10:00:00Z', '2026-12-03T23:00:00.000Z'],
    ['a deadline tomorrow: its end, 37 h away', { checkin: '2026-12-09', cancellationPolicy: cancellable('2026-12-02') }, '2026-12-01T10:00:00Z', '2026-12-02T23:00:00.000Z'],
    ['a deadline given as an instant counts as its day', { checkin: '2026-12-10', cancellationPolicy: cancellable('2026-12-03T12:00:00Z') }, '2026-12-01T10:00:00Z', '2026-12-03T23:00:00.000Z'],
    ['not refundable: at most until the check-in day begins', { checkin: '2026-12-03', cancellationPolicy: notRefundable }, '2026-12-01T10:00:00Z', '2026-12-02T23:00:00.000Z'],
    ['not refundable, far ahead: 3 days', { checkin: '2027-01-20', cancellationPolicy: notRefundable }, '2026-12-01T10:00:00Z', '2026-12-04T10:00:00.000Z'],
  ])('%s', (_case, stay, placedAt, deadline) => expect(transferDeadline(stay, 'fr_FR', new Date(placedAt)).toISOString()).toBe(deadline));

  it("reads the cancellation deadline's day on the point of sale's own clock", () => {
    // Midnight in Lisbon would be an hour later; every point of sale is on Central European Time.
    expect(transferDeadline({ checkin: '2026-12-10', cancellationPolicy: cancellable('2026-12-03') }, 'es_ES', new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-03T23:00:00.000Z');
  });
});

describe('transferOffered: only with at least 24 h before the deadline', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it.each([
    ['2026-12-04T10:00:00Z', true],
    ['2026-12-02T10:00:00Z', true],
    ['2026-12-02T09:59:59Z', false],
    ['2026-12-01T23:00:00Z', false],
  ])('deadline %s → %s', (deadline, offered) => expect(transferOffered(new Date(deadline), now)).toBe(offered));
});

it('reminds a day before the deadline', () => {
  expect(reminderFrom(new Date('2026-12-04T10:00:00Z')).toISOString()).toBe('2026-12-03T10:00:00.000Z');
});
