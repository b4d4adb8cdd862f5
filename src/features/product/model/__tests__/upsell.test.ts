/** @jest-environment node */
import { availableUpsells, upsellMove, UPSELL_NAVIGATION_DELAY_MS } from '../upsell';

describe('upsellMove (§4)', () => {
  it.each([
    [{ baseOfferId: 1, currentOfferId: 1, upsell: { id: 2 } }, { action: 'add', targetOfferId: 2, upsellFlag: true }],
    [{ baseOfferId: 1, currentOfferId: 2, upsell: { id: 2 } }, { action: 'remove', targetOfferId: 1, upsellFlag: false }],
    [{ baseOfferId: 1, currentOfferId: 2, upsell: { id: 3 } }, { action: 'add', targetOfferId: 3, upsellFlag: true }],
    [{ baseOfferId: 1, currentOfferId: 1, upsell: { id: 1 } }, null],
  ])('%j → %j', (input, expected) => expect(upsellMove(input)).toEqual(expected));

  it('navigates after 500 ms', () => expect(UPSELL_NAVIGATION_DELAY_MS).toBe(500));
});

it('keeps positive, distinct upsells other than the offer, cheapest first', () => {
  const u = (id: number, priceDifference: number) => ({ id, label: `u${id}`, priceDifference });
  expect(availableUpsells([u(3, 40), u(1, 10), u(2, 20), u(2, 25), u(4, 0), u(5, Number.NaN)], 1).map((x) => x.id)).toEqual([2, 3]);
});
