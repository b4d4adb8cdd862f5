import { describe, expect, it } from '@jest/globals';
import { activityDatesAfter, codesCreditOf, guestsAfter, methodAfter, modifiabilityOf, ownRoomsFor, sameStay, settleDifference, type ModifiableOrder, type StayChoice } from '../modification-rules';

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
    ['a booking partly paid with a gift card', { giftCodeAmount: 5_000 }, '2027-03-01T10:00:00Z', 'open'],
    ['a booking paid with gift codes', { paymentMethod: 'giftCode', giftCodeAmount: 30_000 }, '2027-03-01T10:00:00Z', 'open'],
    ['a transfer awaited for the rest of a booking partly paid with a gift card', { status: 'pending_payment', paymentMethod: 'bankTransfer', giftCodeAmount: 5_000 }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a booking paid with gift codes past its deadline', { paymentMethod: 'giftCode', giftCodeAmount: 30_000 }, '2027-03-11T10:00:00Z', 'closed'],
    ['a gift box', { productType: 'BOX' }, '2027-03-01T10:00:00Z', 'notPossible'],
    ['a cancelled booking past its deadline', { status: 'cancelled' }, '2027-04-01T10:00:00Z', 'notPossible'],
  ] as const)('%s', (_case, changes, now, answer) => {
    expect(modifiabilityOf({ ...BOOKING, ...changes }, new Date(now))).toBe(answer);
  });
});

