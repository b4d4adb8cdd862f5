/** @jest-environment node */
import { availabilityUpsellAmount, chosenGiftNights, giftNightsOptions, giftStayPrice, giftUpsellsShown, isBucket, RATE_TIERS, type GiftPriceEntry } from '../gift-stay';

const entry = (nights: number, t1: number, t2: number, t3: number): GiftPriceEntry => ({ nights, sellPrice: t1, sellPrices: [t1, t2, t3], extraUpsellAvailabilityAmount: t3 - t1 });
const LIST = [entry(1, 15000, 17000, 19000), entry(2, 28000, 31000, 34000)];

describe('gift nights (§4, §9)', () => {
  it.each([
    ['the list, ascending', [entry(3, 1, 2, 3), entry(1, 1, 2, 3)], [1, 3]],
    ['1 to 3 when the list is empty', [], [1, 2, 3]],
  ])('%s', (_name, list, expected) => expect(giftNightsOptions(list)).toEqual(expected));

  it.each([
    [null, 1],
    [2, 2],
    [3, 1],
  ])('asked %p → %p nights (the list\'s first by default or when it lacks them)', (asked, expected) => expect(chosenGiftNights(LIST, asked)).toBe(expected));

  it('falls back to 1 night of 1 to 3 without a list', () => expect(chosenGiftNights([], null)).toBe(1));
});

describe('gift price (§3 price list and rate tiers)', () => {
  it.each([
    [{ nights: 1, bucket: 1, availabilityUpsell: false }, { base: 15000, upsell: 0, total: 15000 }],
    [{ nights: 2, bucket: 2, availabilityUpsell: false }, { base: 31000, upsell: 0, total: 31000 }],
    [{ nights: 2, bucket: 1, availabilityUpsell: true }, { base: 28000, upsell: 6000, total: 34000 }],
    [{ nights: 2, bucket: 3, availabilityUpsell: true }, { base: 34000, upsell: 0, total: 34000 }],
  ] as const)('%j → %j', (choice, expected) => expect(giftStayPrice(LIST, choice)).toMatchObject(expected));

  it('has no price for nights the list lacks', () => expect(giftStayPrice(LIST, { nights: 3, bucket: 1, availabilityUpsell: false })).toBeNull());
  it('the availability upsell lifts a tier to Liberty, never below 0', () => {
    expect(availabilityUpsellAmount(LIST[0], 2)).toBe(2000);
    expect(availabilityUpsellAmount({ sellPrices: [20000, 18000, 17000] }, 1)).toBe(0);
  });
});

describe('rate tiers (§3) and single upsells (§4)', () => {
  it('Essential, Serenity (popular), Liberty as buckets 1 to 3', () => expect(RATE_TIERS.map((t) => [t.bucket, t.name, t.popular])).toEqual([[1, 'essential', false], [2, 'serenity', true], [3, 'liberty', false]]));
  it.each([[1, true], [2, true], [3, true], [0, false], ['2', false], [null, false]])('isBucket(%p) → %p', (v, ok) => expect(isBucket(v)).toBe(ok));
  it.each([[1, true], [2, false], [3, false]])('%i night(s): upsells shown %p', (n, shown) => expect(giftUpsellsShown(n)).toBe(shown));
});
