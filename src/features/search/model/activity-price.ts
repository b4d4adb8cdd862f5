import { centsFromEuros, eurosOf } from '@/lib/money';
/**
 * Activity cards show the price per person (§3 "Activity card"): the package price divided by the
 * number of adults, to the cent. pricePerPerson(179, 2) → 89.5; no usable count → the price itself.
 */
export function pricePerPerson(price: number, adults: number | null | undefined): number {
  if (adults == null || !Number.isInteger(adults) || adults < 1) return price;
  return eurosOf(centsFromEuros(price / adults));
}

export type ActivityPriceEntry = { paxComposition: { adults: number }; sellPrice: number; barPrice: number };

export type ActivityCardPrices = {
  /** Per person already (the catalog's card price). */
  sellPrice: number;
  refPrice: number | null;
  participants: number | null;
  /** Totals per participant count (activity-only search); absent on stay-search answers. */
  prices?: readonly ActivityPriceEntry[];
};

/**
 * The per-person price and struck price of an activity card: from the price list entry of the
 * searched participants (its totals divided by them), else the card's own per-person prices.
 * A bar price not above the price gives no struck price.
 */
export function activityCardPrice(card: ActivityCardPrices): { price: number; refPrice: number | null } {
  const entry = card.participants !== null ? card.prices?.find((p) => p.paxComposition.adults === card.participants) : undefined;
  if (entry) {
    const price = pricePerPerson(entry.sellPrice, entry.paxComposition.adults);
    const bar = pricePerPerson(entry.barPrice, entry.paxComposition.adults);
    return { price, refPrice: bar > price ? bar : null };
  }
  return { price: card.sellPrice, refPrice: card.refPrice !== null && card.refPrice > card.sellPrice ? card.refPrice : null };
}
