import dynamic from 'next/dynamic';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { NearViewport } from '@/components/ui/near-viewport';
import { ProductView } from '@/features/product/components/product-view';
import { PRICE_PENDING_SCRIPT } from '@/features/product/components/use-product-address';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { wishlistListOf } from '@/features/wishlist/model/wishlist';
import type { OfferCard as Offer } from '@/contracts/offers';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { ProductPageProps } from './get-page-props';
import { BOOKING_WIRING } from './booking-wiring';
import { scriptSafeJson } from '@/lib/security/script-json';
import { useAppConfig } from '@/shared/app-config';
import { href, slugOf } from '@/shared/routes';
import { ClientLink } from '@/components/ui/client-link';
import { isMapConfigured } from '@/features/map/model/map-view';
import { tileAttribution } from '@/features/map/model/tiles';
import { flowOf } from '@/features/product/model/gift-flow';

/** Leaflet and the map code load only as the map's place nears the screen (never in the first load), as on the hotel page. */
const PlaceMap = dynamic(() => import('@/features/map/components/place-map'), { ssr: false });

function HotelMap({ lat, lng, hotel }: { lat: number; lng: number; hotel: string }) {
  const intl = useIntl();
  const { mapTileUrl } = useAppConfig();
  return (
    <NearViewport>
      <PlaceMap
        lat={lat}
        lng={lng}
        label={intl.formatMessage({ id: 'product.map.label' }, { hotel })}
        tileUrl={mapTileUrl}
        attribution={tileAttribution(mapTileUrl)}
        zoomLabels={{ zoomIn: intl.formatMessage({ id: 'hotel.map.zoomIn' }), zoomOut: intl.formatMessage({ id: 'hotel.map.zoomOut' }) }}
      />
    </NearViewport>
  );
}

/** The hotel's other offers are below the fold: their cards' code comes when the visitor nears them. */
const OtherOfferCards = lazy(() => import('./other-offer-cards'));

/** Until the cards come (and on the server): each offer as a plain link, the same address as its card's. */
function OfferLinks({ offers }: { offers: Offer[] }) {
  const { locale } = useAppConfig();
  return (
    <Cards>
      {offers.map((offer) => (
        <li key={offer.id}>
          <ClientLink href={href.product(locale, offer.id, { slug: slugOf(offer.label) })}>{offer.label}</ClientLink>
        </li>
      ))}
    </Cards>
  );
}

function OtherOffers({ offers }: { offers: Offer[] }) {
  const links = <OfferLinks offers={offers} />;
  return (
    <NearViewport fallback={links}>
      <Suspense fallback={links}>
        <OfferCards offers={offers} />
      </Suspense>
    </NearViewport>
  );
}

function OfferCards({ offers }: { offers: Offer[] }) {
  return (
    <Cards>
      <OtherOfferCards offers={offers} />
    </Cards>
  );
}

/** The stay product page, or 'Too late!' for an expired offer (§2.1). */
export default function ProductPage(props: ProductPageProps) {
  const intl = useIntl();
  const { mapTileUrl, mapCenter } = useAppConfig();
  if (props.kind === 'tooLate') {
    return (
      <TooLate>
        <h1>{intl.formatMessage({ id: 'product.tooLate.title' })}</h1>
        <p>{intl.formatMessage({ id: 'product.tooLate.text' })}</p>
        {props.otherOffers.length > 0 && (
          <section aria-labelledby="too-late-offers">
            <h2 id="too-late-offers">{intl.formatMessage({ id: 'product.tooLate.otherOffers' }, { hotel: props.hotelLabel })}</h2>
            <OtherOffers offers={props.otherOffers} />
          </section>
        )}
        <LinkButton href={props.searchHref}>
          <FormattedMessage id="product.tooLate.seeOffers" />
        </LinkButton>
      </TooLate>
    );
  }
  const { detail, path, otherOffers, reviews, jsonLd, nonce, flow, howItWorksVideo } = props;
  const heartItem = {
    id: detail.id,
    label: detail.label,
    imageUrl: detail.images[0] ?? '',
    uri: '',
    itemCategory: detail.itemCategory,
    hotel: { id: detail.hotel.id, label: detail.hotel.label, locationLabel: detail.hotel.location.label, stars: detail.hotel.star, uri: '', review: { count: detail.hotel.review.totalCount, average: detail.hotel.review.score } },
  };
  return (
    <>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: PRICE_PENDING_SCRIPT }} suppressHydrationWarning />
      <script type="application/ld+json" nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />
      {/* Keyed by offer: an upsell or another option opened in the page starts from its own address. */}
      <ProductView
        key={detail.id}
        flow={flowOf(flow)}
        map={isMapConfigured(mapTileUrl, mapCenter) ? <HotelMap lat={detail.hotel.location.latitude} lng={detail.hotel.location.longitude} hotel={detail.hotel.label} /> : undefined}
        detail={detail}
        path={path}
        reviews={reviews}
        howItWorksVideo={howItWorksVideo}
        wiring={BOOKING_WIRING}
        heart={<WishlistHeart item={heartItem} list={wishlistListOf(detail.itemCategory)} />}
        otherOffers={otherOffers.length > 0 ? <OtherOffers offers={otherOffers} /> : undefined}
      />
    </>
  );
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TooLate = styled.div`
  ${pageColumn}
  padding: ${theme.space.lg} ${theme.space.md};
  h1 {
    font-size: ${theme.font.size.xxl};
  }
  section {
    margin: ${theme.space.lg} 0;
  }
`;
