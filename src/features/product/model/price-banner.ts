import { showStayPromo, type PriceType } from './price';

/**
 * The price banner of §2.1: hidden in gifting; 'loading' while the price is fetched; with a final price and a promo,
 * the savings; with a 'from' price and a promo, 'up to' the promo; otherwise the default message. Each opens a modal.
 */
export type PriceBanner =
  | { kind: 'loading' }
  | { kind: 'savings'; moneySaved: number; promo: number }
  | { kind: 'upToPromo'; promo: number }
  | { kind: 'default' };

export type PriceBannerInput = {
  gifting: boolean;
  loading: boolean;
  priceType: PriceType;
  /** Rounded promo percent, 0 when none. */
  promo: number;
  moneySaved: number;
};

export function priceBanner({ gifting, loading, priceType, promo, moneySaved }: PriceBannerInput): PriceBanner | null {
  if (gifting) return null;
  if (loading) return { kind: 'loading' };
  if (showStayPromo(promo)) {
    if (priceType === 'final' && moneySaved > 0) return { kind: 'savings', moneySaved, promo: Math.round(promo) };
    if (priceType === 'from') return { kind: 'upToPromo', promo: Math.round(promo) };
  }
  return { kind: 'default' };
}

/** A night of the stay's availabilities, as the price stress messages need it (§3 availability day). */
export type StressNight = { bestPriceOfTheMonth: boolean; highestPromoOfTheMonth: boolean };

/**
 * Price stress messages (§2.1): the cheapest price when every night is the best price of its month; the highest
 * discount when every night carries the highest promo of its month. None without nights.
 */
export function priceStressMessages(nights: readonly StressNight[]): ('cheapest' | 'highestDiscount')[] {
  if (nights.length === 0) return [];
  const out: ('cheapest' | 'highestDiscount')[] = [];
  if (nights.every((n) => n.bestPriceOfTheMonth)) out.push('cheapest');
  if (nights.every((n) => n.highestPromoOfTheMonth)) out.push('highestDiscount');
  return out;
}

/** §2.1: 'Book' once dates are chosen, 'See prices' otherwise. */
export const bookButtonLabel = (hasDates: boolean): 'book' | 'seePrices' => (hasDates ? 'book' : 'seePrices');

/** §2.1 no offers: with dates 'Sorry, no availability on your dates' (with a reset), without 'no offers for this hotel'. */
export const noOffersMessage = (hasDates: boolean): 'noAvailability' | 'noOffers' => (hasDates ? 'noAvailability' : 'noOffers');
