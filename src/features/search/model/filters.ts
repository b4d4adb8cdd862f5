import type { Flow } from '@/contracts/search-criteria';
import { PETS_FACILITY, splitPets } from '@/shared/search-address';
import type { SearchState } from '@/shared/search-address';
import { centsFromEuros, wholeEurosDown, wholeEurosUp } from '@/lib/money';

/** The filters being edited in a dropdown or the mobile modal; applied to the hash on confirm. */
export type FiltersDraft = {
  activities: number[];
  /** Cents; the single-voucher price in gifting. */
  budget: { min?: number; max?: number };
  /** 0 means all scores. */
  hotelScore: number;
  /** Kilometres. */
  distance: { min?: number; max?: number };
  stars: number[];
  /** Facility codes, with the pets pseudo-value when pets are allowed. */
  facilities: string[];
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  tags: string[];
};

export type FilterGroup = 'activities' | 'price' | 'distance' | 'facilities' | 'moreFilters';

/** Parameters Reset clears (§4), as the spec names them; the state fields they stand for are in RESET_FIELDS. */
export const RESET_HASH_KEYS = [
  'activities', 'budget', 'hotelScore', 'distance', 'stars', 'tags', 'minHotelReviewScore',
  'amenities', 'facilities', 'petsAllowed', 'distanceMin', 'distanceMax', 'priceMin', 'priceMax',
] as const;

/** Budget is the price or the single-voucher price; amenities are facilities; types, environments, styles are kept. */
export const RESET_FIELDS = [
  'activities', 'priceMin', 'priceMax', 'singleVoucherPriceMin', 'singleVoucherPriceMax', 'hotelScore', 'distanceMin',
  'distanceMax', 'stars', 'tags', 'minHotelReviewScore', 'facilities', 'petsAllowed',
] as const satisfies readonly (keyof SearchState)[];

const CLEARED: Pick<SearchState, 'activities' | 'stars' | 'tags' | 'facilities' | 'petsAllowed'> = {
  activities: [],
  stars: [],
  tags: [],
  facilities: [],
  petsAllowed: false,
};

