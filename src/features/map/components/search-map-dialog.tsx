import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CloseIcon } from '@/components/ui/icons';
import { ModalFrame } from '@/components/ui/modal-frame';
import { useAppConfig } from '@/shared/app-config';
import { mapSearchKey, useMapSearch } from '../api/map-search';
import { clusterSourceFor, warmClusterWorker } from '../model/cluster-source';
import type { MapItem } from '../model/clusters';
import { staysBounds, type InitialMapView } from '../model/map-view';
import { searchAreaOf, type SearchArea } from '../model/search-area';
import { tileAttribution } from '../model/tiles';
import type { MapViewChange } from './cluster-map';
import { theme } from '@/styles/theme';

/**
 * Leaflet, react-leaflet and supercluster come in a chunk of their own, asked for as soon as this module runs
 * (it runs only when the map opens): the frame opens and the map search is fetched while they arrive, not after.
 */
const loadClusterMap = () => import('./cluster-map').then((module) => module.ClusterMap);
const ClusterMap = dynamic(loadClusterMap, { ssr: false });
void loadClusterMap().catch(() => undefined); // a failed load is shown where the map renders
// The cluster index is built in a worker: start it now, and hand it the stays as soon as they arrive (below).
warmClusterWorker();

const messages = defineMessages({
  close: { id: 'map.close' },
  region: { id: 'map.region.label' },
  zoomIn: { id: 'map.zoomIn' },
  zoomOut: { id: 'map.zoomOut' },
  cardLabel: { id: 'map.card.label' },
  cardClose: { id: 'map.card.close' },
});

export type SearchMapDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The map search of the page's criteria (offers.json with performMapSearch, or a box's offers), built by the site. */
  mapSearchUrl: string | null;
  /** The JSON body of a POST map search (the results' POST offers.json, §7); without it the address is fetched with GET. */
  mapSearchBody?: string;
  /** Where the map opens (`initialMapView`). */
  initialView: InitialMapView;
  /** 'Search this area': the map's centre and the radius rounded up (§4); without it, no such button (a gift box's stays). */
  onSearchArea?: (area: SearchArea) => void;
  /** The info card of the selected stay (the site renders the offer). */
  renderStay: (stay: { hotelId: number; offerIds: number[] }) => ReactNode;
};

/** Moved far enough from the last searched view to offer 'Search this area': any zoom change, or a pan of a tenth of the view. */
function movedFrom(searched: MapViewChange | null, view: MapViewChange | null): boolean {
  if (!searched || !view) return false;
  if (Math.round(searched.zoom) !== Math.round(view.zoom)) return true;
  const height = Math.abs(searched.bounds.north - searched.bounds.south);
  const width = Math.abs(searched.bounds.east - searched.bounds.west);
  return Math.abs(view.centre.lat - searched.centre.lat) > height / 10 || Math.abs(view.centre.lng - searched.centre.lng) > width / 10;
}

/**
 * The map of the results (search-and-discovery §2 "Map"): a modal, full screen on mobile. Markers come from
 * the map search and are clustered; clicking one selects it (larger and red) and shows its info card;
 * clicking the map deselects. Loaded only when opened (the site imports this module with next/dynamic).
 */
/** Offers of the stays on the map (each hotel lists its offers for the search). */
const offerCount = (items: readonly MapItem[]): number => items.reduce((sum, item) => sum + item.weekend.length, 0);

