/**
 * A review score as shown everywhere (cards, product and hotel pages): one decimal, half up.
 * formatScore(8.46) → 8.5; formatScore(7) → 7. The UI prints it with Intl (one fraction digit, so 8,5 in French).
 */
export function formatScore(score: number): number {
  return Math.round((score + Number.EPSILON) * 10) / 10;
}
