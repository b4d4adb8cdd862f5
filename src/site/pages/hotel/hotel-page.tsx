import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import { GuestsField } from '@/features/guests/components/guests-field';
import { HotelView, type HotelDatesSlot, type HotelWiring } from '@/features/hotel/components/hotel-view';
import { isMapConfigured } from '@/features/map/model/map-view';
import { tileAttribution } from '@/features/map/model/tiles';
import { lazyPart } from '@/lib/lazy-part';
import { scriptSafeJson } from '@/lib/security/script-json';
import { useAppConfig } from '@/shared/app-config';
import { daysBetween } from '@/shared/search-address/search-dates';
import type { HotelPageProps } from './get-page-props';

/** The calendar's field waits for the visitor (pointer, focus, click): its light button until then. */
const datesField = lazyPart(() => import('@/features/calendar/components/date-range-field'));

/** Leaflet and the map code load only as the map's place nears the screen (never in the first load). */
const HotelMap = dynamic(() => import('@/features/map/components/place-map'), { ssr: false });

function LazyDates({ checkin, checkout, onChange, open, onOpenChange, hotelId, guests }: HotelDatesSlot) {
  const [, setLoaded] = useState(false);
  const load = () => {
    if (!datesField.current()) datesField.load().then(() => setLoaded(true), (failure: unknown) => console.error('Calendar failed to load', failure));
  };
  useEffect(() => {
    if (open) load();
  }, [open]);
  const field = datesField.current();
  if (field) {
    // The hotel's availabilities give each day its price and minimum stay (§4, §7: the hotel calendar).
    return <field.DateRangeField checkin={checkin} checkout={checkout} onChange={onChange} open={open} onOpenChange={onOpenChange} hotelId={hotelId} offerId={null} guests={guests} flow="hotel" />;
  }
  return (
    <DatesFieldButton
      checkin={checkin}
      checkout={checkout}
      nights={checkin && checkout ? daysBetween(checkin, checkout) : null}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        load();
        onOpenChange(true);
      }}
    />
  );
}

function Map({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const intl = useIntl();
  const { mapTileUrl } = useAppConfig();
  return <HotelMap lat={lat} lng={lng} label={label} tileUrl={mapTileUrl} attribution={tileAttribution(mapTileUrl)} zoomLabels={{ zoomIn: intl.formatMessage({ id: 'hotel.map.zoomIn' }), zoomOut: intl.formatMessage({ id: 'hotel.map.zoomOut' }) }} />;
}

/** The site composes the hotel page with the calendar, guests and map features. */
const WIRING: HotelWiring = {
  renderDates: (slot) => <LazyDates {...slot} />,
  renderGuests: ({ value, onChange }) => (
    <GuestsField value={{ ...value, singleRoom: value.children > 0 || value.babies > 0 }} onChange={({ adults, children, babies }) => onChange({ adults, children, babies })} flow="hotel" />
  ),
};

/** The hotel page (product-and-purchase §2.2). */
export default function HotelPage({ detail, breadcrumb, reviews, nearby, jsonLd, nonce }: HotelPageProps) {
  const { mapTileUrl, mapCenter } = useAppConfig();
  const wiring: HotelWiring = isMapConfigured(mapTileUrl, mapCenter) ? { ...WIRING, renderMap: (place) => <Map {...place} /> } : WIRING;
  return (
    <>
      <script type="application/ld+json" nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />
      {/* Keyed by hotel: a nearby hotel opened in the page starts from its own address. */}
      <HotelView key={detail.id} detail={detail} breadcrumb={breadcrumb} reviews={reviews} nearby={nearby} wiring={wiring} />
    </>
  );
}
