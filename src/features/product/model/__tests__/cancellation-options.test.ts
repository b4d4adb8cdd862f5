import { describe, expect, it } from '@jest/globals';
import type { ProductOffer } from '@/contracts/product-offers';
import { cancellationOptions, optionPriceLabel } from '../cancellation-options';

const offer = (weekendId: number, sellPrice: number | null, overrides: Partial<ProductOffer> = {}): ProductOffer => ({
  weekendId,
  label: `Offer ${weekendId}`,
  imageUrl: '',
  nights: 2,
  current: false,
  sameProgram: true,
  bookable: sellPrice !== null,
  priceInfo: sellPrice === null ? null : { sellPrice, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: 2, pricePerNight: Math.ceil(sellPrice / 2), currency: 'EUR' },
  cancellationPolicy: { cancellable: false, message: '', cancellationDeadline: null },
  ...overrides,
});
const flexible = { cancellable: true, message: '', cancellationDeadline: '2026-12-01' };

describe('cancellationOptions', () => {
  it.each([
    ['the product alone: no choice', [offer(1, 20000, { current: true })], []],
    ['the product and a flexible option dearer', [offer(2, 24000, { cancellationPolicy: flexible }), offer(1, 20000, { current: true })], [1, 2]],
    ['options cheapest first after the product', [offer(3, 26000), offer(2, 22000), offer(1, 24000, { current: true })], [1, 2, 3]],
    ['another program is not an option', [offer(1, 20000, { current: true }), offer(2, 18000, { sameProgram: false })], []],
    ['an option not bookable for the stay is left out', [offer(1, 20000, { current: true }), offer(2, null), offer(3, 21000)], [1, 3]],
    ['the product not bookable: no choice offered from it', [offer(1, null, { current: true }), offer(2, 21000), offer(3, 22000)], []],
  ])('%s', (_label, offers, expected) => {
    expect(cancellationOptions(offers).map((o) => o.weekendId)).toEqual(expected);
  });

  it("keeps each option's policy and price", () => {
    const [, other] = cancellationOptions([offer(1, 20000, { current: true }), offer(2, 24000, { cancellationPolicy: flexible })]);
    expect(other).toEqual({ weekendId: 2, label: 'Offer 2', current: false, cancellationPolicy: flexible, sellPrice: 24000, extraPrice: 4000 });
  });

  it.each([
    ['the product cheapest: it is included, the flexible one costs more', [offer(1, 20000, { current: true }), offer(2, 24000, { cancellationPolicy: flexible })], [0, 4000]],
    ['the product dearer: the cheaper option is included', [offer(1, 24000, { current: true }), offer(2, 20000), offer(3, 26000)], [4000, 0, 6000]],
    ['two options at the same price: both included', [offer(1, 20000, { current: true }), offer(2, 20000)], [0, 0]],
    ['an option not bookable does not set the base', [offer(1, 22000, { current: true }), offer(2, null), offer(3, 25000)], [0, 3000]],
  ])('prices each option over the cheapest (search §3): %s', (_label, offers, expected) => {
    expect(cancellationOptions(offers).map((o) => o.extraPrice)).toEqual(expected);
  });
});

describe('optionPriceLabel: an option priced 0 shows Included (search §3)', () => {
  it.each([
    [0, { kind: 'included' }],
    [4000, { kind: 'extra', amount: 4000 }],
  ])('%d cents → %j', (extraPrice, expected) => {
    expect(optionPriceLabel({ extraPrice })).toEqual(expected);
  });
});