export default function SearchMapDialog({ open, onOpenChange, mapSearchUrl, mapSearchBody, initialView, onSearchArea, renderStay }: SearchMapDialogProps) {
  const intl = useIntl();
  const { mapTileUrl } = useAppConfig();
  const { items, isLoading, error } = useMapSearch(open && mapSearchUrl !== null ? mapSearchKey(mapSearchUrl, mapSearchBody) : null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<MapViewChange | null>(null);
  const [searched, setSearched] = useState<MapViewChange | null>(null);

  const stays: readonly MapItem[] = useMemo(() => items ?? [], [items]);
  // A country-wide search opens on all its stays: the map waits for them (the loading notice shows meanwhile).
  const waitForStays = initialView.fitStays === true && !items && !error;
  const fitBounds = useMemo(() => (initialView.fitStays && items ? staysBounds(items) : null), [initialView.fitStays, items]);
  // Indexing starts with the answer, while Leaflet may still be loading; the map reuses this source.
  useMemo(() => clusterSourceFor(stays), [stays]);
  const selected = selectedId === null ? null : (stays.find((item) => item.id === selectedId) ?? null);
  const labels = useMemo(
    () => ({
      stay: (offers: number) => intl.formatMessage({ id: 'map.marker.stay' }, { offers }),
      cluster: (count: number) => intl.formatMessage({ id: 'map.marker.cluster' }, { count }),
    }),
    [intl],
  );

  const zoomLabels = useMemo(() => ({ zoomIn: intl.formatMessage(messages.zoomIn), zoomOut: intl.formatMessage(messages.zoomOut) }), [intl]);

  const onViewChange = useCallback((next: MapViewChange) => {
    setView(next);
    setSearched((current) => current ?? next);
  }, []);

  const searchArea = () => {
    if (!view) return;
    onSearchArea?.(searchAreaOf(view.centre, view.bounds));
    setSearched(view);
    setSelectedId(null);
  };

  return (
    <ModalFrame
      placement="full"
      open={open}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="map.title" />}
      titleAside={
        <Count role="status" data-testid="map-count">
          {/* Hotels (the markers) and their offers: the list counts offers, so the map says which it counts. */}
          {items && <FormattedMessage id="map.count" values={{ hotels: items.length, offers: offerCount(items) }} />}
        </Count>
      }
      closeLabel={intl.formatMessage(messages.close)}
      flush
      testId="search-map"
    >
      <MapArea>
        {!waitForStays && (
          <ClusterMap
            items={stays}
            centre={initialView.centre}
            zoom={initialView.zoom}
            fitBounds={fitBounds}
            tileUrl={mapTileUrl}
            attribution={tileAttribution(mapTileUrl)}
            label={intl.formatMessage(messages.region)}
            zoomLabels={zoomLabels}
            labels={labels}
            selectedId={selected ? selected.id : null}
            onSelect={setSelectedId}
            onViewChange={onViewChange}
          />
        )}
        {onSearchArea && movedFrom(searched, view) && (
          <SearchAreaButton type="button" onClick={searchArea}>
            <FormattedMessage id="map.searchArea" />
          </SearchAreaButton>
        )}
        {(error || (isLoading && !items)) && (
          <Notice role={error ? 'alert' : 'status'}>
            {error ? <FormattedMessage id="map.error" /> : <FormattedMessage id="map.loading" />}
          </Notice>
        )}
        {selected && (
          <InfoCard aria-label={intl.formatMessage(messages.cardLabel)} data-testid="map-info-card">
            <CardClose type="button" aria-label={intl.formatMessage(messages.cardClose)} onClick={() => setSelectedId(null)}>
              <CloseIcon />
            </CardClose>
            {renderStay({ hotelId: selected.id, offerIds: selected.weekend.map((offer) => offer.id) })}
          </InfoCard>
        )}
      </MapArea>
    </ModalFrame>
  );
}

// ---------- styles ----------

const Count = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const MapArea = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  .leaflet-container {
    font: inherit;
    background: #e8eef0;
  }
  .leaflet-container:focus-visible,
  .leaflet-marker-icon:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .escapade-pin {
    color: ${theme.colors.brand};
    cursor: pointer;
    filter: drop-shadow(0 1px 2px rgba(16, 24, 40, 0.35));
    path {
      fill: currentColor;
      stroke: ${theme.colors.white};
      stroke-width: 1.4;
    }
    circle {
      fill: ${theme.colors.white};
    }
  }
  .escapade-pin--active {
    color: ${theme.colors.promo};
  }
  .escapade-cluster {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 3px solid ${theme.colors.white};
    border-radius: 50%;
    background: ${theme.colors.brandDark};
    box-shadow: ${theme.shadow.md};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
    cursor: pointer;
  }
  .leaflet-control-attribution {
    font-size: ${theme.font.size.xs};
  }
  .leaflet-control-attribution a {
    color: ${theme.colors.brandDark};
  }
`;

const SearchAreaButton = styled.button`
  position: absolute;
  top: ${theme.space.md};
  left: 50%;
  z-index: 1000;
  transform: translateX(-50%);
  min-height: 44px;
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  box-shadow: ${theme.shadow.md};
  color: ${theme.colors.white};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.accentDark};
  }
`;

const Notice = styled.p`
  position: absolute;
  top: 50%;
  left: 50%;
  z-index: 1000;
  transform: translate(-50%, -50%);
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.md};
  font-weight: ${theme.font.weight.semibold};
`;

const InfoCard = styled.section`
  position: absolute;
  z-index: 1000;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.lg};
  /* A long offer name must not hide the map: two lines on phones, three on desktop. */
  h3 {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    ${theme.media.mobile} {
      -webkit-line-clamp: 2;
    }
  }
  ${theme.media.desktop} {
    left: ${theme.space.md};
    bottom: ${theme.space.lg};
    width: 400px;
  }
  ${theme.media.mobile} {
    left: ${theme.space.sm};
    right: ${theme.space.sm};
    bottom: ${theme.space.lg};
  }
`;

const CardClose = styled.button`
  position: absolute;
  top: -14px;
  right: -10px;
  z-index: 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.sm};
  color: ${theme.colors.text};
  cursor: pointer;
`;
