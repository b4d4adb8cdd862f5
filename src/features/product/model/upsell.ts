/**
 * Upsells (§3, §4): extras that turn the offer into another offer of the hotel. Adding one navigates to the upsell's
 * offer, keeping in the hash's `offerId` the offer it was added to; removing it navigates back to that offer. The page
 * shows a loading message meanwhile and navigates after 500 ms (§9).
 */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

export type Upsell = { id: number; label: string; priceDifference: number };

/** Where a press leads: the offer to open and the `offerId` its hash keeps (null: none, the base offer itself). */
export type UpsellMove = { action: 'add' | 'remove'; targetOfferId: number; baseOfferId: number | null };

/**
 * The move of an upsell button. On a base offer (no `offerId` in the hash), adding an upsell opens it with the base
 * kept; on an upsell's page (the hash names its base), removing the upsell shown opens the base again, and adding
 * another upsell opens that one with the same base. null when the press changes nothing.
 */
export function upsellMove({ currentOfferId, baseOfferId, upsellId, action }: { currentOfferId: number; baseOfferId: number | null; upsellId: number; action: 'add' | 'remove' }): UpsellMove | null {
  const base = baseOfferId !== null && baseOfferId !== currentOfferId ? baseOfferId : null;
  if (action === 'remove') return base !== null && upsellId === currentOfferId ? { action, targetOfferId: base, baseOfferId: null } : null;
  if (upsellId === currentOfferId || upsellId === base) return null;
  return { action, targetOfferId: upsellId, baseOfferId: base ?? currentOfferId };
}

/** The upsells a page offers: positive price differences, not the offer itself, one per id, cheapest first. */
export function availableUpsells<U extends Upsell>(upsells: readonly U[], offerId: number): U[] {
  const seen = new Set<number>();
  return upsells
    .filter((u) => u.id !== offerId && Number.isFinite(u.priceDifference) && u.priceDifference > 0 && !seen.has(u.id) && seen.add(u.id))
    .sort((a, b) => a.priceDifference - b.priceDifference);
}
