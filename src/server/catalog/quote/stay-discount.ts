import { asCents, type Cents } from '@/lib/money';
import { autoDiscountPromo, stayAutoDiscount } from '@/shared/auto-discount';

/** The automatic discount a stay is sold with: the offer's code and its percent (docs/checkout.md, 'Automatic discount'). */
export type SoldDiscount = { code: string; percent: number };

/**
 * Whose automatic discount a stay is priced with, decided on the server only:
 * - `inVariation`: a visitor's stay, discounted when the server puts the request in the experiment's variation
 *   (request-flags.ts) and the offer has a code, under the cards' own rule (`autoDiscountPromo`, the booking flow:
 *   a gift, or a stay a beneficiary's gift pays, never gets one);
 * - `sold`: a booking's modification keeps the discount the booking was sold with (its code and percent), whatever
 *   the flag and the new offer, and never gains one.
 */
export type DiscountBasis = { inVariation: boolean } | { sold: SoldDiscount | null };

export const NO_DISCOUNT: DiscountBasis = { sold: null };

type OfferCode = { auto_discount_code: string | null; auto_discount_value: number | null };

/** The discount a stay of this offer gets on this basis, or null. */
export function grantedDiscount(offer: OfferCode, basis: DiscountBasis): SoldDiscount | null {
  if ('sold' in basis) return basis.sold;
  const autoDiscount = offer.auto_discount_code && offer.auto_discount_value !== null ? { code: offer.auto_discount_code, value: Number(offer.auto_discount_value) } : null;
  const promo = autoDiscountPromo(autoDiscount, { inVariation: basis.inVariation, flow: 'booking' });
  return promo ? { code: promo.code, percent: promo.discount } : null;
}

/** The discount of a stay whose nights cost `nightPrices` (cents, for the party): the line and each night as sold. */
export function discountedNights(discount: SoldDiscount | null, nightPrices: readonly number[]): { amount: Cents; nights: Cents[] } {
  const prices = nightPrices.map(asCents);
  return discount ? stayAutoDiscount(prices, discount.percent) : { amount: asCents(0), nights: prices };
}

/** What an order row stores of its discount, read back (null for an order sold without one). */
export const soldDiscountOf = (order: { auto_discount_code: string | null; auto_discount_percent: number | null }): SoldDiscount | null =>
  order.auto_discount_code && order.auto_discount_percent !== null ? { code: order.auto_discount_code, percent: Number(order.auto_discount_percent) } : null;
