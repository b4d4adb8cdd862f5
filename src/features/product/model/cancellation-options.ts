import type { ProductOffer } from '@/contracts/product-offers';

/**
 * The cancellation-policy options of the booking steps (§2.1, §4): the offers of the same room and program as the
 * product, bookable for the stay, the product's own first, then cheapest first. Fewer than two: no choice to make.
 * Each option is priced as search §3's option offers are: what it costs over the cheapest option, 0 showing
 * 'Included' (options at 200 €, 240 € → 'Included', '+40 €').
 */
export type CancellationOption = Pick<ProductOffer, 'weekendId' | 'label' | 'current' | 'cancellationPolicy'> & {
  sellPrice: number;
  /** cents over the cheapest option; 0 for the cheapest ('Included') */
  extraPrice: number;
};

export function cancellationOptions(offers: readonly ProductOffer[]): CancellationOption[] {
  const bookable = offers.filter((o) => o.sameProgram && o.bookable && o.priceInfo !== null);
  const cheapest = Math.min(...bookable.map((o) => o.priceInfo!.sellPrice));
  const options = bookable
    .map((o) => ({ weekendId: o.weekendId, label: o.label, current: o.current, cancellationPolicy: o.cancellationPolicy, sellPrice: o.priceInfo!.sellPrice, extraPrice: o.priceInfo!.sellPrice - cheapest }))
    .sort((a, b) => Number(b.current) - Number(a.current) || a.sellPrice - b.sellPrice || a.weekendId - b.weekendId);
  return options.length > 1 && options[0].current ? options : [];
}

/** What an option's price line says: 'Included' at 0, else '+' what it costs more. */
export const optionPriceLabel = (option: Pick<CancellationOption, 'extraPrice'>): { kind: 'included' } | { kind: 'extra'; amount: number } =>
  option.extraPrice <= 0 ? { kind: 'included' } : { kind: 'extra', amount: option.extraPrice };
