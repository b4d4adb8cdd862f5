/** @jest-environment node */
import { discountPercent, localTaxLine, perNightPrice, priceTypeOf, showStayPromo, struckPrice } from '../price';

describe('perNightPrice(total, nights): rounded up to the whole unit (§1)', () => {
  it.each<[number, number, number | null]>([
    [240, 2, 120],
    [239, 2, 120],
    [241, 2, 121],
    [240.01, 2, 121],
    [0.1 + 0.2, 1, 1],
    [199.99, 1, 200],
    [300, 3, 100],
    [100, 3, 34],
    [0, 1, 0],
    [100, 0, null],
    [100, 1.5, null],
    [-1, 1, null],
    [Number.NaN, 1, null],
  ])('%s for %s nights → %s', (total, nights, expected) => {
    expect(perNightPrice(total, nights)).toBe(expected);
  });
});

describe('discountPercent(price, reference)', () => {
  it.each<[number | null, number | null, number]>([
    [150, 200, 25],
    [149, 200, 26],
    [90, 100, 10],
    [90.01, 100, 10],
    [100, 100, 0],
    [120, 100, 0],
    [null, 100, 0],
    [100, null, 0],
    [50, 0, 0],
  ])('%s against %s → %s %%', (price, reference, expected) => expect(discountPercent(price, reference)).toBe(expected));
});

describe('showStayPromo: at least 10 % (§5)', () => {
  it.each<[number | null | undefined, boolean]>([
    [10, true],
    [9.5, true],
    [9.49, false],
    [9, false],
    [0, false],
    [35, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('%s → %s', (promo, shown) => expect(showStayPromo(promo)).toBe(shown));
});

describe('struckPrice: the reference only when the promotion shows', () => {
  it.each<[number, number | null, number | null]>([
    [180, 200, 200],
    [181, 200, 200],
    [182, 200, null],
    [200, 200, null],
    [180, null, null],
  ])('%s with reference %s → %s', (price, reference, expected) => expect(struckPrice(price, reference)).toBe(expected));
});

describe('priceTypeOf (§4)', () => {
  it.each([
    [{ hasDates: true }, 'final'],
    [{ hasDates: false }, 'from'],
    [{ hasDates: false, gifting: true }, 'final'],
  ] as const)('%j → %s', (input, expected) => expect(priceTypeOf(input)).toBe(expected));
});

describe('localTaxLine', () => {
  it.each([
    [{ amount: 4.4, toBePaidAtHotel: true }, { kind: 'atHotel', amount: 4.4 }],
    [{ amount: 0.1 + 0.2, toBePaidAtHotel: true }, { kind: 'atHotel', amount: 0.3 }],
    [{ amount: 6, toBePaidAtHotel: false }, { kind: 'included', amount: 6 }],
    [{ amount: 0, toBePaidAtHotel: true }, { kind: 'unknown' }],
    [null, { kind: 'unknown' }],
    [undefined, { kind: 'unknown' }],
  ])('%j → %j', (tax, expected) => expect(localTaxLine(tax)).toEqual(expected));
});
