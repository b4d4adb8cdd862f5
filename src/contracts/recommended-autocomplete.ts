import { z } from 'zod';
import { catalogLocale } from './common';
import { AUTOCOMPLETE_MAX_TERM_LENGTH, destinationSuggestionSchema } from './autocomplete';

/** Where recommendations come from: the whole catalog, or the offers of one gift box (code). */
export const CATALOG_SOURCE_TYPES = ['catalog', 'box'] as const;
export const RECOMMENDED_RESULTS = 10;

/** GET /api/recommendedAutocomplete.json?locale&q&catalogSourceType&catalogSourceCode */
export const recommendedAutocompleteQuerySchema = z
  .object({
    locale: catalogLocale.default('fr_FR'),
    q: z.string().max(AUTOCOMPLETE_MAX_TERM_LENGTH).default(''),
    catalogSourceType: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(CATALOG_SOURCE_TYPES))
      .default('catalog'),
    catalogSourceCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected a gift box code')
      .optional(),
  })
  .refine((q) => q.catalogSourceType !== 'box' || q.catalogSourceCode !== undefined, { message: 'catalogSourceCode is required with catalogSourceType=box', path: ['catalogSourceCode'] });
export type RecommendedAutocompleteQuery = z.infer<typeof recommendedAutocompleteQuerySchema>;

export const recommendedDestinationSchema = destinationSuggestionSchema.extend({
  /** active hotels in that destination (within the source) */
  hotelCount: z.number().int(),
});
export type RecommendedDestination = z.infer<typeof recommendedDestinationSchema>;

export const recommendedAutocompleteResponseSchema = z.array(recommendedDestinationSchema);
export type RecommendedAutocompleteResponse = z.infer<typeof recommendedAutocompleteResponseSchema>;
