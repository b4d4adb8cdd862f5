/** The review label rule lives in src/shared/review-score.ts: the cards and the hotel page read the same one. */
export { formatScore, reviewLabel, type ReviewInput, type ReviewLabelKey } from '@/shared/review-score';
