/**
 * A review score as shown everywhere (cards, product and hotel pages): one decimal, half up.
 * formatScore(8.46) → 8.5; formatScore(7) → 7. The UI prints it with Intl (one fraction digit, so 8,5 in French).
 */
export function formatScore(score: number): number {
  return Math.round((score + Number.EPSILON) * 10) / 10;
}

/** Message keys of the review labels (the UI owns the texts: 'Very good', 'Excellent', ...). */
export type ReviewLabelKey = 'new' | 'good' | 'veryGood' | 'excellent' | 'fantastic' | 'perfect';

export type ReviewInput = { average: number | null | undefined; count?: number | null };

/**
 * The review label of search §5 (the fuller of the two specs' lists: product §9 has no 'Good'), decided on the score
 * as shown (one decimal), so a displayed 8.5 is always 'excellent':
 * - no score (no average, or no reviews) → 'new';
 * - below 7 → none; below 9 → none unless all incentives are shown;
 * - 9.5 'perfect', 9 'fantastic', 8.5 'excellent', 8 'veryGood', otherwise (7 to 7.9) 'good'.
 */
export function reviewLabel(review: ReviewInput, options: { allIncentivesShown: boolean }): ReviewLabelKey | null {
  const { average, count } = review;
  if (average == null || !Number.isFinite(average) || count === 0) return 'new';
  const score = formatScore(average);
  if (score < 7) return null;
  if (score < 9 && !options.allIncentivesShown) return null;
  if (score >= 9.5) return 'perfect';
  if (score >= 9) return 'fantastic';
  if (score >= 8.5) return 'excellent';
  if (score >= 8) return 'veryGood';
  return 'good';
}
