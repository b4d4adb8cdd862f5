import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ClientLink } from '@/components/ui/client-link';
import { NearViewport } from '@/components/ui/near-viewport';
import type { HotelDetail, HotelRoomOffer } from '@/contracts/hotel-detail';
import type { OfferCard } from '@/contracts/offers';
import type { ReviewsResponse } from '@/contracts/reviews';
import { useAppConfig } from '@/shared/app-config';
import { href, slugOf } from '@/shared/routes';
import { daysBetween } from '@/shared/search-address/search-dates';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { hotelDetailUrl, usePricedHotel } from '../api/hotel-api';
import { DEFAULT_TRAVELLERS, stayHash, type Travellers } from '../model/hotel-address';
import { HotelFacts } from './hotel-facts';
import { HotelGallery } from './hotel-gallery';
import { SectionTabs } from '@/components/ui/section-tabs';
import { ReviewsSummary } from '@/shared/reviews/reviews-summary';
import { RoomCards } from './room-cards';
import { useHotelAddress } from './use-hotel-address';

const STAR = '\u2605';

/** Below the fold: the carousel's code comes as the visitor nears it; until then (and on the server) plain links. */
const NearbyCarousel = lazy(() => import('./nearby-carousel').then((mod) => ({ default: mod.NearbyCarousel })));

