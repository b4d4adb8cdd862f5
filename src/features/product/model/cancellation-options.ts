import type { ProductOffer } from '@/contracts/product-offers';

/**
 * The cancellation-policy options of the booking steps (§2.1, §4): the offers of the same room and program as the
 * product, bookable for the stay, the product's own first, then cheapest first. Fewer than two: no choice to make.
 */
export type CancellationOption = Pick<ProductOffer, 'weekendId' | 'label' | 'current' | 'cancellationPolicy'> & { sellPrice: number };

export function cancellationOptions(offers: readonly ProductOffer[]): CancellationOption[] {
  const options = offers
    .filter((o) => o.sameProgram && o.bookable && o.priceInfo !== null)
    .map((o) => ({ weekendId: o.weekendId, label: o.label, current: o.current, cancellationPolicy: o.cancellationPolicy, sellPrice: o.priceInfo!.sellPrice }))
    .sort((a, b) => Number(b.current) - Number(a.current) || a.sellPrice - b.sellPrice || a.weekendId - b.weekendId);
  return options.length > 1 && options[0].current ? options : [];
}
