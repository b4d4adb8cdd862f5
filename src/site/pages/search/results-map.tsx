import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { initialMapView, isMapConfigured } from '@/features/map/model/map-view';
import type { SearchArea } from '@/features/map/model/search-area';
import { offersPostRequest, useOffers, usePostedOffers } from '@/features/search/api/offers';
import { OfferCard } from '@/features/search/components/offer-card';
import { useSearchState } from '@/shared/search-address/use-search-state';
import { useAddressStay } from '@/shared/search-address/use-address-stay';
import { toSearchCriteria } from '@/features/search/model';
import { usableDates, type SearchQuery, type SearchState } from '@/shared/search-address';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { toWishlistItem, wishlistListOf } from '@/features/wishlist/model/wishlist';
import type { OfferCard as Offer } from '@/contracts/offers';
import { timeZoneOf, toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';

/** Leaflet and the map code load only when the visitor opens the map (never in the page's first load). */
const SearchMapDialog = dynamic(() => import('@/features/map/components/search-map-dialog'), { ssr: false, loading: () => <MapChunkLoading /> });

const MAP_LIST = { id: 'search_map', name: 'Search map' } as const;

/** The wishlist heart of a card: the site joins the search and wishlist features here. */
export function wishlistAction(offer: Offer) {
  return <WishlistHeart item={toWishlistItem(offer)} list={wishlistListOf(offer.itemCategory)} />;
}

/** A searched area replaces the destination: the map's centre and radius, page 0, no search-bar text. */
function searchAroundArea(state: SearchState, area: SearchArea): SearchState {
  return {
    ...state,
    city: undefined,
    hotel: undefined,
    poi: undefined,
    region: undefined,
    department: undefined,
    country: undefined,
    touristicRegion: undefined,
    skiResort: undefined,
    seaResort: undefined,
    from: undefined,
    position: area.centre,
    distanceMin: undefined,
    distanceMax: area.radiusKm,
    page: 0,
  };
}

/** The results map's state and props: whether it can open, and the dialog once it has been opened. */
export function useResultsMap(serverQuery: SearchQuery, path: string) {
  const { apiBase, locale, mapTileUrl, mapCenter } = useAppConfig();
  const { state, navigate } = useSearchState(serverQuery, path);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const now = useMemo(() => new Date(), []);
  const criteria = useMemo(() => toSearchCriteria(state, toCatalogLocale(locale), { now }), [state, locale, now]);
  // The same key as the results list: SWR shares the answer (no second request).
  const { offers } = useOffers(apiBase, open ? criteria : null);
  const configured = isMapConfigured(mapTileUrl, mapCenter);

  const openMap = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);

  // The map search is the spec's POST offers.json: the page's criteria, unpaginated, with performMapSearch (§7).
  const mapSearch = useMemo(() => offersPostRequest(apiBase, { ...criteria, page: undefined, pageSize: undefined, performMapSearch: true }), [apiBase, criteria]);
  const dialog = opened ? (
    <SearchMapDialog
      open={open}
      onOpenChange={setOpen}
      mapSearchUrl={mapSearch.url}
      mapSearchBody={mapSearch.body}
      initialView={initialMapView({ place: offers?.searchDetails.location, position: state.position, radiusKm: state.distanceMax, defaultCentre: mapCenter })}
      onSearchArea={(area) => navigate(searchAroundArea(state, area))}
      renderStay={({ hotelId }) => <MapStayCard criteria={criteria} hotelId={hotelId} state={state} now={now} />}
    />
  ) : null;

  return { onOpenMap: configured ? openMap : undefined, dialog };
}

/** The info card of a selected stay: the hotel's best offer for the same search, as a condensed card. */
function MapStayCard({ criteria, hotelId, state, now }: { criteria: SearchCriteriaInput; hotelId: number; state: SearchState; now: Date }) {
  const { apiBase, locale } = useAppConfig();
  const stay = useAddressStay(locale, state.flow);
  // The spec's POST offers.json with the hotel id: the hotel's best offer for the same search (§7).
  const { offers, error } = usePostedOffers(apiBase, { ...criteria, hotelId, page: 0, pageSize: 1, packagesPerHotel: undefined });
  const offer = offers?.exactMatch[0];
  if (error || (offers && !offer)) {
    return (
      <CardMessage>
        <FormattedMessage id="map.card.error" />
      </CardMessage>
    );
  }
  if (!offer) {
    return (
      <SkeletonRegion>
        <Skeleton variant="card" lines={3} />
      </SkeletonRegion>
    );
  }
  return (
    <OfferCard
      offer={offer}
      flow={state.flow}
      view="CONDENSED"
      hasDates={usableDates(state, now, timeZoneOf(locale)) !== null}
      index={0}
      list={MAP_LIST}
      now={now}
      stay={stay}
      action={wishlistAction(offer)}
    />
  );
}

function MapChunkLoading() {
  return (
    <ChunkLoading role="status">
      <span>
        <FormattedMessage id="map.loading" />
      </span>
    </ChunkLoading>
  );
}

const CardMessage = styled.p`
  margin: 0;
  padding: ${theme.space.md};
`;

const ChunkLoading = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.overlay};
  span {
    padding: ${`${theme.space.sm} ${theme.space.lg}`};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.white};
    font-weight: ${theme.font.weight.semibold};
  }
`;
