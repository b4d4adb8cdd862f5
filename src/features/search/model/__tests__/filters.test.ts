/** @jest-environment node */
import { parseSearchState, serializeSearchHash } from '@/shared/search-address';
import {
  applyDraft, budgetToSlider, chooseHotelScore, clampDistance, clearFilter, CITY_DISTANCE_BOUNDS, DISTANCE_BOUNDS, distanceBoundsFor,
  draftFromState, filterCount, priceSliderTop, BUDGET_FALLBACK_MAX_CENTS, isOptionDisabled, resetFilters, shouldRefreshFacets, sliderToBudget, sliderToDistance, toggleValue,
  type FiltersDraft, type FilterGroup,
} from '../filters';

const NOW = new Date('2026-11-25T10:00:00Z');
const state = (hash: string, query: Record<string, string> = {}) => parseSearchState(hash, query, NOW, 'Europe/Paris');
const FULL =
  'city=12&a=3&theme=26&sort=promo&activities=3,4&priceMin=5000&priceMax=20000&hotelScore=8&minHotelReviewScore=7&distanceMin=5&distanceMax=40&stars=5,4&tags=spa&facilities=wifi,pets&hotelTypes=castle&hotelEnvironments=sea&hotelStyles=design';
const EMPTY: FiltersDraft = {
  activities: [], budget: {}, hotelScore: 0, distance: {}, stars: [], facilities: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [], tags: [],
};

describe('draft and applied filters', () => {
  it('starts a draft from the address, pets among facilities', () => {
    expect(draftFromState(state(FULL))).toEqual({
      activities: [3, 4], budget: { min: 5000, max: 20000 }, hotelScore: 8, distance: { min: 5, max: 40 }, stars: [5, 4],
      facilities: ['wifi', 'pets'], hotelTypes: ['castle'], hotelEnvironments: ['sea'], hotelStyles: ['design'], tags: ['spa'],
    });
    expect(draftFromState(state('singleVoucherPriceMin=100&priceMin=5', { flow: 'gifting' })).budget).toEqual({ min: 100 });
  });

  it('applies a draft back to the same state, and on the first page', () => {
    const applied = state(FULL, { page: '3' });
    expect(applyDraft(applied, draftFromState(applied))).toEqual({ ...applied, page: 0 });
  });

  it('applies a changed draft: pets become petsAllowed, score 0 clears, crossed bounds are put in order', () => {
    const next = applyDraft(state('city=12&hotelScore=8&priceMin=100'), { ...EMPTY, facilities: ['pets', 'spa'], budget: { min: 9000, max: 3000 }, hotelScore: 0, distance: { max: 20 } });
    expect(next).toMatchObject({ facilities: ['spa'], petsAllowed: true, priceMin: 3000, priceMax: 9000, distanceMax: 20 });
    expect(next).not.toHaveProperty('hotelScore');
    expect(next).not.toHaveProperty('distanceMin');
    expect(serializeSearchHash(next)).toBe('city=12&distanceMax=20&facilities=spa&petsAllowed=1&priceMax=9000&priceMin=3000');
  });

  it('applies the budget to the single-voucher price in gifting', () => {
    const next = applyDraft(state('', { flow: 'gifting' }), { ...EMPTY, budget: { min: 1000 } });
    expect(next.singleVoucherPriceMin).toBe(1000);
    expect(next).not.toHaveProperty('priceMin');
  });

  it('resets exactly the whitelisted filters and keeps the rest', () => {
    const reset = resetFilters(state(FULL, { page: '2' }));
    expect(reset).toEqual({
      ...state('city=12&a=3&theme=26&sort=promo&hotelTypes=castle&hotelEnvironments=sea&hotelStyles=design'),
    });
  });

  it.each<[FilterGroup, string]>([
    ['activities', 'activities'],
    ['price', 'priceMin,priceMax'],
    ['distance', 'distanceMin,distanceMax'],
    ['facilities', 'facilities,petsAllowed'],
    ['moreFilters', 'hotelScore,minHotelReviewScore,stars,tags,hotelTypes,hotelEnvironments,hotelStyles'],
  ])('clears one filter: %s removes %s', (group, keys) => {
    const before = serializeSearchHash(state(FULL));
    const after = serializeSearchHash(clearFilter(state(FULL, { page: '2' }), group));
    const removed = before.split('&').filter((p) => !after.split('&').includes(p)).map((p) => p.split('=')[0]);
    expect(removed.sort()).toEqual(keys.split(',').sort());
    expect(clearFilter(state(FULL, { page: '2' }), group).page).toBe(0);
  });
});

