/**
 * The stay length a search without exact dates prices for an offer (the product page's weekend grid, the flexible
 * search): the length asked brought within the offer's own minimum and maximum nights, else the offer's shortest.
 * An offer whose minimum exceeds its maximum gets its minimum, which the quote's rules then refuse (MIN_STAY).
 * stayLength(2, 3, 5) → 3; stayLength(2, 1, 1) → 1; stayLength(undefined, 2, 7) → 2
 */
export function stayLength(requested: number | undefined, minNights: number, maxNights: number): number {
  const shortest = Math.max(1, minNights);
  if (requested === undefined) return shortest;
  return Math.max(shortest, Math.min(requested, Math.max(shortest, maxNights)));
}

/** The longest stay the quote sells (its `nights` is 1 to 14): a longer minimum stay cannot be booked. */
export const MAX_STAY_NIGHTS = 14;
