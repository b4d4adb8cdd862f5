/** @jest-environment node */
import { discountPercent, showPromoTag, type PromoTagKind } from '../discount';

describe('discountPercent(promo, price)', () => {
  it.each<[number | null | undefined, number | null | undefined, number]>([
    [150, 200, 25],
    [149, 200, 26],
    [70, 100, 30],
    [99.99, 100, 1],
    [199, 399, 51],
    [1, 100, 99],
    [100, 100, 0],
    [120, 100, 0],
    [0, 100, 0],
    [50, 0, 0],
    [50, -10, 0],
    [null, 100, 0],
    [100, null, 0],
    [undefined, undefined, 0],
    [Number.NaN, 100, 0],
    [50, Number.POSITIVE_INFINITY, 0],
  ])('promo %s on price %s → %s%', (promo, price, expected) => {
    expect(discountPercent(promo, price)).toBe(expected);
  });
});

describe('showPromoTag', () => {
  it.each<[number, PromoTagKind, boolean]>([
    [5, 'box', false],
    [6, 'box', true],
    [9, 'quote', false],
    [10, 'quote', true],
    [0, 'offer', false],
    [1, 'offer', true],
    [Number.NaN, 'offer', false],
  ])('%s%% on a %s → %s', (percent, kind, expected) => {
    expect(showPromoTag(percent, kind)).toBe(expected);
  });
});
