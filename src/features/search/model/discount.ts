import { discountPercentOf } from '@/lib/percent';
/**
 * Discount percent of §5: ceil(100 - 100 * promo / price), where
 * - `price` is the reference price, the one shown struck through (offer `refPrice`);
 * - `promo` is the promotional price actually paid (offer `sellPrice`).
 *
 * Worked example: price 200, promo 149 → 100 - 100 * 149 / 200 = 25.5 → ceil → 26 (%).
 * Floating-point noise is rounded away first (price 100, promo 70 gives 30, not 31).
 * No discount (0) when either price is missing or not positive, or the promo is not below the price.
 */
export function discountPercent(promo: number | null | undefined, price: number | null | undefined): number {
  if (promo == null || price == null || !Number.isFinite(promo) || !Number.isFinite(price)) return 0;
  if (price <= 0 || promo <= 0 || promo >= price) return 0;
  return discountPercentOf(promo, price);
}

export type PromoTagKind = 'offer' | 'box' | 'quote';

/** Smallest percent that shows a promo tag: boxes above 5, quotes from 10 (other spec); offers any. */
const THRESHOLD: Record<PromoTagKind, { min: number; inclusive: boolean }> = {
  box: { min: 5, inclusive: false },
  quote: { min: 10, inclusive: true },
  offer: { min: 0, inclusive: false },
};

/** showPromoTag(5, 'box') → false; showPromoTag(6, 'box') → true; showPromoTag(10, 'quote') → true. */
export function showPromoTag(percent: number, kind: PromoTagKind): boolean {
  const { min, inclusive } = THRESHOLD[kind];
  return Number.isFinite(percent) && (inclusive ? percent >= min : percent > min);
}