export type HotelDatesSlot = {
  checkin: string | null;
  checkout: string | null;
  onChange: (range: { checkin: string | null; checkout: string | null }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hotelId: number;
  guests: Travellers;
};
export type HotelGuestsSlot = { value: Travellers; onChange: (value: Travellers) => void };
/** A room offer chosen with dates: its booking options (§4), the product page's booking steps for that offer. */
export type HotelOptionsSlot = {
  offer: HotelRoomOffer;
  hotelId: number;
  checkin: string;
  checkout: string;
  travellers: Travellers;
  /** The page's clock (the first bookable day). */
  now: () => Date;
  /** Dates or travellers changed in the options: the page's stay follows. */
  onStayChange: (stay: { checkin: string | null; checkout: string | null; travellers: Travellers }) => void;
};
/** What the site hands in: the calendar's and the guests' fields, and the map (other features). */
export type HotelWiring = {
  renderDates: (slot: HotelDatesSlot) => ReactNode;
  renderGuests: (slot: HotelGuestsSlot) => ReactNode;
  renderMap?: (place: { lat: number; lng: number; label: string }) => ReactNode;
  /** The booking options of a room offer chosen with dates; without it the offers lead to their product pages only. */
  renderOptions?: (slot: HotelOptionsSlot) => ReactNode;
};

export type HotelViewProps = {
  detail: HotelDetail;
  breadcrumb: readonly { name: string; path: string }[];
  reviews: ReviewsResponse | null;
  nearby: readonly OfferCard[];
  wiring: HotelWiring;
  now?: () => Date;
};

const realClock = () => new Date();

/**
 * The hotel page (§2.2): gallery, breadcrumb, sticky tabs (About, Offers, Reviews), the hotel and its facts, the stay
 * selector (dates with the hotel's availability calendar, travellers), the rooms with their offers (re-priced for the
 * stay, each with its detail and a link to its product page), reviews, map, nearby hotels. Server-rendered with the
 * 'from' prices; the hash's stay is read once mounted.
 */
export function HotelView({ detail: serverDetail, breadcrumb, reviews, nearby, wiring, now = realClock }: HotelViewProps) {
  const intl = useIntl();
  const { locale, apiBase } = useAppConfig();
  const [address, setAddress] = useHotelAddress(locale, now);
  const [calendarOpen, setCalendarOpen] = useState(false);
  /** §4: the offer chosen without dates, whose options open once the stay is priced. */
  const [pendingOffer, setPendingOffer] = useState<number | null>(null);
  const hotel = serverDetail.hotel;
  const travellers = address?.travellers ?? DEFAULT_TRAVELLERS;
  const stay = address?.checkin && address.checkout ? { checkin: address.checkin, nights: daysBetween(address.checkin, address.checkout) } : null;
  const key = stay ? hotelDetailUrl(apiBase, hotel.id, locale, stay, travellers) : null;
  const { priced, loading, error } = usePricedHotel(key);
  const rooms = (stay && priced ? priced.rooms : serverDetail.rooms).filter((room) => room.offers.length > 0);
  const dated = stay !== null && priced !== null && !error;
  // The calendar closed without dates: the offer chosen is forgotten (choosing dates later opens nothing by surprise).
  if (pendingOffer !== null && !calendarOpen && !stay) setPendingOffer(null);
  // Not bookable on the dates chosen: nothing opens, and nothing will later by surprise.
  if (pendingOffer !== null && dated && !loading && !rooms.some((room) => room.offers.some((o) => o.weekendId === pendingOffer && o.bookable))) setPendingOffer(null);
  const resumed = useCallback(() => setPendingOffer(null), []);
  const { renderOptions: renderOptionsSlot } = wiring;
  const renderOptions = useMemo(
    () =>
      renderOptionsSlot && address?.checkin && address.checkout
        ? (offer: HotelRoomOffer) =>
            renderOptionsSlot({ offer, hotelId: hotel.id, now, checkin: address.checkin!, checkout: address.checkout!, travellers: address.travellers, onStayChange: ({ checkin, checkout, travellers: next }) => setAddress({ checkin, checkout, travellers: next }) })
        : renderOptionsSlot && (() => null),
    [renderOptionsSlot, address, setAddress, hotel.id, now],
  );

  // `#products` scrolls to the offers once the page has read its hash.
  useEffect(() => {
    if (address?.toProducts) document.getElementById('hotel-offers-title')?.scrollIntoView({ block: 'start' });
  }, [address?.toProducts]);

  const productHref = useMemo(
    () => (offer: HotelRoomOffer) =>
      href.product(locale, offer.weekendId, { slug: slugOf(offer.label) || undefined, hash: address ? stayHash(address) : undefined }),
    [locale, address],
  );

  const sections = [
    { id: 'hotel-about', headingId: 'hotel-about-title', label: intl.formatMessage({ id: 'hotel.tabs.about' }) },
    { id: 'hotel-offers', headingId: 'hotel-offers-title', label: intl.formatMessage({ id: 'hotel.tabs.offers' }) },
    ...(reviews ? [{ id: 'hotel-reviews', headingId: 'hotel-reviews-title', label: intl.formatMessage({ id: 'product.reviews.title' }) }] : []),
  ];
  const map = wiring.renderMap?.({ lat: hotel.location.latitude, lng: hotel.location.longitude, label: intl.formatMessage({ id: 'hotel.map.label' }, { hotel: hotel.label }) });
  const pricingText = stay && loading ? intl.formatMessage({ id: 'hotel.stay.pricing' }) : stay && error ? intl.formatMessage({ id: 'hotel.stay.failed' }) : '';

  return (
    <Page>
      <Breadcrumb aria-label={intl.formatMessage({ id: 'hotel.breadcrumb.label' })}>
        <ol>
          {breadcrumb.map((entry, index) => (
            <li key={entry.path}>{index === breadcrumb.length - 1 ? <span aria-current="page">{entry.name}</span> : <ClientLink href={entry.path}>{entry.name}</ClientLink>}</li>
          ))}
        </ol>
      </Breadcrumb>
      <HotelGallery hotel={hotel.label} images={hotel.images} imagesBySize={hotel.imagesBySize} />
      <SectionTabs sections={sections} label={intl.formatMessage({ id: 'hotel.tabs.label' })} data-testid="hotel-tabs" />
      <section id="hotel-about" aria-labelledby="hotel-about-title">
        <header>
          <h1>{hotel.label}</h1>
          <p className="where">
            {hotel.star > 0 && (
              <span role="img" aria-label={intl.formatMessage({ id: 'product.hotel.stars' }, { count: hotel.star })}>
                {STAR.repeat(hotel.star)}
              </span>
            )}
            <span>{hotel.location.completeAddress}</span>
          </p>
        </header>
        <h2 id="hotel-about-title" tabIndex={-1}>
          {intl.formatMessage({ id: 'hotel.about.title' })}
        </h2>
        {hotel.description && <p className="description">{hotel.description}</p>}
        <HotelFacts hotel={hotel} />
      </section>
      <section id="hotel-offers" aria-labelledby="hotel-offers-title">
        <h2 id="hotel-offers-title" tabIndex={-1}>
          {intl.formatMessage({ id: 'hotel.offers.title' })}
        </h2>
        {serverDetail.status === 'active' && serverDetail.rooms.length > 0 && (
          <StayBar aria-label={intl.formatMessage({ id: 'hotel.stay.title' })} role="group" data-testid="hotel-stay">
            <div className="field">
              {wiring.renderDates({
                checkin: address?.checkin ?? null,
                checkout: address?.checkout ?? null,
                onChange: ({ checkin, checkout }) => setAddress({ checkin, checkout, travellers }),
                open: calendarOpen,
                onOpenChange: setCalendarOpen,
                hotelId: hotel.id,
                guests: travellers,
              })}
            </div>
            <div className="field">{wiring.renderGuests({ value: travellers, onChange: (value) => setAddress({ checkin: address?.checkin ?? null, checkout: address?.checkout ?? null, travellers: value }) })}</div>
          </StayBar>
        )}
        <p role="status" className="pricing" data-testid="hotel-pricing">
          {pricingText ||
            (dated && stay
              ? intl.formatMessage(
                  { id: 'hotel.stay.pricedFor' },
                  {
                    nights: stay.nights,
                    checkin: intl.formatDate(`${stay.checkin}T12:00:00`, { day: 'numeric', month: 'long' }),
                    checkout: intl.formatDate(`${address!.checkout}T12:00:00`, { day: 'numeric', month: 'long' }),
                  },
                )
              : '')}
        </p>
        {rooms.length > 0 ? (
          <RoomCards
            rooms={rooms}
            dated={dated}
            busy={loading}
            productHref={productHref}
            renderOptions={renderOptions}
            onNeedDates={(offer) => {
              // Dates being priced: the options open once priced, as the product page's Book waits for its price.
              setPendingOffer(offer.weekendId);
              if (!stay || error) setCalendarOpen(true);
            }}
            resumeOfferId={loading ? null : pendingOffer}
            onResumed={resumed}
          />
        ) : (
          <NoOffers>
            <p>{stay ? intl.formatMessage({ id: 'product.noOffers.noAvailability' }) : intl.formatMessage({ id: 'product.noOffers.noOffers' })}</p>
            {stay && (
              <Button variant="secondary" onClick={() => setAddress({ checkin: null, checkout: null, travellers })}>
                {intl.formatMessage({ id: 'product.noOffers.seeAll' })}
              </Button>
            )}
          </NoOffers>
        )}
      </section>
      {reviews && (
        <section id="hotel-reviews" aria-labelledby="hotel-reviews-title">
          <h2 id="hotel-reviews-title" tabIndex={-1}>
            {intl.formatMessage({ id: 'product.reviews.title' })}
          </h2>
          <ReviewsSummary reviews={reviews} hotelId={hotel.id} hotelLabel={hotel.label} />
        </section>
      )}
      {map && (
        <section aria-labelledby="hotel-map-title">
          <h2 id="hotel-map-title">{intl.formatMessage({ id: 'hotel.map.title' })}</h2>
          <p>{hotel.location.completeAddress}</p>
          <MapBox data-testid="hotel-map">
            <NearViewport>{map}</NearViewport>
          </MapBox>
        </section>
      )}
      {nearby.length > 0 && (
        <div className="nearby">
          <Nearby hotels={nearby} hash={address ? stayHash(address) : ''} />
        </div>
      )}
    </Page>
  );
}

function Nearby({ hotels, hash }: { hotels: readonly OfferCard[]; hash: string }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const title = intl.formatMessage({ id: 'hotel.nearby.title' });
  const links = (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title">{title}</h2>
      <ul>
        {hotels.map((offer) => (
          <li key={offer.hotel.id}>
            <ClientLink href={href.hotel(locale, offer.hotel.id, { hash })}>{offer.hotel.label}</ClientLink>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <NearViewport fallback={links}>
      <Suspense fallback={links}>
        <NearbyCarousel hotels={hotels} title={title} hash={hash} />
      </Suspense>
    </NearViewport>
  );
}

const Page = styled.div`
  ${pageColumn}
  padding: ${theme.space.md};
  > section,
  > .nearby {
    margin-top: ${theme.space.xl};
  }
  h1 {
    font-size: ${theme.font.size.xxl};
    line-height: ${theme.font.lineHeight.tight};
    margin: 0 0 ${theme.space.sm};
  }
  h2 {
    font-size: ${theme.font.size.xl};
    margin: ${theme.space.lg} 0 ${theme.space.md};
  }
  .where {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  .description {
    max-width: 70ch;
  }
  .pricing {
    min-height: 1.5em;
    color: ${theme.colors.textMuted};
  }
`;

const Breadcrumb = styled.nav`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.font.size.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space.xs};
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.brand};
  }
`;

const StayBar = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const NoOffers = styled.div`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const MapBox = styled.div`
  height: 320px;
  /* NearViewport's own box, then Leaflet's: both fill the frame. */
  > div {
    height: 100%;
  }
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
`;
