import { z } from 'zod';
import './zod';
import { catalogLocale, int, queryBool } from './common.schema';
import { REVIEW_SORTS, REVIEW_LANGUAGES, readReviewScore, readSummaryScore } from './reviews';

export * from './reviews';

/** GET /api/hotel/{hotelId}/reviews.json?locale&page&sort&client&withOtherLanguageFallback&language */
export const reviewsQuerySchema = z.object({
  hotelId: int(1, 2 ** 31 - 1),
  locale: catalogLocale.default('fr_FR'),
  /** zero-based page of 10 */
  page: int(0, 100_000).default(0),
  sort: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(REVIEW_SORTS))
    .default('DATE_DESC'),
  /** review language to show: 'all', a review language, or a Belgian locale; default the locale's language */
  language: z
    .string()
    .transform((v) => v.replace('-', '_'))
    .pipe(z.enum(['all', ...REVIEW_LANGUAGES, 'fr_BE', 'nl_BE']))
    .optional(),
  /** when the chosen language has no review, answer the reviews of every language */
  withOtherLanguageFallback: queryBool.default(false),
  client: z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'expected a client code').optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

const criteria = {
  welcoming: z.number().nullable(),
  comfort: z.number().nullable(),
  cleanliness: z.number().nullable(),
  food: z.number().nullable(),
  localization: z.number().nullable(),
  priceQualityRatio: z.number().nullable(),
};

export const reviewSchema = z.object({
  id: z.number().int(),
  locale: z.enum(REVIEW_LANGUAGES),
  customer: z.string(),
  /** couple, family, friends, solo, business */
  type: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** 0..10, one decimal; a score that cannot be read counts as 4 (§9) */
  average: z.unknown().transform(readReviewScore),
  positive: z.string(),
  negative: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({
  /** reviews in the answered language(s) */
  totalCount: z.number().int(),
  /** average of those reviews, one decimal; null without reviews; a score that cannot be read counts as 4 (§9) */
  score: z.unknown().transform(readSummaryScore),
  list: z.array(reviewSchema),
  /** averages of the six criteria over the same reviews, one decimal */
  details: z.object(criteria),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** 'all' or the review language answered */
  language: z.enum(['all', ...REVIEW_LANGUAGES]),
  /** true when the chosen language had no review and every language was answered instead */
  languageFallback: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
