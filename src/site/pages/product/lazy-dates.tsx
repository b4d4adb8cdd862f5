import { useEffect, useRef, useState } from 'react';
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import type { DatesSlot } from '@/features/product/components/booking-panel';
import { lazyPart } from '@/lib/lazy-part';
import { daysBetween } from '@/shared/search-address/search-dates';

/** The calendar's field waits for the visitor (pointer, focus, click, or the page asking for dates): its light button until then. */
const datesField = lazyPart(() => import('@/features/calendar/components/date-range-field'));

/**
 * The product page's dates step: the light button until the calendar's field is here, then the field. A button that
 * had the focus hands it to the field's button as they change places: the focus left on <body> sent a keyboard
 * walk from the last practical-info button back nowhere (issue 32).
 */
export function LazyDates({ checkin, checkout, onChange, open, onOpenChange, offerId, hotelId, guests }: DatesSlot) {
  const [, setLoaded] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);
  const load = () => {
    if (!datesField.current()) datesField.load().then(() => setLoaded(true), (failure: unknown) => console.error('Calendar failed to load', failure));
  };
  useEffect(() => {
    if (open) load();
  }, [open]);
  const field = datesField.current();
  useEffect(() => {
    if (!field || !focusOnLoad.current) return;
    focusOnLoad.current = false;
    // Only a focus the swap dropped: not one the visitor has since taken elsewhere.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) place.current?.querySelector('button')?.focus();
  }, [field]);
  if (field) {
    return (
      <div ref={place}>
        <field.DateRangeField checkin={checkin} checkout={checkout} onChange={onChange} open={open} onOpenChange={onOpenChange} offerId={offerId} hotelId={hotelId} guests={guests} flow="booking" />
      </div>
    );
  }
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : null;
  return (
    <div ref={place}>
      <DatesFieldButton
        checkin={checkin}
        checkout={checkout}
        nights={nights}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={load}
        onFocus={() => {
          focusOnLoad.current = true;
          load();
        }}
        onClick={() => {
          load();
          onOpenChange(true);
        }}
      />
    </div>
  );
}
