import { useEffect } from 'react';
import type { OfferCard as Offer } from '@/contracts/offers';
import { useOffers } from '@/features/search/api/offers';
import { OfferCard } from '@/features/search/components/offer-card';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { toWishlistItem, wishlistListOf } from '@/features/wishlist/model/wishlist';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { useAddressStay } from '@/shared/search-address/use-address-stay';

/**
 * The expired offer's side of the not-found page, loaded only when the address's hash names an expired offer's
 * hotel (a plain 404 never needs the offers call, the card or the heart): the lookup and the card it finds.
 */

export type OtherOfferFound = { hotelId: number; offer: Offer | null };

const OTHER_OFFERS_LIST = { id: 'expired_offer_other', name: 'Expired offer: other offer of the hotel' } as const;

/** Looks up the hotel's other offers (limit 1) and reports the first one, or null, once the answer is in. */
export function OtherOfferLookup({ apiBase, locale, hotelId, onFound }: { apiBase: string; locale: Locale; hotelId: number; onFound: (found: OtherOfferFound) => void }) {
  const { offers, isLoading } = useOffers(apiBase, { locale: toCatalogLocale(locale), hotelId, pageSize: 1 });
  const offer = offers?.exactMatch[0] ?? null;
  useEffect(() => {
    if (!isLoading) onFound({ hotelId, offer });
  }, [isLoading, hotelId, offer, onFound]);
  return null;
}

export function OtherOfferCard({ offer }: { offer: Offer }) {
  const { locale } = useAppConfig();
  const stay = useAddressStay(locale, 'booking');
  return (
    <OfferCard
      offer={offer}
      flow="booking"
      view="NORMAL"
      hasDates={false}
      index={0}
      list={OTHER_OFFERS_LIST}
      stay={stay}
      action={<WishlistHeart item={toWishlistItem(offer)} list={wishlistListOf(offer.itemCategory)} />}
    />
  );
}
