/** §9 and search §9: the hotel offers call asks 20 offers per hotel. */
export const OFFERS_PER_HOTEL = 20;

/**
 * The hotel offers drawer (§2.2, §7 'hotel offers in the drawer, split into main and other'): the offer the visitor
 * came from is the main one when the answer holds it, else the cheapest; the others follow by price ascending
 * (ties by id), 20 offers in all at most.
 */
export function splitHotelOffers<T extends { id: number; sellPrice: number }>(offers: readonly T[], mainId: number | null): { main: T | null; others: T[] } {
  const sorted = [...offers].sort((a, b) => a.sellPrice - b.sellPrice || a.id - b.id);
  const main = sorted.find((o) => o.id === mainId) ?? sorted[0] ?? null;
  return { main, others: main ? sorted.filter((o) => o !== main).slice(0, OFFERS_PER_HOTEL - 1) : [] };
}