describe('choosing values', () => {
  it.each([
    [['wifi'], 'wifi', []],
    [['wifi'], 'spa', ['wifi', 'spa']],
    [[], 'spa', ['spa']],
  ])('toggleValue(%o, %s) → %o', (list, value, expected) => {
    expect(toggleValue(list, value)).toEqual(expected);
  });

  it.each([
    [0, 8, 8],
    [8, 8, 0],
    [8, 9, 9],
  ])('chooseHotelScore(%s, %s) → %s', (current, chosen, expected) => {
    expect(chooseHotelScore(current, chosen)).toBe(expected);
  });

  it.each([
    [0, false, true],
    [0, true, false],
    [3, false, false],
  ])('option with count %s, chosen %s → disabled %s', (count, chosen, expected) => {
    expect(isOptionDisabled(count, chosen)).toBe(expected);
  });

  it('refreshes facets only while a panel is open and the draft changed', () => {
    const draft = { ...EMPTY, stars: [5, 4] };
    expect(shouldRefreshFacets(true, draft, null)).toBe(true);
    expect(shouldRefreshFacets(false, draft, null)).toBe(false);
    expect(shouldRefreshFacets(true, draft, { ...EMPTY, stars: [4, 5] })).toBe(false);
    expect(shouldRefreshFacets(true, draft, { ...EMPTY, stars: [4] })).toBe(true);
    expect(shouldRefreshFacets(true, draft, { ...draft, budget: { max: 100 } })).toBe(true);
  });
});

describe('filterCount', () => {
  it.each<[Partial<FiltersDraft>, number, number]>([
    [{}, 0, 0],
    [{ hotelTypes: ['a', 'b'], hotelEnvironments: ['c'], hotelStyles: ['d'] }, 4, 4],
    [{ hotelScore: 8 }, 1, 1],
    [{ stars: [5, 4, 3] }, 1, 3],
    [{ tags: ['spa', 'golf'] }, 2, 2],
    [{ facilities: ['wifi', 'pets'] }, 0, 2],
    [{ activities: [1, 2, 3] }, 0, 3],
    [{ budget: { min: 1000 } }, 0, 1],
    [{ budget: { min: 1000, max: 5000 } }, 0, 1],
    [{ distance: { max: 30 } }, 0, 1],
    [{ hotelTypes: ['a'], hotelScore: 9, stars: [5, 4], facilities: ['wifi'], activities: [1], budget: { max: 100 }, distance: { max: 5 } }, 3, 8],
  ])('%o → desktop %s, mobile %s', (draft, desktop, mobile) => {
    expect(filterCount({ ...EMPTY, ...draft }, 'desktop')).toBe(desktop);
    expect(filterCount({ ...EMPTY, ...draft }, 'mobile')).toBe(mobile);
  });
});

