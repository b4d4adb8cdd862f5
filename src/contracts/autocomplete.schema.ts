import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { int } from './common.schema';
import { DESTINATION_CATEGORIES, AUTOCOMPLETE_MAX_TERM_LENGTH, AUTOCOMPLETE_DEFAULT_RESULTS, AUTOCOMPLETE_MAX_RESULTS } from './autocomplete';

export * from './autocomplete';

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
