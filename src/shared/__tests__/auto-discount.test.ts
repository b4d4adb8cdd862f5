/** @jest-environment node */
import type { Flow } from '@/contracts/search-criteria';
import { asCents } from '@/lib/money';
import { autoDiscountPromo, stayAutoDiscount, type AutoDiscount } from '../auto-discount';

describe('autoDiscountPromo', () => {
  it.each<[AutoDiscount | null, boolean, Flow, { code: string; discount: number } | null]>([
    [{ code: 'WINTER', value: 10 }, true, 'booking', { code: 'WINTER', discount: 10 }],
    [{ code: ' WINTER ', value: 5 }, true, 'hotel', { code: 'WINTER', discount: 5 }],
    [{ code: 'WINTER', value: 10 }, true, 'activity', { code: 'WINTER', discount: 10 }],
    [{ code: 'WINTER', value: 100 }, true, 'booking', { code: 'WINTER', discount: 100 }],
    [{ code: 'WINTER', value: 10 }, false, 'booking', null],
    [{ code: 'WINTER', value: 10 }, true, 'gifting', null],
    [{ code: '', value: 10 }, true, 'booking', null],
    [{ code: '  ', value: 10 }, true, 'booking', null],
    [{ code: 'WINTER', value: 0 }, true, 'booking', null],
    [{ code: 'WINTER', value: -10 }, true, 'booking', null],
    [{ code: 'WINTER', value: 101 }, true, 'booking', null],
    [{ code: 'WINTER', value: Number.NaN }, true, 'booking', null],
    [null, true, 'booking', null],
  ])('%o, in variation %s, flow %s → %o', (autoDiscount, inVariation, flow, expected) => {
    expect(autoDiscountPromo(autoDiscount, { inVariation, flow })).toEqual(expected);
  });
});

describe('stayAutoDiscount', () => {
  it.each<[number[], number, number[], number]>([
    // 10 % of each night, rounded up to the cent night by night: 12,955 → 12,96 and 12,945 → 12,95 off.
    [[12_955, 12_945], 10, [11_659, 11_650], 2_591],
    [[25_900], 10, [23_310], 2_590],
    [[10_000, 10_000, 10_000], 10, [9_000, 9_000, 9_000], 3_000],
    [[1], 10, [0], 1],
    [[999], 5, [949], 50],
    [[0, 12_000], 10, [0, 10_800], 1_200],
    [[12_000], 100, [0], 12_000],
    [[], 10, [], 0],
  ])('%o at %s % → nights %o, %s cents off', (nights, percent, sold, amount) => {
    const got = stayAutoDiscount(nights.map(asCents), percent);
    expect(got).toEqual({ nights: sold, amount });
    // What is sold plus what is taken off is the price before the discount, to the cent.
    expect(got.nights.reduce((a, b) => a + b, 0) + got.amount).toBe(nights.reduce((a, b) => a + b, 0));
  });
});