describe('price slider', () => {
  it.each<[number, number, 'booking' | 'activity' | 'gifting', { min?: number; max?: number }]>([
    [9, 250, 'booking', {}],
    [0, 300, 'booking', {}],
    [10, 249, 'booking', { min: 1000, max: 24900 }],
    [40.4, 120.6, 'booking', { min: 4000, max: 12100 }],
    [120, 40, 'booking', { min: 4000, max: 12000 }],
    [1, 250, 'activity', {}],
    [2, 30, 'activity', { min: 200, max: 3000 }],
    [5, 30, 'booking', { max: 3000 }],
    [Number.NaN, Number.NaN, 'gifting', {}],
  ])('[%s, %s] in %s → %o', (low, high, flow, expected) => {
    expect(sliderToBudget(low, high, flow)).toEqual(expected);
  });

  it.each([
    [{}, 'booking', { min: 9, max: 250, low: 9, high: 250, highPlus: true }],
    [{ min: 5000, max: 12000 }, 'booking', { min: 9, max: 250, low: 50, high: 120, highPlus: false }],
    [{ min: 100, max: 99_999_900 }, 'booking', { min: 9, max: 250, low: 9, high: 250, highPlus: true }],
    [{}, 'activity', { min: 1, max: 250, low: 1, high: 250, highPlus: true }],
    [{ min: 4950 }, 'booking', { min: 9, max: 250, low: 49, high: 250, highPlus: true }],
  ] as const)('%o in %s → %o', (budget, flow, expected) => {
    expect(budgetToSlider(budget, flow)).toEqual(expected);
  });
});

describe('price slider top from the facets\' price range', () => {
  it.each<[{ min: number; max: number } | null | undefined, 'booking' | 'activity', number]>([
    // No range (facets not loaded, failed, or nothing matches): the 1,000 € budget fallback, capped at the slider's 250.
    [undefined, 'booking', 250],
    [null, 'booking', 250],
    // A range: its highest price rounded up to whole euros.
    [{ min: 4500, max: 18040 }, 'booking', 181],
    [{ min: 4500, max: 18000 }, 'booking', 180],
    [{ min: 9000, max: 50_000 }, 'booking', 250],
    // Never at or below the floor (the slider needs two positions).
    [{ min: 500, max: 700 }, 'booking', 10],
    [{ min: 50, max: 80 }, 'activity', 2],
  ])('%o in %s → %s', (range, flow, expected) => {
    expect(priceSliderTop(range, flow)).toBe(expected);
  });

  it('keeps the fallback at 1,000 € (100000 cents)', () => expect(BUDGET_FALLBACK_MAX_CENTS).toBe(100_000));

  it.each<[number, number, number, { min?: number; max?: number }]>([
    [9, 181, 181, {}],
    [9, 150, 181, { max: 15000 }],
    [40, 200, 181, { min: 4000 }],
  ])('[%s, %s] under a top of %s → %o', (low, high, top, expected) => {
    expect(sliderToBudget(low, high, 'booking', top)).toEqual(expected);
  });

  it.each([
    [{}, 181, { min: 9, max: 181, low: 9, high: 181, highPlus: false }],
    [{ max: 22000 }, 181, { min: 9, max: 181, low: 9, high: 181, highPlus: false }],
    [{ min: 5000, max: 12000 }, 181, { min: 9, max: 181, low: 50, high: 120, highPlus: false }],
  ] as const)('%o under a top of %s → %o', (budget, top, expected) => {
    expect(budgetToSlider(budget, 'booking', top)).toEqual(expected);
  });
});

describe('distance slider', () => {
  it.each([
    [30, DISTANCE_BOUNDS, 30],
    [30.4, DISTANCE_BOUNDS, 30],
    [-5, DISTANCE_BOUNDS, 0],
    [500, DISTANCE_BOUNDS, 300],
    [500, CITY_DISTANCE_BOUNDS, 100],
    [Number.NaN, CITY_DISTANCE_BOUNDS, 0],
  ])('clampDistance(%s, %o) → %s', (value, bounds, expected) => {
    expect(clampDistance(value, bounds)).toBe(expected);
  });

  it.each([
    [0, 40, { max: 40 }],
    [10, 40, { min: 10, max: 40 }],
    [60, 10, { min: 10, max: 60 }],
    [0, 500, { max: 100 }],
  ])('sliderToDistance(%s, %s) around a city → %o', (low, high, expected) => {
    expect(sliderToDistance(low, high, CITY_DISTANCE_BOUNDS)).toEqual(expected);
  });

  it('uses the city bounds when a city is searched', () => {
    expect(distanceBoundsFor({ city: 12 })).toBe(CITY_DISTANCE_BOUNDS);
    expect(distanceBoundsFor({})).toBe(DISTANCE_BOUNDS);
  });
});
