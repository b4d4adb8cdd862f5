import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { destinationSuggestionSchema } from './autocomplete.schema';
import { AUTOCOMPLETE_MAX_TERM_LENGTH } from './autocomplete';
import { CATALOG_SOURCE_TYPES } from './recommended-autocomplete';

export * from './recommended-autocomplete';

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
