export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_LANGUAGES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
export const REVIEW_PAGE_SIZE = 10;

/** A catalog locale's review language: Belgian catalogs read French or Dutch reviews. */
export const reviewLanguageOf = (locale: string): ReviewLanguage =>
  (({ fr_BE: 'fr_FR', nl_BE: 'nl_NL' }) as Record<string, ReviewLanguage>)[locale] ?? (locale as ReviewLanguage);

export type { ReviewsQuery, Review, ReviewsResponse } from './reviews.schema';