describe('settleDifference (what the difference does to the amounts)', () => {
  it.each([
    // [case, booking, previous total, new total, settled]
    ['at the hotel, dearer: more to pay there', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 34_500, { paidNow: 0, payAtHotel: 34_500, settlement: 'atHotel', settledAmount: 4_500, refund: 0, codesCredit: 0 }],
    ['at the hotel, cheaper: less to pay there, nothing refunded', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 25_000, { paidNow: 0, payAtHotel: 25_000, settlement: 'atHotel', settledAmount: 5_000, refund: 0, codesCredit: 0 }],
    ['the same total', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 }, 30_000, 30_000, { paidNow: 0, payAtHotel: 30_000, settlement: 'none', settledAmount: 0, refund: 0, codesCredit: 0 }],
    ['paid by card, dearer: the difference at the hotel', { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0 }, 30_000, 31_999, { paidNow: 30_000, payAtHotel: 1_999, settlement: 'atHotel', settledAmount: 1_999, refund: 0, codesCredit: 0 }],
    ['paid by card, cheaper: the surplus refunded', { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0 }, 30_000, 21_000, { paidNow: 30_000, payAtHotel: 0, settlement: 'refund', settledAmount: 9_000, refund: 9_000, codesCredit: 0 }],
    [
      'paid by transfer, a difference at the hotel already, now cheaper than paid: that difference first, then a refund',
      { status: 'confirmed', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 2_000 },
      32_000,
      27_000,
      { paidNow: 30_000, payAtHotel: 0, settlement: 'refund', settledAmount: 3_000, refund: 3_000, codesCredit: 0 },
    ],
    ['a transfer still awaited: its amount becomes the new total', { status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0 }, 30_000, 27_500, { paidNow: 27_500, payAtHotel: 0, settlement: 'bankTransfer', settledAmount: 27_500, refund: 0, codesCredit: 0 }],
    ['a transfer still awaited, the same total', { status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0 }, 30_000, 30_000, { paidNow: 30_000, payAtHotel: 0, settlement: 'none', settledAmount: 0, refund: 0, codesCredit: 0 }],
    // Paid (wholly or partly) with gift codes: [case, booking, previous total, new total, settled]
    ['gift codes paid it all, dearer: the difference at the hotel, the codes as they were', { status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000 }, 30_000, 34_000, { paidNow: 0, payAtHotel: 4_000, settlement: 'atHotel', settledAmount: 4_000, refund: 0, codesCredit: 0 }],
    ['gift codes paid it all, cheaper: nothing refunded, the surplus kept by the booking', { status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000 }, 30_000, 26_000, { paidNow: 0, payAtHotel: 0, settlement: 'giftCodes', settledAmount: 4_000, refund: 0, codesCredit: 4_000 }],
    ['then dearer again by less than that surplus: the codes cover it', { status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000 }, 26_000, 29_000, { paidNow: 0, payAtHotel: 0, settlement: 'giftCodes', settledAmount: 3_000, refund: 0, codesCredit: 1_000 }],
    ['then dearer by more: the surplus first, the rest at the hotel', { status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000 }, 26_000, 31_500, { paidNow: 0, payAtHotel: 1_500, settlement: 'atHotel', settledAmount: 1_500, refund: 0, codesCredit: 0 }],
    ['a gift card and the rest at the hotel, cheaper by less than the rest: less at the hotel', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 10_000, giftCodeAmount: 20_000 }, 30_000, 25_000, { paidNow: 0, payAtHotel: 5_000, settlement: 'atHotel', settledAmount: 5_000, refund: 0, codesCredit: 0 }],
    ['a gift card and the rest at the hotel, cheaper than the card paid: nothing at the hotel, nothing refunded', { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 10_000, giftCodeAmount: 20_000 }, 30_000, 15_000, { paidNow: 0, payAtHotel: 0, settlement: 'giftCodes', settledAmount: 5_000, refund: 0, codesCredit: 5_000 }],
    ['a gift card and a card, cheaper: the card refunded first', { status: 'confirmed', paymentMethod: 'card', paidNow: 10_000, payAtHotel: 0, giftCodeAmount: 20_000 }, 30_000, 24_000, { paidNow: 10_000, payAtHotel: 0, settlement: 'refund', settledAmount: 6_000, refund: 6_000, codesCredit: 0 }],
    ['a gift card and a card, cheaper than the gift card paid: the card refunded whole, the rest kept', { status: 'confirmed', paymentMethod: 'card', paidNow: 10_000, payAtHotel: 0, giftCodeAmount: 20_000 }, 30_000, 15_000, { paidNow: 10_000, payAtHotel: 0, settlement: 'refund', settledAmount: 10_000, refund: 10_000, codesCredit: 5_000 }],
    ['a card refunded before, cheaper again: only what is left of the card', { status: 'confirmed', paymentMethod: 'card', paidNow: 10_000, payAtHotel: 0, giftCodeAmount: 20_000, refunded: 6_000 }, 24_000, 20_000, { paidNow: 10_000, payAtHotel: 0, settlement: 'refund', settledAmount: 4_000, refund: 4_000, codesCredit: 0 }],
    ['a card refunded before, dearer again: at the hotel', { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0, refunded: 9_000 }, 21_000, 30_000, { paidNow: 30_000, payAtHotel: 9_000, settlement: 'atHotel', settledAmount: 9_000, refund: 0, codesCredit: 0 }],
    ['a box voucher and a supplement by transfer, dearer: the difference at the hotel', { status: 'confirmed', paymentMethod: 'bankTransfer', paidNow: 3_000, payAtHotel: 0, giftCodeAmount: 15_000 }, 18_000, 21_000, { paidNow: 3_000, payAtHotel: 3_000, settlement: 'atHotel', settledAmount: 3_000, refund: 0, codesCredit: 0 }],
  ] as const)('%s', (_case, booking, previousTotal, newTotal, settled) => {
    const result = settleDifference(booking, previousTotal, newTotal);
    expect(result).toEqual(settled);
    // What was paid (money and codes), less the refunds, plus what is left at the hotel, is the new total and what the codes paid above it.
    if (booking.status !== 'confirmed') return;
    const codes = 'giftCodeAmount' in booking ? booking.giftCodeAmount : 0;
    const refunded = 'refunded' in booking ? booking.refunded : 0;
    expect(result.paidNow + codes - refunded - result.refund + result.payAtHotel).toBe(newTotal + result.codesCredit);
  });
});

