import { REVIEW_PAGE_SIZE } from '@/contracts/reviews';

/** §9: four positive reviews previewed under the summary. */
export const REVIEWS_PREVIEWED = 4;

/** 'Show more' stays while the pages loaded are fewer than ceil(count / 10) (search §4 reviews modal). */
export const canShowMore = (pagesLoaded: number, totalCount: number, pageSize: number = REVIEW_PAGE_SIZE): boolean =>
  pagesLoaded < Math.ceil(Math.max(0, totalCount) / pageSize);

/** The positive reviews previewed: those with a positive text, in the answer's order (newest first), four at most. */
export const previewedReviews = <T extends { positive: string }>(list: readonly T[]): T[] => list.filter((r) => r.positive.trim() !== '').slice(0, REVIEWS_PREVIEWED);

/** What the reviews modal shows for an answer: the list, the empty text, or the language-empty text with 'See all the languages'. */
export type ReviewsBodyKind = 'list' | 'empty' | 'languageEmpty';

export function reviewsBodyKind(answer: { totalCount: number; language: string }, chosenLanguage: string): ReviewsBodyKind {
  if (answer.totalCount > 0) return 'list';
  return chosenLanguage === 'all' ? 'empty' : 'languageEmpty';
}
