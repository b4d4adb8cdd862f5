/** @jest-environment node */
import type { GiftPriceEntry } from '@/contracts/gift-stay';
import { flowOf, giftOffer, soldBucket, staySleeveChoice, stayGiftFormat, switchFlow } from '../gift-flow';
import type { ProductAddress } from '../product-address';

const entry = (nights: number, t1: number, t2: number, t3: number): GiftPriceEntry => ({ nights, sellPrice: t1, sellPrices: [t1, t2, t3], extraUpsellAvailabilityAmount: t3 - t1 });
const LIST = [entry(1, 15000, 17000, 19000), entry(2, 28000, 31000, 34000)];
const family: ProductAddress = { checkin: '2027-03-05', checkout: '2027-03-07', travellers: { adults: 3, children: 1, babies: 1 }, activityDates: { 7: '7_1' }, giftNights: null, bucket: null, upsell: 'none', baseOfferId: null };

describe('the flow switch (§4)', () => {
  it.each([['gifting', 'gifting'], ['booking', 'booking'], [undefined, 'booking'], ['GIFTING', 'booking'], ['hotel', 'booking']])('?flow=%p → %s', (q, flow) => expect(flowOf(q)).toBe(flow));

  it('gifting sets two adults and the first gift nights, without dates', () => {
    expect(switchFlow(family, 'gifting', LIST)).toEqual({ ...family, checkin: null, checkout: null, activityDates: {}, travellers: { adults: 2, children: 0, babies: 0 }, giftNights: 1 });
  });
  it('keeps gift nights the list has; 1 of 1 to 3 without a list', () => {
    expect(switchFlow({ ...family, giftNights: 2 }, 'gifting', LIST).giftNights).toBe(2);
    expect(switchFlow(family, 'gifting', []).giftNights).toBe(1);
  });
  it('booking drops the gift choices', () => {
    expect(switchFlow({ ...family, giftNights: 2, bucket: 3, upsell: 'availability', giftFormat: 'physical' }, 'booking', LIST)).toMatchObject({ giftNights: null, bucket: null, upsell: 'none', giftFormat: 'digital' });
  });
});

describe('what the gift section sells', () => {
  const flags = (customerCare: boolean, upsellAvailability: boolean) => ({ customerCare, upsellAvailability });
  it.each([
    ['public: Essential, no upsell without the flag', { giftNights: 2, bucket: 3 as const, upsell: 'availability' as const }, flags(false, false), { nights: 2, bucket: 1, price: { base: 28000, upsell: 0, total: 28000 }, availability: { offered: false, amount: 6000, taken: false } }],
    ['public with the flag and the upsell taken', { giftNights: 2, bucket: null, upsell: 'availability' as const }, flags(false, true), { bucket: 1, price: { base: 28000, upsell: 6000, total: 34000 }, availability: { offered: true, amount: 6000, taken: true } }],
    ['customer care chooses Serenity', { giftNights: 1, bucket: 2 as const, upsell: 'none' as const }, flags(true, true), { bucket: 2, price: { base: 17000, upsell: 0, total: 17000 }, upsellsShown: true }],
    ['Liberty has no availability upsell', { giftNights: 1, bucket: 3 as const, upsell: 'availability' as const }, flags(true, true), { bucket: 3, availability: { offered: false, amount: 0, taken: false }, price: { total: 19000 } }],
    ['two nights: no single upsells', { giftNights: 2, bucket: null, upsell: 'none' as const }, flags(false, false), { upsellsShown: false, priceType: 'gift' }],
  ])('%s', (_name, address, f, expected) => expect(giftOffer(address, LIST, f)).toMatchObject(expected));

  it('no price when the list is empty', () => expect(giftOffer({ giftNights: null }, [], flags(false, true))).toMatchObject({ nights: 1, price: null, availability: { offered: false } }));
  it.each([[3, true, 3], [3, false, 1], [null, true, 1]] as const)('bucket %p in customer care %p → %i', (asked, cc, sold) => expect(soldBucket(asked, cc)).toBe(sold));
});

describe("a gift stay's format (§2.1 giftFormat, §4 gift format, §5 gift price)", () => {
  const COSTS = { shippingCostsPerCountry: { fr: { shippingCost: 490, internationalShippingFee: 0 }, be: { shippingCost: 590, internationalShippingFee: 250 } } };
  it.each([
    ['the flag off: digital only', { locale: 'fr-FR', flagOn: false, asked: 'physical', costs: COSTS }, { state: 'hidden', format: 'digital', shipping: 0 }],
    ['Italy never posts', { locale: 'it-IT', flagOn: true, asked: 'physical', costs: COSTS }, { state: 'hidden', format: 'digital', shipping: 0 }],
    ['digital by default', { locale: 'fr-FR', flagOn: true, asked: undefined, costs: COSTS }, { state: 'offered', format: 'digital', shipping: 0 }],
    ['physical: own country shipping', { locale: 'fr-FR', flagOn: true, asked: 'physical', costs: COSTS }, { state: 'offered', format: 'physical', shipping: 490 }],
    ['physical: plus the international fee', { locale: 'nl-BE', flagOn: true, asked: 'physical', costs: COSTS }, { state: 'offered', format: 'physical', shipping: 840 }],
    ["while the costs load: digital, the physical shipping '---'", { locale: 'fr-FR', flagOn: true, asked: 'physical', costs: null }, { state: 'loading', format: 'digital', shipping: null }],
    ['while the costs load, digital asked', { locale: 'fr-FR', flagOn: true, asked: 'digital', costs: null }, { state: 'loading', format: 'digital', shipping: 0 }],
    ['the costs failed', { locale: 'fr-FR', flagOn: true, asked: 'physical', costs: 'error' }, { state: 'unavailable', format: 'digital', shipping: 0 }],
    ["no line for the visitor's country", { locale: 'es-ES', flagOn: true, asked: 'physical', costs: COSTS }, { state: 'unavailable', format: 'digital', shipping: 0 }],
  ] as const)('%s', (_name, input, expected) => {
    expect(stayGiftFormat(input as Parameters<typeof stayGiftFormat>[0])).toEqual(expected);
  });
});

describe("a physical gift stay's sleeve (§2.1 sleeves, §3 category 2, §5 only fetched ids)", () => {
  const EXTRAS = {
    categories: [
      { id: 1, name: 'Cards', label: 'Cartes', description: '', singleSelection: false },
      { id: 2, name: 'Sleeves', label: 'Fourreaux', description: '', singleSelection: true },
    ],
    availableCustomSubElements: [
      { id: 101, name: 'Carte Merci', imageUrl: null, categoryId: 1, price: 200, recommendedByWed: false },
      { id: 201, name: 'Fourreau or', imageUrl: null, categoryId: 2, price: 300, recommendedByWed: true },
    ],
  };
  it.each([
    ['the free standard one by default', undefined, { chosen: 'default', price: 0 }],
    ['a sleeve of the list', '201', { chosen: '201', price: 300 }],
    ['an id the list lacks: the standard one', '999', { chosen: 'default', price: 0 }],
    ["a card's id is no sleeve", '101', { chosen: 'default', price: 0 }],
  ])('%s', (_name, asked, expected) => {
    const choice = staySleeveChoice(EXTRAS, asked, 'Standard');
    expect(choice).toMatchObject({ label: 'Fourreaux', ...expected });
    expect(choice!.options.map((o) => o.id)).toEqual(['default', '201']);
  });
  it('offers none without a sleeves category', () => expect(staySleeveChoice({ categories: [EXTRAS.categories[0]], availableCustomSubElements: [] }, '201', 'Standard')).toBeNull());
});