function without<K extends keyof SearchState>(state: SearchState, keys: readonly K[]): SearchState {
  const copy = { ...state };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The draft a panel starts from: the applied filters of the address. */
export function draftFromState(state: SearchState): FiltersDraft {
  const gifting = state.flow === 'gifting';
  return {
    activities: [...state.activities],
    budget: dropUndefined({ min: gifting ? state.singleVoucherPriceMin : state.priceMin, max: gifting ? state.singleVoucherPriceMax : state.priceMax }),
    hotelScore: state.hotelScore ?? 0,
    distance: dropUndefined({ min: state.distanceMin, max: state.distanceMax }),
    stars: [...state.stars],
    facilities: state.petsAllowed ? [...state.facilities, PETS_FACILITY] : [...state.facilities],
    hotelTypes: [...state.hotelTypes],
    hotelEnvironments: [...state.hotelEnvironments],
    hotelStyles: [...state.hotelStyles],
    tags: [...state.tags],
  };
}

/** Confirm: the draft becomes the applied filters, back on the first page. */
export function applyDraft(state: SearchState, draft: FiltersDraft): SearchState {
  const { facilities, petsAllowed } = splitPets(draft.facilities);
  const [min, max] = ordered(draft.budget.min, draft.budget.max);
  const [distanceMin, distanceMax] = ordered(draft.distance.min, draft.distance.max);
  const priceKeys = state.flow === 'gifting' ? (['singleVoucherPriceMin', 'singleVoucherPriceMax'] as const) : (['priceMin', 'priceMax'] as const);
  const next: SearchState = {
    ...without(state, [...priceKeys, 'distanceMin', 'distanceMax', 'hotelScore']),
    page: 0,
    activities: [...new Set(draft.activities)],
    stars: [...new Set(draft.stars)],
    facilities: [...new Set(facilities)],
    petsAllowed,
    hotelTypes: [...new Set(draft.hotelTypes)],
    hotelEnvironments: [...new Set(draft.hotelEnvironments)],
    hotelStyles: [...new Set(draft.hotelStyles)],
    tags: [...new Set(draft.tags)],
  };
  return dropUndefined({
    ...next,
    [priceKeys[0]]: min,
    [priceKeys[1]]: max,
    distanceMin,
    distanceMax,
    hotelScore: draft.hotelScore > 0 ? draft.hotelScore : undefined,
  });
}

/** Reset (§4): clears the whitelisted filters, keeps everything else, back on the first page. */
export function resetFilters(state: SearchState): SearchState {
  return { ...without(state, RESET_FIELDS), ...CLEARED, page: 0 };
}

/** Clear in one dropdown: removes that filter only (the caller searches at once). */
export function clearFilter(state: SearchState, group: FilterGroup): SearchState {
  const base = { ...state, page: 0 };
  switch (group) {
    case 'activities':
      return { ...base, activities: [] };
    case 'price':
      return without(base, ['priceMin', 'priceMax', 'singleVoucherPriceMin', 'singleVoucherPriceMax']);
    case 'distance':
      return without(base, ['distanceMin', 'distanceMax']);
    case 'facilities':
      return { ...base, facilities: [], petsAllowed: false };
    case 'moreFilters':
      return { ...without(base, ['hotelScore', 'minHotelReviewScore']), stars: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [], tags: [] };
  }
}

/** Choosing a value already chosen removes it: toggleValue(['wifi'], 'wifi') → []; toggleValue([], 'spa') → ['spa']. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Choosing the chosen hotel score again resets it to 0 (all scores): chooseHotelScore(8, 8) → 0. */
export const chooseHotelScore = (current: number, chosen: number): number => (current === chosen ? 0 : chosen);

/** A facet option with count 0 is disabled unless already chosen. */
export const isOptionDisabled = (count: number, chosen: boolean): boolean => count === 0 && !chosen;

/** Counts refresh while a panel is open and the draft differs from the last one fetched. */
export function shouldRefreshFacets(panelOpen: boolean, draft: FiltersDraft, lastFetched: FiltersDraft | null): boolean {
  return panelOpen && (lastFetched === null || canonical(draft) !== canonical(lastFetched));
}

/**
 * The filter count badge (§9).
 * desktop (the 'More filters' button): each type, environment, style and tag; 1 for a hotel score; 1 for any stars.
 * mobile (the Filter button, all filters): each type, environment, style, tag, star, facility (pets
 * included) and activity; 1 for a hotel score; 1 for a changed budget; 1 for a changed distance.
 */
export function filterCount(draft: FiltersDraft, variant: 'desktop' | 'mobile'): number {
  const each = draft.hotelTypes.length + draft.hotelEnvironments.length + draft.hotelStyles.length + draft.tags.length;
  const score = draft.hotelScore > 0 ? 1 : 0;
  if (variant === 'desktop') return each + score + (draft.stars.length > 0 ? 1 : 0);
  const budget = draft.budget.min !== undefined || draft.budget.max !== undefined ? 1 : 0;
  const distance = draft.distance.min !== undefined || draft.distance.max !== undefined ? 1 : 0;
  return each + score + draft.stars.length + draft.facilities.length + draft.activities.length + budget + distance;
}

// ---------- sliders ----------

/**
 * Price slider in whole currency units (§5): the low end at or below the floor means no minimum
 * (9, or 1 in the activity flow where the slider starts at 1); the high end at 250 or more means no
 * maximum (shown '250+'); step 1; stored in cents.
 */
export const PRICE_SLIDER = { max: 250, step: 1, floor: 9, activityFloor: 1 } as const;

export type PriceSlider = { min: number; max: number; low: number; high: number; /** show the high end as '250+' */ highPlus: boolean };

/** The budget's top when the facets give no price range (§9 'budget fallback max 1000'): 1,000 €, in cents. */
export const BUDGET_FALLBACK_MAX_CENTS = 100_000;

const floorOf = (flow: Flow) => (flow === 'activity' ? PRICE_SLIDER.activityFloor : PRICE_SLIDER.floor);

/**
 * The price slider's top in whole units: the facets' highest price rounded up, or the 1,000 € fallback when they
 * give no range (not loaded, failed, nothing matches); never above 250 (§9), never at or below the floor.
 * { max: 18040 } → 181; null → 250 (1000 capped); { max: 50000 } → 250.
 */
export function priceSliderTop(range: { min: number; max: number } | null | undefined, flow: Flow): number {
  const budgetMax = range ? wholeEurosUp(range.max) : wholeEurosDown(BUDGET_FALLBACK_MAX_CENTS);
  return Math.max(floorOf(flow) + PRICE_SLIDER.step, Math.min(PRICE_SLIDER.max, budgetMax));
}

/** Budget (cents) → slider positions: { min: 5000 } → low 50, high 250 (shown 250+). */
export function budgetToSlider(budget: { min?: number; max?: number }, flow: Flow, top: number = PRICE_SLIDER.max): PriceSlider {
  const min = floorOf(flow);
  const low = budget.min !== undefined ? clamp(wholeEurosDown(budget.min), min, top) : min;
  const high = budget.max !== undefined ? clamp(wholeEurosUp(budget.max), min, top) : top;
  return { min, max: top, low, high, highPlus: high >= PRICE_SLIDER.max };
}

/** Slider positions → budget in cents: [9, 250] → {}; [40, 120] → { min: 4000, max: 12000 }; the high end at `top` is no maximum. */
export function sliderToBudget(low: number, high: number, flow: Flow, top: number = PRICE_SLIDER.max): { min?: number; max?: number } {
  const floor = floorOf(flow);
  const [a, b] = [step(low, floor, floor, top), step(high, floor, top, top)].sort((x, y) => x - y);
  return dropUndefined({ min: a <= floor ? undefined : centsFromEuros(a), max: b >= top ? undefined : centsFromEuros(b) });
}

/** A slider position on the step grid within [floor, top]; not a number → `otherwise` (that end open). */
const step = (value: number, floor: number, otherwise: number, top: number) =>
  clamp(Number.isFinite(value) ? Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step : otherwise, floor, top);

/** Distance slider bounds in km (not given by the spec): around a city, and elsewhere. */
export const DISTANCE_BOUNDS = { min: 0, max: 300 } as const;
export const CITY_DISTANCE_BOUNDS = { min: 0, max: 100 } as const;
export type Bounds = { min: number; max: number };

export const distanceBoundsFor = (state: Pick<SearchState, 'city'>): Bounds => (state.city !== undefined ? CITY_DISTANCE_BOUNDS : DISTANCE_BOUNDS);

/** Distance slider value: whole kilometres (step 1) clamped to the bounds; not a number → the low bound. */
export function clampDistance(value: number, bounds: Bounds): number {
  return Number.isFinite(value) ? clamp(Math.round(value), bounds.min, bounds.max) : bounds.min;
}

/** Slider [low, high] → distance filter: a low end at the lower bound sets no minimum. */
export function sliderToDistance(low: number, high: number, bounds: Bounds): { min?: number; max?: number } {
  const [a, b] = [clampDistance(low, bounds), clampDistance(high, bounds)].sort((x, y) => x - y);
  return dropUndefined({ min: a > bounds.min ? a : undefined, max: b });
}

// ---------- helpers ----------

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function canonical(draft: FiltersDraft): string {
  const sorted = <T>(list: readonly T[]) => [...list].map(String).sort();
  return JSON.stringify([
    sorted(draft.activities), draft.budget.min ?? null, draft.budget.max ?? null, draft.hotelScore, draft.distance.min ?? null,
    draft.distance.max ?? null, sorted(draft.stars), sorted(draft.facilities), sorted(draft.hotelTypes),
    sorted(draft.hotelEnvironments), sorted(draft.hotelStyles), sorted(draft.tags),
  ]);
}
