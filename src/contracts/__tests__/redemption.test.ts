import { describe, expect, it } from '@jest/globals';
import { dayStatus, isBeneficiaryGift, priceVaries, stayNights, supplementOf } from '../redemption';

// §1: the supplement shown is the offer's sell price minus the gift's value, floored at 0.
describe('supplementOf', () => {
  it.each([
    [14990, 14990, 0],
    [12000, 14990, 0],
    [16990, 14990, 2000],
    [0, 14990, 0],
    [14991, 14990, 1],
    [30000, 0, 30000],
  ])('a stay at %i for a gift worth %i costs %i more', (price, gift, supplement) => {
    expect(supplementOf(price, gift)).toBe(supplement);
  });
});

// §5 and search-and-discovery §4: included (price minus gift value not above 0), supplement, notAvailable (no data, or
// the day's minimum stay longer than the chosen stay).
describe('dayStatus', () => {
  const gift = 14990;
  it.each([
    ['no data', undefined, 1, 'notAvailable'],
    ['a null day', null, 1, 'notAvailable'],
    ['no price', { minLos: 1, displayTotalPrice: null }, 1, 'notAvailable'],
    ['no minimum stay', { minLos: null, displayTotalPrice: 10000 }, 1, 'notAvailable'],
    ['the price equal to the gift', { minLos: 1, displayTotalPrice: 14990 }, 1, 'included'],
    ['the price below the gift', { minLos: 1, displayTotalPrice: 9900 }, 1, 'included'],
    ['one cent above the gift', { minLos: 1, displayTotalPrice: 14991 }, 1, 'supplement'],
    ['a minimum stay of 2 for a 1-night gift', { minLos: 2, displayTotalPrice: 9900 }, 1, 'notAvailable'],
    ['a minimum stay of 2 for a 2-night gift', { minLos: 2, displayTotalPrice: 20000 }, 2, 'supplement'],
    ['a minimum stay of 1 for a 2-night gift', { minLos: 1, displayTotalPrice: 14000 }, 2, 'included'],
  ] as const)('%s', (_name, day, nights, status) => {
    expect(dayStatus(day, gift, nights)).toBe(status);
  });
});

// The nights a beneficiary searches: the gift's unless asked, never fewer, at most 7 (docs/decisions.md).
describe('stayNights', () => {
  it.each([
    [1, null, 1],
    [2, undefined, 2],
    [1, 3, 3],
    [2, 1, 2],
    [1, 7, 7],
    [1, 9, 7],
    [8, 9, 8],
  ] as const)('a gift of %i nights asked %p searches %i nights', (gift, asked, nights) => {
    expect(stayNights(gift, asked)).toBe(nights);
  });
});

// A card's price reads 'from' when it varies by date: undated, its nights not all priced alike.
describe('priceVaries', () => {
  it.each([
    [null, 9900, 12900, true],
    [null, 9900, 9900, false],
    [null, null, null, false],
    ['2026-12-04', 9900, 12900, false],
  ] as const)('check-in %p, nights from %p to %p: %p', (checkin, lowest, highest, varies) => {
    expect(priceVaries(checkin, lowest, highest)).toBe(varies);
  });
});

describe('isBeneficiaryGift', () => {
  it('accepts the login answer and refuses anything else', () => {
    expect(isBeneficiaryGift({ kind: 'BOX', prefix: 'K7QM', value: 14990, validUntil: '2028-05-31', nights: 1, box: { code: 'ROMANCE1N-EBOX', title: 'x' } })).toBe(true);
    expect(isBeneficiaryGift({ kind: 'GIFTCARD', prefix: 'K7QM', value: 1, validUntil: '2028-05-31', nights: 1 })).toBe(false);
    expect(isBeneficiaryGift(null)).toBe(false);
    expect(isBeneficiaryGift({ kind: 'STAY', prefix: 'K7QM', value: '1', validUntil: '2028-05-31', nights: 1 })).toBe(false);
  });
});
