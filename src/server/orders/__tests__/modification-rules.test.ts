import { describe, expect, it } from '@jest/globals';
import { modifiabilityOf, settleDifference, type ModifiableOrder } from '../modification-rules';

const BOOKING: ModifiableOrder = {
  status: 'confirmed',
  productType: 'STAY',
  paymentMethod: 'hotel',
  giftCodeAmount: 0,
  cancellable: true,
  cancellationDeadline: '2027-03-10',
  locale: 'fr_FR',
};

describe('modifiabilityOf (§2.1: modification free until the deadline)', () => {
  it.each([
    // [case, changes to the booking, now (UTC), answer]
    ['days before the deadline', {}, '2027-03-01T10:00:00Z', 'open'],
    ['on the deadline, late in the evening in Paris', {}, '2027-03-10T22:59:00Z', 'open'],
    ['the day after the deadline in Paris (still the deadline in UTC)', {}, '2027-03-10T23:30:00Z', 'closed'],
    ['the day after the deadline', { locale: 'es_ES' }, '2027-03-11T08:00:00Z', 'closed'],
    ['a stay that is not modifiable (no cancellation)', { cancellable: false, cancellationDeadline: null }, '2027-03-01T10:00:00Z', 'closed'],
    ['a cancellable stay without a deadline', { cancellationDeadline: null }, '2027-03-01T10:00:00Z', 'closed'],
    ['a bank transfer still awaited', { status: 'pending_payment', paymentMethod: 'bankTransfer' }, '2027-03-01T10:00:00Z', 'open'],
    ['a booking paid by card', { paymentMethod: 'card' }, '2027-03-01T10:00:00Z', 'open'],
    ['a card payment in progress', { status: 'pending_payment', paymentMethod: 'card' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a cancelled booking', { status: 'cancelled' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a card payment not completed in time', { status: 'expired', paymentMethod: 'card' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a booking partly paid with a gift card', { giftCodeAmount: 5_000 }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a booking paid with gift codes', { paymentMethod: 'giftCode' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a gift box', { productType: 'BOX' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a cancelled booking past its deadline', { status: 'cancelled' }, '2027-04-01T10:00:00Z', 'notPossible'],
  ] as const)('%s', (_case, changes, now, answer) => {
    expect(modifiabilityOf({ ...BOOKING, ...changes }, new Date(now))).toBe(answer);
  });
});

describe('settleDifference (what the difference does to the amounts)', () => {
  it.each([
    // [case, booking, previous total, new total, settled]
    ['at the hotel, dearer: more to pay there', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 34_500, { paidNow: 0, payAtHotel: 34_500, settlement: 'atHotel', settledAmount: 4_500, refund: 0 }],
    ['at the hotel, cheaper: less to pay there, nothing refunded', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 25_000, { paidNow: 0, payAtHotel: 25_000, settlement: 'atHotel', settledAmount: 5_000, refund: 0 }],
    ['the same total', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 30_000, { paidNow: 0, payAtHotel: 30_000, settlement: 'none', settledAmount: 0, refund: 0 }],
    ['paid by card, dearer: the difference at the hotel', { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0 }, 30_000, 31_999, { paidNow: 30_000, payAtHotel: 1_999, settlement: 'atHotel', settledAmount: 1_999, refund: 0 }],
    ['paid by card, cheaper: the surplus refunded', { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0 }, 30_000, 21_000, { paidNow: 30_000, payAtHotel: 0, settlement: 'refund', settledAmount: 9_000, refund: 9_000 }],
    [
      'paid by transfer, a difference at the hotel already, now cheaper than paid: that difference first, then a refund',
      { status: 'confirmed', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 2_000 },
      32_000,
      27_000,
      { paidNow: 30_000, payAtHotel: 0, settlement: 'refund', settledAmount: 3_000, refund: 3_000 },
    ],
    ['a transfer still awaited: its amount becomes the new total', { status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0 }, 30_000, 27_500, { paidNow: 27_500, payAtHotel: 0, settlement: 'bankTransfer', settledAmount: 27_500, refund: 0 }],
    ['a transfer still awaited, the same total', { status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0 }, 30_000, 30_000, { paidNow: 30_000, payAtHotel: 0, settlement: 'none', settledAmount: 0, refund: 0 }],
  ] as const)('%s', (_case, booking, previousTotal, newTotal, settled) => {
    const result = settleDifference(booking, previousTotal, newTotal);
    expect(result).toEqual(settled);
    // What was paid, less the refund, plus what is left at the hotel, is the new total.
    expect(result.paidNow - result.refund + result.payAtHotel).toBe(newTotal);
  });
});
