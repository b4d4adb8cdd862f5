/** @jest-environment node */
import { canHandOff, priceCheck, priceUpdateActions, priceUpdateEvent } from '../price-check';

describe('priceCheck (§4)', () => {
  it.each<[number, number, ReturnType<typeof priceCheck>]>([
    [200, 200, { kind: 'same' }],
    [0.1 + 0.2, 0.3, { kind: 'same' }],
    [200, 189.5, { kind: 'lower', previous: 200, current: 189.5, diff: -10.5 }],
    [200, 210, { kind: 'higher', previous: 200, current: 210, diff: 10 }],
    [200, 200.01, { kind: 'higher', previous: 200, current: 200.01, diff: 0.01 }],
  ])('shown %s, live %s → %j', (shown, live, expected) => expect(priceCheck(shown, live)).toEqual(expected));
});

describe('priceUpdateActions', () => {
  it.each([
    ['lower', 'product', { back: true, continue: true }],
    ['higher', 'product', { back: false, continue: true }],
    ['lower', 'checkout', { back: true, continue: false }],
    ['higher', 'checkout', { back: true, continue: false }],
  ] as const)('%s from %s → %j', (kind, origin, expected) => expect(priceUpdateActions(kind, origin)).toEqual(expected));
});

it('builds the tracking event of an opening', () => {
  expect(priceUpdateEvent({ packageId: 12, check: { previous: 200, current: 210, diff: 10 }, page: 'product', dataFlowMode: 'pull' })).toEqual({
    package_id: 12,
    new_price: 210,
    previous_price: 200,
    page: 'product',
    data_flow_mode: 'pull',
  });
});

describe('canHandOff: refused when an error comes without a sell price', () => {
  it.each([
    [{ quoteError: true, sellPrice: null }, false],
    [{ quoteError: true, sellPrice: 0 }, false],
    [{ quoteError: true, sellPrice: 210 }, true],
    [{ quoteError: false, sellPrice: 210 }, true],
  ])('%j → %s', (input, expected) => expect(canHandOff(input)).toBe(expected));
});
