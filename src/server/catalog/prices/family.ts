/**
 * The one family rule of the stay catalog (product-and-purchase §3 room, §5 pax), used by both search engines (SQL
 * and columnar), the quote and the allowed-nights call, so a family's card, its product page and its checkout agree:
 * - a room takes as many adults and children as its maximum capacity; babies sleep in a cot and take no bed;
 * - a night's price is for 2 (1 adult pays it too), plus each adult beyond 2, each child and each baby at the
 *   night's own supplements.
 */

export type Family = { adult: number; child: number; baby: number };
export type NightPrices = { price: number; extra_adult_price: number; child_price: number; baby_price: number };

/** The guests a night's price includes. */
export const INCLUDED_ADULTS = 2;

/** The search criteria's family in the quote's words. */
export const familyOf = (party: { adults: number; children: number; babies: number }): Family => ({ adult: party.adults, child: party.children, baby: party.babies });

/** Beds the family needs in the room. */
export const bedsNeeded = (family: Family): number => family.adult + family.child;

/** Whether the family fits a room of this maximum capacity (no capacity known: it fits). */
export const fitsRoom = (family: Family, maxCapacity: number | null): boolean => maxCapacity === null || bedsNeeded(family) <= maxCapacity;

/** How many of each night supplement the family pays (the SQL engine and the columnar index multiply them out). */
export const nightSupplements = (family: Family): { extraAdults: number; children: number; babies: number } => ({
  extraAdults: Math.max(0, family.adult - INCLUDED_ADULTS),
  children: family.child,
  babies: family.baby,
});

/** One night for the family. */
export function nightTotal(n: NightPrices, family: Family): number {
  const s = nightSupplements(family);
  return n.price + s.extraAdults * n.extra_adult_price + s.children * n.child_price + s.babies * n.baby_price;
}
