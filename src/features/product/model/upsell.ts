/**
 * Upsells (§3, §4): extras that turn the offer into another offer. Adding one navigates to the upsell's offer,
 * removing it back to the base offer; the page shows a loading message meanwhile and navigates after 500 ms.
 * The hash's `upsell` flag toggles between none and availability.
 */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

export type Upsell = { id: number; label: string; priceDifference: number };

export type UpsellMove = { action: 'add' | 'remove'; targetOfferId: number; upsellFlag: boolean };

/**
 * The move an upsell button makes: adding an upsell not already taken leads to its offer; removing the upsell the
 * page shows leads back to the base offer. null when the press changes nothing.
 */
export function upsellMove({ baseOfferId, currentOfferId, upsell }: { baseOfferId: number; currentOfferId: number; upsell: Pick<Upsell, 'id'> }): UpsellMove | null {
  if (upsell.id === baseOfferId) return null;
  if (currentOfferId === upsell.id) return { action: 'remove', targetOfferId: baseOfferId, upsellFlag: false };
  return { action: 'add', targetOfferId: upsell.id, upsellFlag: true };
}

/** The upsells a page offers: positive price differences, not the offer itself, one per id, cheapest first. */
export function availableUpsells<U extends Upsell>(upsells: readonly U[], offerId: number): U[] {
  const seen = new Set<number>();
  return upsells
    .filter((u) => u.id !== offerId && Number.isFinite(u.priceDifference) && u.priceDifference > 0 && !seen.has(u.id) && seen.add(u.id))
    .sort((a, b) => a.priceDifference - b.priceDifference);
}
