import { describe, expect, it } from '@jest/globals';
import { beneficiaryStay } from '../beneficiary-stay';

// The stay a beneficiary's search asks (docs/redemption.md), read at a fixed clock: 25 November 2026, 18:30 in Paris.
const now = new Date('2026-11-25T17:30:00Z');
const late = new Date('2026-11-25T19:05:00Z');

describe('beneficiaryStay', () => {
  it.each([
    ['undated, the gift nights', 1, null, null, now, { checkin: null, nights: 1, lastNight: null, tooLate: false, narrows: false }],
    ['undated, more nights than the gift', 1, null, 3, now, { checkin: null, nights: 3, lastNight: null, tooLate: false, narrows: true }],
    ['fewer nights than the gift: the gift nights', 2, '2026-12-04', 1, now, { checkin: '2026-12-04', nights: 2, lastNight: '2026-12-05', tooLate: false, narrows: true }],
    ['a 3-night stay across the month', 2, '2026-11-29', 3, now, { checkin: '2026-11-29', nights: 3, lastNight: '2026-12-01', tooLate: false, narrows: true }],
    ['beyond the longest stay: 7 nights', 1, '2026-12-04', 12, now, { checkin: '2026-12-04', nights: 7, lastNight: '2026-12-10', tooLate: false, narrows: true }],
    ['today before 20:00', 1, '2026-11-25', null, now, { checkin: '2026-11-25', nights: 1, lastNight: '2026-11-25', tooLate: false, narrows: true }],
    ['today after 20:00', 1, '2026-11-25', null, late, { checkin: '2026-11-25', nights: 1, lastNight: '2026-11-25', tooLate: true, narrows: true }],
    ['yesterday', 1, '2026-11-24', 1, now, { checkin: '2026-11-24', nights: 1, lastNight: '2026-11-24', tooLate: true, narrows: true }],
  ] as const)('%s', (_name, giftNights, checkin, nights, clock, stay) => {
    expect(beneficiaryStay(giftNights, { checkin, nights }, 'fr_FR', clock)).toEqual(stay);
  });
});