describe('methodAfter (how the rest of a booking paid with gift codes is paid)', () => {
  it.each([
    ['codes paid it all, something at the hotel now: the hotel', 'giftCode', { paidNow: 0, payAtHotel: 4_000, giftCodeAmount: 30_000 }, 'hotel'],
    ['codes paid it all, still nothing to pay', 'giftCode', { paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000 }, 'giftCode'],
    ['codes and the hotel, nothing at the hotel any more: the codes pay it all', 'hotel', { paidNow: 0, payAtHotel: 0, giftCodeAmount: 20_000 }, 'giftCode'],
    ['codes and the hotel, something still there', 'hotel', { paidNow: 0, payAtHotel: 1_000, giftCodeAmount: 20_000 }, 'hotel'],
    ['codes and a card', 'card', { paidNow: 10_000, payAtHotel: 0, giftCodeAmount: 20_000 }, 'card'],
    ['no codes, at the hotel', 'hotel', { paidNow: 0, payAtHotel: 25_000, giftCodeAmount: 0 }, 'hotel'],
  ] as const)('%s', (_case, method, amounts, after) => {
    expect(methodAfter(method, amounts)).toBe(after);
  });
});

describe('guestsAfter (the guests of the modified booking)', () => {
  it.each([
    ['nothing asked: the booking\'s guests', {}, { adults: 2, children: 1, babies: 0 }],
    ['one more adult', { adults: 3 }, { adults: 3, children: 1, babies: 0 }],
    ['no child any more, a baby', { children: 0, babies: 1 }, { adults: 2, children: 0, babies: 1 }],
    ['everything asked', { adults: 1, children: 2, babies: 1 }, { adults: 1, children: 2, babies: 1 }],
  ] as const)('%s', (_case, asked, guests) => {
    expect(guestsAfter({ adults: 2, children: 1, babies: 0 }, asked)).toEqual(guests);
  });
});

describe('activityDatesAfter (one day per activity that needs a date)', () => {
  const PROGRAMME = [
    { activityId: 7, dayIndex: 1 },
    { activityId: 9, dayIndex: 0 },
  ];
  it.each([
    // [case, booked days, nights of the new stay, requested, answer]
    ['nothing asked, the booking\'s days kept', ['7_0', '9_1'], 2, undefined, ['7_0', '9_1']],
    ['nothing asked, a booked day the shorter stay no longer has: the programme\'s day', ['7_2', '9_1'], 2, undefined, ['7_1', '9_1']],
    ['nothing asked, no day booked (another offer): the programme\'s days', [], 3, undefined, ['7_1', '9_0']],
    ['the visitor\'s days, in any order', ['7_0', '9_1'], 3, ['9_2', '7_2'], ['7_2', '9_2']],
    ['a day outside the stay', [], 2, ['7_2', '9_0'], null],
    ['an activity the stay does not date', [], 2, ['7_1', '9_0', '11_0'], null],
    ['an activity missing', [], 2, ['7_1'], null],
    ['an activity given twice', [], 2, ['7_1', '7_0', '9_0'], null],
    ['not a day', [], 2, ['7_x', '9_0'], null],
  ] as const)('%s', (_case, booked, nights, requested, answer) => {
    expect(activityDatesAfter(PROGRAMME, booked, nights, requested)).toEqual(answer);
  });
  it('asks nothing of a stay without activities to date', () => {
    expect(activityDatesAfter([], ['7_1'], 2)).toEqual([]);
    expect(activityDatesAfter([], [], 2, [])).toEqual([]);
  });
});

