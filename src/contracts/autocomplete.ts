/** The nine destination kinds, spelt as place_name.kind (search-and-discovery §3 'Destination suggestion'). */
export const DESTINATION_CATEGORIES = ['poi', 'hotel', 'city', 'region', 'department', 'country', 'touristic_region', 'ski_resort', 'sea_resort'] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** Terms shorter than this (after folding) answer an empty list: one letter matches half the catalog. */
export const AUTOCOMPLETE_MIN_TERM_LENGTH = 2;
export const AUTOCOMPLETE_MAX_TERM_LENGTH = 100;
export const AUTOCOMPLETE_DEFAULT_RESULTS = 30;
export const AUTOCOMPLETE_MAX_RESULTS = 50;

export type { AutocompleteQuery, DestinationSuggestion, AutocompleteResponse } from './autocomplete.schema';
