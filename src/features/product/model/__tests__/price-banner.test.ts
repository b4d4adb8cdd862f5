/** @jest-environment node */
import { bookButtonLabel, noOffersMessage, priceBanner, priceStressMessages, type PriceBannerInput } from '../price-banner';

const base: PriceBannerInput = { gifting: false, loading: false, priceType: 'final', promo: 0, moneySaved: 0 };

describe('priceBanner (§2.1)', () => {
  it.each<[Partial<PriceBannerInput>, ReturnType<typeof priceBanner>]>([
    [{ gifting: true, loading: true, promo: 30 }, null],
    [{ loading: true, promo: 30 }, { kind: 'loading' }],
    [{ promo: 20, moneySaved: 40 }, { kind: 'savings', moneySaved: 40, promo: 20 }],
    [{ promo: 9, moneySaved: 10 }, { kind: 'default' }],
    [{ promo: 20, moneySaved: 0 }, { kind: 'default' }],
    [{ priceType: 'from', promo: 25 }, { kind: 'upToPromo', promo: 25 }],
    [{ priceType: 'from', promo: 9.4 }, { kind: 'default' }],
    [{}, { kind: 'default' }],
  ])('%j → %j', (input, expected) => expect(priceBanner({ ...base, ...input })).toEqual(expected));
});

describe('priceStressMessages', () => {
  const night = (best: boolean, promo: boolean) => ({ bestPriceOfTheMonth: best, highestPromoOfTheMonth: promo });
  it.each([
    [[], []],
    [[night(true, false), night(true, false)], ['cheapest']],
    [[night(true, true)], ['cheapest', 'highestDiscount']],
    [[night(true, true), night(false, true)], ['highestDiscount']],
    [[night(true, false), night(false, true)], []],
  ])('%j → %j', (nights, expected) => expect(priceStressMessages(nights)).toEqual(expected));
});

it('labels the book button and the no-offer message by the dates', () => {
  expect(bookButtonLabel(true)).toBe('book');
  expect(bookButtonLabel(false)).toBe('seePrices');
  expect(noOffersMessage(true)).toBe('noAvailability');
  expect(noOffersMessage(false)).toBe('noOffers');
});
