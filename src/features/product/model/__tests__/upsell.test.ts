/** @jest-environment node */
import { availableUpsells, upsellMove, UPSELL_NAVIGATION_DELAY_MS } from '../upsell';

describe('upsellMove (§4): the offer opened and the base kept in the hash', () => {
  it.each([
    ['add on the base offer', { currentOfferId: 1, baseOfferId: null, upsellId: 2, action: 'add' }, { action: 'add', targetOfferId: 2, baseOfferId: 1 }],
    ['remove the upsell shown', { currentOfferId: 2, baseOfferId: 1, upsellId: 2, action: 'remove' }, { action: 'remove', targetOfferId: 1, baseOfferId: null }],
    ['add another on an upsell page keeps the base', { currentOfferId: 2, baseOfferId: 1, upsellId: 3, action: 'add' }, { action: 'add', targetOfferId: 3, baseOfferId: 1 }],
    ['the offer itself', { currentOfferId: 1, baseOfferId: null, upsellId: 1, action: 'add' }, null],
    ['the base as an upsell of its upsell', { currentOfferId: 2, baseOfferId: 1, upsellId: 1, action: 'add' }, null],
    ['remove without a base', { currentOfferId: 2, baseOfferId: null, upsellId: 2, action: 'remove' }, null],
    ['a base equal to the page is no base', { currentOfferId: 2, baseOfferId: 2, upsellId: 2, action: 'remove' }, null],
  ] as const)('%s', (_name, input, expected) => expect(upsellMove(input)).toEqual(expected));

  it('navigates after 500 ms', () => expect(UPSELL_NAVIGATION_DELAY_MS).toBe(500));
});

it('keeps positive, distinct upsells other than the offer, cheapest first', () => {
  const u = (id: number, priceDifference: number) => ({ id, label: `u${id}`, priceDifference });
  expect(availableUpsells([u(3, 40), u(1, 10), u(2, 20), u(2, 25), u(4, 0), u(5, Number.NaN)], 1).map((x) => x.id)).toEqual([2, 3]);
});
