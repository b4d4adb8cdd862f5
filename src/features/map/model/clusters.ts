import Supercluster, { type AnyProps, type ClusterProperties } from 'supercluster';
import type { MapSearchResponse } from '@/contracts/offers';

export type MapItem = MapSearchResponse['exactMatch'][number];

/** What the map draws at one zoom: a single stay (a hotel and its offers) or a group of nearby stays. */
export type MapMarker =
  | { kind: 'stay'; key: string; hotelId: number; lat: number; lng: number; offers: number }
  | { kind: 'cluster'; key: string; clusterId: number; lat: number; lng: number; count: number };

/** The exact position rides along: supercluster hands back projected (slightly rounded) coordinates. */
type StayProps = { hotelId: number; offers: number; lat: number; lng: number };

export type ClusterIndex = Supercluster<StayProps, AnyProps>;

/** Above this zoom every stay is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 15;

/**
 * A spatial index of the stays (supercluster: a k-d tree per zoom level, built once per answer in a few ms
 * for thousands of points), so each map move only asks for what is in view.
 */
export function buildClusterIndex(items: readonly MapItem[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: 56, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    items
      .filter((item) => Number.isFinite(item.location.lat) && Number.isFinite(item.location.lng))
      .map((item) => ({
        type: 'Feature' as const,
        properties: { hotelId: item.id, offers: item.weekend.length, lat: item.location.lat, lng: item.location.lng },
        geometry: { type: 'Point' as const, coordinates: [item.location.lng, item.location.lat] },
      })),
  );
  return index;
}

/** The markers inside a box [west, south, east, north] at a zoom (rounded down, as Leaflet's fractional zooms draw). */
export function markersIn(index: ClusterIndex, box: [number, number, number, number], zoom: number): MapMarker[] {
  const [west, south, east, north] = box;
  // A view wider than the world asks for the whole world once (supercluster wants -180..180).
  const worldBox: [number, number, number, number] = east - west >= 360 ? [-180, south, 180, north] : [west, south, east, north];
  return index.getClusters(worldBox, Math.floor(zoom)).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates;
    const props = feature.properties as Partial<ClusterProperties> & Partial<StayProps>;
    if (props.cluster && typeof props.cluster_id === 'number') {
      return { kind: 'cluster', key: `c${props.cluster_id}`, clusterId: props.cluster_id, lat, lng, count: props.point_count ?? 0 };
    }
    return { kind: 'stay', key: `h${props.hotelId}`, hotelId: props.hotelId ?? 0, lat: props.lat ?? lat, lng: props.lng ?? lng, offers: props.offers ?? 0 };
  });
}

/** The zoom at which a group splits into smaller groups or single stays. */
export function expansionZoomOf(index: ClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}
