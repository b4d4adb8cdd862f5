import { useEffect } from 'react';
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import type { DatesSlot } from '@/features/product/components/booking-panel';
import type { HotelDatesSlot } from '@/features/hotel/components/hotel-view';
import type { BeneficiaryDatesSlot } from '@/features/redemption/components/beneficiary-redemption';
import { lazyPart } from '@/lib/lazy-part';
import { daysBetween } from '@/shared/search-address/search-dates';
import { useLazyField } from './use-lazy-field';

/** The calendar's field waits for the visitor (pointer, focus, press, or the page asking for dates): its light button until then. */
const datesField = lazyPart(() => import('@/features/calendar/components/date-range-field'));

type LazyDatesProps =
  | (DatesSlot & { flow: 'booking' })
  | (HotelDatesSlot & { offerId?: undefined; flow: 'hotel' })
  | (BeneficiaryDatesSlot & { offerId?: undefined; hotelId?: undefined; guests?: undefined; flow: 'gifting' });

/**
 * The dates step of the product page (the offer's nights), of the hotel page (the hotel's availabilities, §4, §7) and
 * of the gift recipient's search (a check-in and nights, docs/redemption.md):
 * the light button until the calendar's field is here, then the field, open if the visitor pressed the button.
 */
export function LazyDates({ checkin, checkout, onChange, open, onOpenChange, offerId, hotelId, guests, flow }: LazyDatesProps) {
  const { field, place, load, lightButton } = useLazyField(datesField, 'Calendar', () => onOpenChange(true));
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  if (field) {
    return (
      <div ref={place}>
        <field.DateRangeField checkin={checkin} checkout={checkout} onChange={onChange} open={open} onOpenChange={onOpenChange} offerId={offerId ?? null} hotelId={hotelId} guests={guests} flow={flow} />
      </div>
    );
  }
  return (
    <div ref={place}>
      <DatesFieldButton checkin={checkin} checkout={checkout} nights={checkin && checkout ? daysBetween(checkin, checkout) : null} aria-haspopup="dialog" aria-expanded={false} {...lightButton} />
    </div>
  );
}
