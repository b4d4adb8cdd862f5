/**
 * The price check before checkout (§2.7, §4): the live quote's price against the price shown. A difference opens the
 * 'Price update' modal: lower ('…it's now lower!') or higher ('…it's now higher.'). From the product page it offers
 * Continue (checkout with the new price) and Back only when the price went down; from checkout only Back.
 */
export type PriceChange = { previous: number; current: number; diff: number };

export type PriceCheck = { kind: 'same' } | ({ kind: 'lower' | 'higher' } & PriceChange);

import { centsFromEuros, eurosOf } from '@/lib/money';

export function priceCheck(shown: number, live: number): PriceCheck {
  const diff = centsFromEuros(live) - centsFromEuros(shown);
  if (diff === 0) return { kind: 'same' };
  return { kind: diff < 0 ? 'lower' : 'higher', previous: eurosOf(centsFromEuros(shown)), current: eurosOf(centsFromEuros(live)), diff: eurosOf(diff) };
}

export type PriceUpdateOrigin = 'product' | 'checkout';

export function priceUpdateActions(kind: 'lower' | 'higher', origin: PriceUpdateOrigin): { back: boolean; continue: boolean } {
  if (origin === 'checkout') return { back: true, continue: false };
  return { back: kind === 'lower', continue: true };
}

/** The tracking event's fields, sent once per opening (§4). */
export const priceUpdateEvent = ({ packageId, check, page, dataFlowMode }: { packageId: number; check: PriceChange; page: PriceUpdateOrigin; dataFlowMode: string }) => ({
  package_id: packageId,
  new_price: check.current,
  previous_price: check.previous,
  page,
  data_flow_mode: dataFlowMode,
});

/**
 * §4 'Checkout hand-off': refused (with a logged error) when the availability or the quote has an error and there is
 * no sell price to hand on.
 */
export function canHandOff({ quoteError, sellPrice }: { quoteError: boolean; sellPrice: number | null | undefined }): boolean {
  const priced = typeof sellPrice === 'number' && Number.isFinite(sellPrice) && sellPrice > 0;
  return !(quoteError && !priced);
}
