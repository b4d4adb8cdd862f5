import type { Flow } from '@/contracts/search-criteria';

export type AutoDiscount = { code: string; value: number };

/**
 * The auto-discount promo of §4 ('Promo: Save {discount}% extra'), or null when it must not show:
 * only with the experiment variation assigned, a non-empty code, a positive value, and not in gifting.
 * autoDiscountPromo({ code: 'WINTER', value: 10 }, { inVariation: true, flow: 'booking' }) → { code: 'WINTER', discount: 10 }
 */
export function autoDiscountPromo(
  autoDiscount: AutoDiscount | null | undefined,
  context: { inVariation: boolean; flow: Flow },
): { code: string; discount: number } | null {
  if (!context.inVariation || context.flow === 'gifting' || !autoDiscount) return null;
  const code = autoDiscount.code.trim();
  if (code === '' || !Number.isFinite(autoDiscount.value) || autoDiscount.value <= 0) return null;
  return { code, discount: autoDiscount.value };
}
