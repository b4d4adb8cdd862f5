import dynamic from 'next/dynamic';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { GuestsField } from '@/features/guests/components/guests-field';
import { HotelView, type HotelOptionsSlot, type HotelWiring } from '@/features/hotel/components/hotel-view';
import { isMapConfigured } from '@/features/map/model/map-view';
import { tileAttribution } from '@/features/map/model/tiles';
import { LazyDates } from '@/site/lazy-fields/lazy-dates';
import { scriptSafeJson } from '@/lib/security/script-json';
import { useAppConfig } from '@/shared/app-config';
import type { HotelPageProps } from './get-page-props';

/** Leaflet and the map code load only as the map's place nears the screen (never in the first load). */
const HotelMap = dynamic(() => import('@/features/map/components/place-map'), { ssr: false });

function Map({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const intl = useIntl();
  const { mapTileUrl } = useAppConfig();
  return <HotelMap lat={lat} lng={lng} label={label} tileUrl={mapTileUrl} attribution={tileAttribution(mapTileUrl)} zoomLabels={{ zoomIn: intl.formatMessage({ id: 'hotel.map.zoomIn' }), zoomOut: intl.formatMessage({ id: 'hotel.map.zoomOut' }) }} />;
}

/** A room offer's booking options are the product's booking steps: their code loads with the first options opened. */
const HotelBookingOptions = lazy(() => import('./hotel-booking-options'));

function Options(slot: HotelOptionsSlot) {
  return (
    <Suspense fallback={null}>
      <HotelBookingOptions {...slot} />
    </Suspense>
  );
}

/** The site composes the hotel page with the calendar, guests, map and product (booking options) features. */
const WIRING: HotelWiring = {
  renderDates: (slot) => <LazyDates {...slot} flow="hotel" />,
  renderOptions: (slot) => <Options {...slot} />,
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
