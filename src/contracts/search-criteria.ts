import type { DestinationCategory } from './autocomplete';

/** Sorts the stay search accepts (allowlist; search-and-discovery §9). */
export const ORDER_BY = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type OrderBy = (typeof ORDER_BY)[number];

export const ITEM_CATEGORIES = ['weekend', 'single_voucher', 'activity'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const FLOWS = ['booking', 'gifting', 'hotel', 'activity'] as const;
export type Flow = (typeof FLOWS)[number];

export const LOCATION_TYPES = ['city', 'poi', 'department', 'region', 'touristic', 'country', 'seaResort', 'skiResort', 'hotel'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * The catalog's kind of place (the autocomplete's category, `place_name.kind`, the table) of each location type of
 * the criteria: the one conversion between the two spellings the specs use (`touristic` → `touristic_region`).
 */
export const CATEGORY_OF_LOCATION_TYPE = {
  city: 'city',
  poi: 'poi',
  department: 'department',
  region: 'region',
  touristic: 'touristic_region',
  country: 'country',
  seaResort: 'sea_resort',
  skiResort: 'ski_resort',
  hotel: 'hotel',
} as const satisfies Record<LocationType, DestinationCategory>;

/**
 * Flexible dates (issue 36): instead of a check-in, an arrival rule, a length and one to three months; each offer
 * answers with its cheapest bookable stay in that window. 'weekend' = a Friday or Saturday arrival, 'any' = any day.
 */
export const FLEXIBLE_ARRIVALS = ['weekend', 'any'] as const;
export type FlexibleArrival = (typeof FLEXIBLE_ARRIVALS)[number];
/** The stay lengths a flexible search asks for (each offer brings it within its own min/max nights). */
export const FLEXIBLE_NIGHTS = [1, 2] as const;
export type FlexibleNights = (typeof FLEXIBLE_NIGHTS)[number];
/** At most this many months, among the next FLEXIBLE_MONTHS_AHEAD (the current month included). */
export const MAX_FLEXIBLE_MONTHS = 3;
export const FLEXIBLE_MONTHS_AHEAD = 12;
export type FlexibleDates = { arrival: FlexibleArrival; nights: FlexibleNights; months: string[] };

/**
 * The months a flexible search may name on a point of sale's day: its month and the eleven after it.
 * flexibleMonthsFrom('2026-12-07') → ['2026-12', '2027-01', …, '2027-11']
 */
export function flexibleMonthsFrom(today: string): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: FLEXIBLE_MONTHS_AHEAD }, (_, i) => {
    const index = year * 12 + month - 1 + i;
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

export type { FallbackKey, SearchCriteria, SearchCriteriaInput } from './search-criteria.schema';
