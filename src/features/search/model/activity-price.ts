/**
 * Activity cards show the price per person (§3 "Activity card"): the package price divided by the
 * number of adults, to the cent. pricePerPerson(179, 2) → 89.5; no usable count → the price itself.
 */
export function pricePerPerson(price: number, adults: number | null | undefined): number {
  if (adults == null || !Number.isInteger(adults) || adults < 1) return price;
  return Math.round((price / adults) * 100) / 100;
}
