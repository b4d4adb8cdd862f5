/** What GET {api}/facets.json can count (search-and-discovery §3 "Filter facets", §7). */
export const FACET_PROPERTY_TYPES = ['price', 'score', 'facility', 'pets', 'stars', 'style', 'type', 'environment', 'tag', 'activityGroup', 'activity'] as const;
export type FacetPropertyType = (typeof FACET_PROPERTY_TYPES)[number];

export type { FacetsQuery, FacetValue, FacetsResponse } from './facets.schema';
