/** Sorts the stay search accepts (allowlist; search-and-discovery §9). */
export const ORDER_BY = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;
export type OrderBy = (typeof ORDER_BY)[number];

export const ITEM_CATEGORIES = ['weekend', 'single_voucher', 'activity'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const FLOWS = ['booking', 'gifting', 'hotel', 'activity'] as const;
export type Flow = (typeof FLOWS)[number];

export const LOCATION_TYPES = ['city', 'poi', 'department', 'region', 'touristic', 'country', 'seaResort', 'skiResort', 'hotel'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

export type { FallbackKey, SearchCriteria, SearchCriteriaInput } from './search-criteria.schema';
