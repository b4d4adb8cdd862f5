import type { Flow } from '@/contracts/search-criteria';
import { percentOf, type Cents } from '@/lib/money';

export type AutoDiscount = { code: string; value: number };

/**
 * The auto-discount promo of §4 ('Promo: Save {discount}% extra'), or null when it must not show:
 * only with the experiment variation assigned, a non-empty code, a value above 0 and at most 100, and not in gifting.
 * The checkout applies it under the same rule (the server deciding the variation on its own: docs/checkout.md).
 * autoDiscountPromo({ code: 'WINTER', value: 10 }, { inVariation: true, flow: 'booking' }) → { code: 'WINTER', discount: 10 }
 */
export function autoDiscountPromo(
  autoDiscount: AutoDiscount | null | undefined,
  context: { inVariation: boolean; flow: Flow },
): { code: string; discount: number } | null {
  if (!context.inVariation || context.flow === 'gifting' || !autoDiscount) return null;
  const code = autoDiscount.code.trim();
  if (code === '' || !Number.isFinite(autoDiscount.value) || autoDiscount.value <= 0 || autoDiscount.value > 100) return null;
  return { code, discount: autoDiscount.value };
}

/**
 * What the automatic discount takes off a stay (docs/money.md, docs/decisions.md): `percent` % of each night's price
 * for the party, rounded up to the cent night by night (the customer's favour; refunds are rounded night by night
 * too), so each night's price as sold is `night − its discount`. The options (insurance) and the tourist tax are
 * not discounted. stayAutoDiscount([12_955, 12_945], 10) → { nights: [11_659, 11_650], amount: 2_591 }
 */
export function stayAutoDiscount(nightPrices: readonly Cents[], percent: number): { nights: Cents[]; amount: Cents } {
  const off = nightPrices.map((price) => Math.min(price, percentOf(price, percent, 'up')));
  return {
    nights: nightPrices.map((price, i) => (price - off[i]) as Cents),
    amount: off.reduce((sum, cents) => sum + cents, 0) as Cents,
  };
}
