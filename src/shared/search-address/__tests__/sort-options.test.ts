/** @jest-environment node */
import type { Flow, OrderBy } from '@/contracts/search-criteria';
import { effectiveSort, isSortAvailable, sortOptions } from '@/shared/search-address';

describe('sortOptions', () => {
  it.each<[Flow, boolean, OrderBy[]]>([
    ['booking', false, ['priceQuality', 'promo', 'priceAsc', 'popularity']],
    ['booking', true, ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']],
    ['hotel', false, ['priceQuality', 'priceAsc', 'popularity']],
    ['hotel', true, ['priceQuality', 'distance', 'priceAsc', 'popularity']],
    ['gifting', false, ['priceQuality', 'svPriceDesc', 'svPriceAsc']],
    ['gifting', true, ['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc']],
    ['activity', false, ['priceQuality']],
    ['activity', true, ['priceQuality', 'distance']],
  ])('%s, position %s → %o', (flow, hasPosition, expected) => {
    expect(sortOptions({ flow, hasPosition })).toEqual(expected);
  });

  it.each([
    ['promo', 'booking', true],
    ['promo', 'hotel', false],
    ['nope', 'booking', false],
    ['toString', 'booking', false],
  ] as const)('%s available in %s: %s', (sort, flow, expected) => {
    expect(isSortAvailable(sort, { flow, hasPosition: true })).toBe(expected);
  });

  it.each([
    [undefined, 'priceQuality'],
    ['svPriceAsc', 'priceQuality'],
    ['priceAsc', 'priceAsc'],
  ] as const)('effective sort of %s in booking → %s', (sort, expected) => {
    expect(effectiveSort(sort, { flow: 'booking', hasPosition: false })).toBe(expected);
  });
});
