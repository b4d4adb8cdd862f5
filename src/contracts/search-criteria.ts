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

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

export type { FallbackKey, SearchCriteria, SearchCriteriaInput } from './search-criteria.schema';
