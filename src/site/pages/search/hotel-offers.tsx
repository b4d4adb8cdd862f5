import type { OfferCard } from '@/contracts/offers';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { HotelOffersDrawer } from '@/features/hotel/components/hotel-offers-drawer';
import { OFFERS_PER_HOTEL } from '@/features/hotel/model/offers-drawer';
import { offersPostRequest } from '@/features/search/api/offers';
import { cardHref } from '@/features/search/components/offer-card';
import { cardLink } from '@/features/search/model/card-link';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import type { SearchState } from '@/shared/search-address/search-state';

/**
 * The call of the hotel offers drawer (§7 'hotel offers in the drawer'): the search's stay and family for one hotel,
 * price ascending, 20 offers per hotel, gift stays in the gifting flow; the search's other filters do not apply.
 */
export const hotelOffersCriteria = (criteria: SearchCriteriaInput, hotelId: number): SearchCriteriaInput => ({
  locale: criteria.locale,
  hotelId,
  family: criteria.family,
  checkin: criteria.checkin,
  nights: criteria.nights,
  itemCategory: criteria.itemCategory,
  orderBy: 'priceAsc',
  packagesPerHotel: OFFERS_PER_HOTEL,
  pageSize: OFFERS_PER_HOTEL,
});

/** A results card's 'See the other offers from this hotel': the hotel offers drawer (the site joins search and hotel). */
function HotelOffers({ offer, state, criteria }: { offer: OfferCard; state: SearchState; criteria: SearchCriteriaInput }) {
  const { apiBase, locale } = useAppConfig();
  const flow = state.flow === 'gifting' ? 'gifting' : 'booking';
  // The spec's POST offers.json: the hotel id with its stay, 20 packages per hotel, price ascending (§7).
  const request = offersPostRequest(apiBase, hotelOffersCriteria(criteria, offer.hotel.id));
  return (
    <HotelOffersDrawer
      hotelLabel={offer.hotel.label}
      mainOfferId={offer.id}
      offersUrl={request.url}
      offersBody={request.body}
      href={href.hotelOffers(locale, offer.hotel.id)}
      productHref={(other) => cardHref(cardLink(other, flow, state), locale)}
    />
  );
}

export const renderHotelOffers = (offer: OfferCard, search: { state: SearchState; criteria: SearchCriteriaInput }) => <HotelOffers offer={offer} {...search} />;
