import { z } from 'zod';
import { catalogLocale, int } from './common';

/** The nine destination kinds, spelt as place_name.kind (search-and-discovery §3 'Destination suggestion'). */
export const DESTINATION_CATEGORIES = ['poi', 'hotel', 'city', 'region', 'department', 'country', 'touristic_region', 'ski_resort', 'sea_resort'] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** Terms shorter than this (after folding) answer an empty list: one letter matches half the catalog. */
export const AUTOCOMPLETE_MIN_TERM_LENGTH = 2;
export const AUTOCOMPLETE_MAX_TERM_LENGTH = 100;
export const AUTOCOMPLETE_DEFAULT_RESULTS = 30;
export const AUTOCOMPLETE_MAX_RESULTS = 50;

/** GET /api/autocomplete-geonames.json?term&locale&maxResults */
export const autocompleteQuerySchema = z.object({
  term: z.string().max(AUTOCOMPLETE_MAX_TERM_LENGTH).default(''),
  locale: catalogLocale.default('fr_FR'),
  maxResults: int(1, AUTOCOMPLETE_MAX_RESULTS).default(AUTOCOMPLETE_DEFAULT_RESULTS),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const destinationSuggestionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  category: z.enum(DESTINATION_CATEGORIES),
  postalcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** the place it lies in, to tell namesakes apart ('Provence-Alpes-Côte d'Azur, France'); null for countries */
  parentLabel: z.string().nullable(),
});
export type DestinationSuggestion = z.infer<typeof destinationSuggestionSchema>;

/** Best match first. */
export const autocompleteResponseSchema = z.array(destinationSuggestionSchema);
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
