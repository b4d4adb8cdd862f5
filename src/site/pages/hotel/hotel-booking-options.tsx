import { useState } from 'react';
import { useWeekendDetail, weekendDetailUrl } from '@/features/product/api/product-api';
import { BookingPanel } from '@/features/product/components/booking-panel';
import type { ProductAddress } from '@/features/product/model/product-address';
import type { HotelOptionsSlot } from '@/features/hotel/components/hotel-view';
import { useAppConfig } from '@/shared/app-config';
import { daysBetween } from '@/shared/search-address/search-dates';
import { BOOKING_WIRING } from '../product/booking-wiring';

/**
 * A room offer's booking options on the hotel page (§4 'with dates it opens the options'): the product page's own
 * booking steps (`BookingPanel`) for that offer and the page's stay: activity dates, the cancellation-policy options,
 * the price, then Book's live quote, 'Price update' and the checkout. Choosing another cancellation option shows that
 * offer here rather than leaving for its product page; new dates or travellers also become the hotel page's stay.
 * Loaded with the first options opened, never with the page.
 */
export default function HotelBookingOptions({ offer, hotelId, now, checkin, checkout, travellers, onStayChange }: HotelOptionsSlot) {
  const { apiBase, locale } = useAppConfig();
  const [offerId, setOfferId] = useState(offer.weekendId);
  const [address, setAddress] = useState<ProductAddress>({ checkin, checkout, travellers, activityDates: {} });
  const stay = address.checkin && address.checkout ? { checkin: address.checkin, nights: daysBetween(address.checkin, address.checkout) } : null;
  const { detail, error, isLoading } = useWeekendDetail(weekendDetailUrl(apiBase, offerId, locale, stay, address.travellers));
  const pricingFailed = error !== undefined && !isLoading;
  return (
    <BookingPanel
      detail={detail}
      offerId={offerId}
      hotelId={hotelId}
      address={address}
      onAddressChange={(next) => {
        setAddress(next);
        if (next.checkin !== address.checkin || next.checkout !== address.checkout || next.travellers !== address.travellers) onStayChange(next);
      }}
      loading={!pricingFailed && (isLoading || !detail)}
      pricingFailed={pricingFailed}
      wiring={BOOKING_WIRING}
      now={now}
      onChooseOption={(option) => {
        setOfferId(option.weekendId);
        setAddress((current) => ({ ...current, activityDates: {} }));
      }}
    />
  );
}