describe('sameStay (the booking itself cannot be chosen)', () => {
  const STAY: StayChoice = { offerId: 4, checkin: '2027-03-20', nights: 2, adults: 2, children: 0, babies: 0, activityDates: ['7_0', '9_1'] };
  it.each([
    ['the same stay, activity days in another order', { activityDates: ['9_1', '7_0'] }, true],
    ['other dates', { checkin: '2027-03-21' }, false],
    ['another night', { nights: 3 }, false],
    ['another offer', { offerId: 5 }, false],
    ['one more adult', { adults: 3 }, false],
    ['a child', { children: 1 }, false],
    ['a baby', { babies: 1 }, false],
    ['another activity day', { activityDates: ['7_1', '9_1'] }, false],
  ] as const)('%s', (_case, changes, same) => {
    expect(sameStay(STAY, { ...STAY, ...changes })).toBe(same);
  });
});

describe("ownRoomsFor (the booking's own rooms count as free for its move)", () => {
  // The booking holds 2 nights of offer 4 from 20 March (it may hold the last room of either).
  const HELD = { offerId: 4, days: ['2027-03-20', '2027-03-21'] };
  it.each([
    ['its own stay (other guests or activity days only)', { offerId: 4, checkin: '2027-03-20', nights: 2 }, ['2027-03-20', '2027-03-21']],
    ['one night later: the second night overlaps', { offerId: 4, checkin: '2027-03-21', nights: 2 }, ['2027-03-21']],
    ['one night earlier: the first night overlaps', { offerId: 4, checkin: '2027-03-19', nights: 2 }, ['2027-03-20']],
    ['one night longer', { offerId: 4, checkin: '2027-03-20', nights: 3 }, ['2027-03-20', '2027-03-21']],
    ['one night shorter', { offerId: 4, checkin: '2027-03-20', nights: 1 }, ['2027-03-20']],
    ['around it', { offerId: 4, checkin: '2027-03-19', nights: 4 }, ['2027-03-20', '2027-03-21']],
    ['right after it: no night shared', { offerId: 4, checkin: '2027-03-22', nights: 2 }, []],
    ['right before it: the checkout day is not a night', { offerId: 4, checkin: '2027-03-18', nights: 2 }, []],
    ['another offer on the same nights: its rooms are not the booking\'s', { offerId: 5, checkin: '2027-03-20', nights: 2 }, []],
    ['across the month', { offerId: 4, checkin: '2027-03-21', nights: 12 }, ['2027-03-21']],
  ] as const)('%s', (_case, stay, free) => {
    expect(ownRoomsFor(HELD, stay)).toEqual(free);
  });

  it('frees nothing when the booking holds nothing any more (all released)', () => {
    expect(ownRoomsFor({ offerId: 4, days: [] }, { offerId: 4, checkin: '2027-03-20', nights: 2 })).toEqual([]);
  });

  it('frees each held night once, whatever the order of the holds', () => {
    expect(ownRoomsFor({ offerId: 4, days: ['2027-03-21', '2027-03-20', '2027-03-21'] }, { offerId: 4, checkin: '2027-03-20', nights: 2 })).toEqual(['2027-03-20', '2027-03-21']);
  });
});

describe('codesCreditOf (what the gift codes paid above the total)', () => {
  it.each([
    ['no codes: nothing', { paidNow: 30_000, payAtHotel: 0, giftCodeAmount: 0, refunded: 0 }, 30_000, 0],
    ['no codes, a card refunded before', { paidNow: 30_000, payAtHotel: 0, giftCodeAmount: 0, refunded: 9_000 }, 21_000, 0],
    ['codes paying a stay now cheaper', { paidNow: 0, payAtHotel: 0, giftCodeAmount: 30_000, refunded: 0 }, 26_000, 4_000],
    ['codes and the hotel, as booked', { paidNow: 0, payAtHotel: 10_000, giftCodeAmount: 20_000, refunded: 0 }, 30_000, 0],
  ] as const)('%s', (_case, paid, total, credit) => {
    expect(codesCreditOf(paid, total)).toBe(credit);
  });
});
