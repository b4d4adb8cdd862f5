/** Where recommendations come from: the whole catalog, or the offers of one gift box (code). */
export const CATALOG_SOURCE_TYPES = ['catalog', 'box'] as const;
export const RECOMMENDED_RESULTS = 10;

export type { RecommendedAutocompleteQuery, RecommendedDestination, RecommendedAutocompleteResponse } from './recommended-autocomplete.schema';
