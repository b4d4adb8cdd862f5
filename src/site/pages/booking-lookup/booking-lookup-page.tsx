import { BookingLookup } from '@/features/checkout/components/booking-lookup';
import type { ModificationCard } from '@/features/checkout/components/booking-modification';
import { OfferCard } from '@/features/search/components/offer-card';

/** One of the hotel's stays while modifying a booking: the search's card in its MODIFICATION view, choosing instead of opening. */
const modificationCard: ModificationCard = ({ option, index, chosen, onChoose }) => (
  <OfferCard offer={option.offer} flow="booking" view="MODIFICATION" hasDates index={index} priority={false} chosen={chosen} onChoose={onChoose} />
);

/** 'My booking': the contact page's quick actions lead here. */
export default function BookingLookupPage() {
  return <BookingLookup modificationCard={modificationCard} />;
}
