import type { Flow, ItemCategory } from '@/contracts/search-criteria';

export type ShownPriceType = 'final' | 'from';

export type PriceTypeInput = {
  /** The search has usable dates (see `usableDates`). */
  hasDates: boolean;
  flow: Flow;
  /** The card's own category: a single voucher is a gift whatever the flow. */
  itemCategory?: ItemCategory;
};

/**
 * §4 "Price type": a final price when dates are chosen or for gifts, otherwise a 'from' price.
 * { hasDates: false, flow: 'gifting' } → 'final'; { hasDates: false, flow: 'booking' } → 'from'.
 */
export function priceType({ hasDates, flow, itemCategory }: PriceTypeInput): ShownPriceType {
  const isGift = flow === 'gifting' || itemCategory === 'single_voucher';
  return hasDates || isGift ? 'final' : 'from';
}
