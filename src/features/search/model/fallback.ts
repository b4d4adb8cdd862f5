import type { SearchDetails } from '@/contracts/offers';
import type { FallbackKey, LocationType, SearchCriteriaInput } from '@/contracts/search-criteria';

/** Fallback blocks show at most 3 offers; a city or poi widens to 30 km around it (§9). */
export const FALLBACK_PAGE_SIZE = 3;
export const FALLBACK_RADIUS_KM = 30;

/** The searched place as the search details describe it (coordinates and parents when known). */
export type FallbackPlace = { type: LocationType; id: number; lat?: number; lng?: number; regionId?: number; countryId?: number };

export type FallbackStep = 'around' | 'expand' | 'removeDates' | 'removeCategory';

export type FallbackBlock = {
  order: number;
  /** The widenings applied, cumulative: each block widens the previous one by one more step. */
  steps: FallbackStep[];
  fallbackKey: FallbackKey;
  criteria: SearchCriteriaInput;
};

/** The place of a search from its details: location with coordinates, parents from the hierarchy. */
export function fallbackPlaceOf(details: Pick<SearchDetails, 'location' | 'locationHierarchy'>): FallbackPlace | null {
  if (!details.location) return null;
  const parent = (type: 'region' | 'country') => details.locationHierarchy.find((entry) => entry.type === type)?.id;
  const { id, type, lat, lng } = details.location;
  return { id, type, lat, lng, regionId: parent('region'), countryId: parent('country') };
}

type Widening = { step: 'around' | 'expand'; location: NonNullable<SearchCriteriaInput['location']>; ordered: boolean };

/**
 * How a place widens (§4): city or poi → 30 km around its coordinates (min distance 0);
 * department → its region; region or touristic area → its country. Anything else, or a place
 * missing what it needs (coordinates, parent), does not widen.
 */
function widen(place: FallbackPlace | null): Widening | null {
  if (!place) return null;
  const hasPoint = place.lat !== undefined && place.lng !== undefined;
  const point = hasPoint ? { latitude: place.lat, longitude: place.lng } : {};
  switch (place.type) {
    case 'city':
    case 'poi':
      return hasPoint ? { step: 'around', location: { ...point, minDistance: 0, maxDistance: FALLBACK_RADIUS_KM }, ordered: true } : null;
    case 'department':
      return place.regionId !== undefined ? { step: 'expand', location: { regionId: place.regionId, ...point }, ordered: hasPoint } : null;
    case 'region':
    case 'touristic':
      return place.countryId !== undefined ? { step: 'expand', location: { countryId: place.countryId, ...point }, ordered: hasPoint } : null;
    default:
      return null;
  }
}

/**
 * The fallback blocks to search when exact matches are fewer than a page, in the fixed order of §4:
 * widen the destination, then also remove the dates, then also remove the category; a step is
 * present only when its part of the search is set. Every block asks for page 0 of 3 offers and
 * excludes the hotels of the exact results.
 *
 * City 12 at (41.4, 2.2) with dates and theme 26 →
 *   1. around (30 km, ordered by distance)  2. around + removeDates  3. around + removeDates + removeCategory
 */
export function fallbackPlan(base: SearchCriteriaInput, place: FallbackPlace | null, exactHotelIds: readonly number[]): FallbackBlock[] {
  const widening = widen(place);
  const checkin = typeof base.checkin === 'string' ? base.checkin : undefined;
  const themeIds = Array.isArray(base.themeIds) ? (base.themeIds as unknown[]) : [];
  const themeId = typeof themeIds[0] === 'number' ? themeIds[0] : undefined;
  const baseExcluded = Array.isArray(base.excludedHotelIds) ? (base.excludedHotelIds as number[]) : [];
  const excludedHotelIds = [...new Set([...baseExcluded, ...exactHotelIds])];

  const steps: FallbackStep[] = [];
  if (widening) steps.push(widening.step);
  if (checkin !== undefined) steps.push('removeDates');
  if (themeIds.length > 0) steps.push('removeCategory');

  return steps.map((_, index) => {
    const applied = steps.slice(0, index + 1);
    const has = (step: FallbackStep) => applied.includes(step);
    const widened = widening && has(widening.step) ? widening : null;
    const fallbackKey: FallbackKey = {
      destination: place ? { value: place.id, type: place.type, isAround: widened?.step === 'around', isExpanded: widened?.step === 'expand' } : undefined,
      dates: checkin !== undefined ? { checkin, isRemoved: has('removeDates') } : undefined,
      category: themeIds.length > 0 ? { value: themeId, isRemoved: has('removeCategory') } : undefined,
      value: applied.join('+'),
      order: index,
    };
    const criteria: SearchCriteriaInput = {
      ...base,
      location: widened ? widened.location : base.location,
      orderBy: widened?.ordered ? 'distance' : base.orderBy,
      checkin: has('removeDates') ? undefined : base.checkin,
      nights: has('removeDates') ? undefined : base.nights,
      themeIds: has('removeCategory') ? [] : base.themeIds,
      excludedHotelIds,
      page: 0,
      pageSize: FALLBACK_PAGE_SIZE,
      fallbackKey,
    };
    return { order: index, steps: applied, fallbackKey: dropUndefined(fallbackKey), criteria: dropUndefined(criteria) };
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Fallbacks are searched when exact matches are fewer than a page (§9). */
export const needsFallbacks = (totalCount: number, pageSize: number): boolean => totalCount < pageSize;

/**
 * Keeps, in each block, offers of hotels not shown before (exact results, earlier blocks, earlier
 * offers of the block), at most 3.
 * Blocks are fetched at once, so a hotel found by two blocks appears only in the first.
 */
export function dedupeFallbackOffers<T extends { hotel: { id: number } }>(blocks: readonly (readonly T[])[], exactHotelIds: readonly number[]): T[][] {
  const shown = new Set(exactHotelIds);
  return blocks.map((offers) => {
    const kept: T[] = [];
    for (const offer of offers) {
      if (kept.length === FALLBACK_PAGE_SIZE || shown.has(offer.hotel.id)) continue;
      kept.push(offer);
      shown.add(offer.hotel.id);
    }
    return kept;
  });
}

/** Which notice of §8 a results page shows. */
export type ResultsNotice = 'noResults' | 'noExactResults' | 'suggestions' | null;

/**
 * exact empty and no fallback offers → 'noResults' (with 'Remove all filters');
 * exact empty, fallback offers → 'noExactResults' ('No exact results found.' + the suggestion text);
 * both → 'suggestions' ('Suggestion of stays, these results might be outside...'); exact only → null.
 */
export function resultsNotice(exactCount: number, fallbackCount: number): ResultsNotice {
  if (exactCount === 0) return fallbackCount > 0 ? 'noExactResults' : 'noResults';
  return fallbackCount > 0 ? 'suggestions' : null;
}
