export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_LANGUAGES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
export const REVIEW_PAGE_SIZE = 10;

/** A catalog locale's review language: Belgian catalogs read French or Dutch reviews. */
export const reviewLanguageOf = (locale: string): ReviewLanguage =>
  (({ fr_BE: 'fr_FR', nl_BE: 'nl_NL' }) as Record<string, ReviewLanguage>)[locale] ?? (locale as ReviewLanguage);

/** §9: the score a review counts for when its score cannot be read. */
export const UNREADABLE_REVIEW_SCORE = 4;

/**
 * A review's score as an answer gives it (§9 'default score 4 if unparsable'): a number from 0 to 10, or its text
 * ('8.5', '8,5'); anything else (missing, empty, not a number, out of range) counts as 4.
 * readReviewScore('8,5') → 8.5; readReviewScore('n/a') → 4; readReviewScore(12) → 4.
 */
export function readReviewScore(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim().replace(',', '.')) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 10 ? value : UNREADABLE_REVIEW_SCORE;
}

/** A summary's score: none (null, missing) stays none ('New'); any other value is read as a review's. */
export const readSummaryScore = (raw: unknown): number | null => (raw === null || raw === undefined ? null : readReviewScore(raw));

export type { ReviewsQuery, Review, ReviewsResponse } from './reviews.schema';
