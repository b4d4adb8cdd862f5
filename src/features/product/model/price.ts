/**
 * Money rules of the product page (product-and-purchase §1, §5, §9; search-and-discovery §5, §9). Pure: amounts in
 * euros with cents, as the catalog's cards and quotes carry them.
 */

/** Stay promotion shown only when the rounded promo is at least this many percent (§5 'quote'). */
export const STAY_PROMO_THRESHOLD = 10;

import { centsFromEuros, eurosOf, wholeEurosUp } from '@/lib/money';
import { discountPercentOf } from '@/lib/percent';

/**
 * The per-night price of a stay, rounded up to the whole currency unit (§1 'a per-night price is rounded up';
 * search-and-discovery §5 'price per night rounded up'). 239 € for 2 nights → 120 €; 240 € → 120 €.
 */
export function perNightPrice(total: number, nights: number): number | null {
  if (!Number.isFinite(total) || total < 0 || !Number.isInteger(nights) || nights < 1) return null;
  return wholeEurosUp(centsFromEuros(total) / nights);
}

/**
 * Discount percent: ceil(100 - 100 * price / reference) (search-and-discovery §9), noise rounded away first.
 * No discount when a price is missing or the price is not below the reference.
 */
export function discountPercent(price: number | null | undefined, reference: number | null | undefined): number {
  if (price == null || reference == null || !Number.isFinite(price) || !Number.isFinite(reference)) return 0;
  if (reference <= 0 || price < 0 || price >= reference) return 0;
  return discountPercentOf(price, reference);
}

/** Whether a stay's promotion shows: its rounded promo is at least 10 % (§5, §9). */
export const showStayPromo = (promoPercentRounded: number | null | undefined): boolean =>
  typeof promoPercentRounded === 'number' && Number.isFinite(promoPercentRounded) && Math.round(promoPercentRounded) >= STAY_PROMO_THRESHOLD;

/**
 * The struck price to show beside the price: the reference the catalog gives (the lowest price of the previous 30
 * days, decided by the catalog), only when the price is below it and the promotion reaches the threshold.
 */
export function struckPrice(price: number, reference: number | null | undefined): number | null {
  if (reference == null) return null;
  return showStayPromo(discountPercent(price, reference)) ? reference : null;
}

export type PriceType = 'from' | 'final';

/** §4: 'final' when dates are chosen (or for gifts), otherwise 'from'. */
export const priceTypeOf = ({ hasDates, gifting = false }: { hasDates: boolean; gifting?: boolean }): PriceType => (hasDates || gifting ? 'final' : 'from');

export type LocalTax = { amount: number; toBePaidAtHotel: boolean } | null | undefined;

/**
 * How the local tax shows beside the price: an amount to pay at the hotel, included in the price, or, without any
 * local tax known, the §3 text 'Price doesn't include local tax to pay on site'.
 */
export type LocalTaxLine = { kind: 'atHotel'; amount: number } | { kind: 'included'; amount: number } | { kind: 'unknown' };

export function localTaxLine(tax: LocalTax): LocalTaxLine {
  if (!tax || !Number.isFinite(tax.amount) || tax.amount <= 0) return { kind: 'unknown' };
  const amount = eurosOf(centsFromEuros(tax.amount));
  return tax.toBePaidAtHotel ? { kind: 'atHotel', amount } : { kind: 'included', amount };
}
