import { OfferCard } from '@/features/search/components/offer-card';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { toWishlistItem, wishlistListOf } from '@/features/wishlist/model/wishlist';
import type { OfferCard as Offer } from '@/contracts/offers';
import { useAppConfig } from '@/shared/app-config';
import { useAddressStay } from '@/shared/search-address/use-address-stay';

const OTHER_OFFERS_LIST = { id: 'product_other_offers', name: 'Product page: other offers of the hotel' } as const;

/** The hotel's other offers as cards (loaded as they near the screen), their links carrying the stay of the page's address. */
export default function OtherOfferCards({ offers }: { offers: Offer[] }) {
  const { locale } = useAppConfig();
  const stay = useAddressStay(locale, 'booking');
  return offers.map((offer, index) => (
    <li key={offer.id}>
      <OfferCard offer={offer} flow="booking" view="NORMAL" hasDates={false} index={index} priority={false} list={OTHER_OFFERS_LIST} stay={stay} action={<WishlistHeart item={toWishlistItem(offer)} list={wishlistListOf(offer.itemCategory)} />} />
    </li>
  ));
}
