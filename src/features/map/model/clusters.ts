import Supercluster, { type AnyProps, type ClusterProperties } from 'supercluster';
import type { MapSearchResponse } from '@/contracts/offers';

export type MapItem = MapSearchResponse['exactMatch'][number];

/** What the map draws at one zoom: a single stay (a hotel and its offers) or a group of nearby stays. */
export type MapMarker =
  | { kind: 'stay'; key: string; hotelId: number; lat: number; lng: number; offers: number }
  | { kind: 'cluster'; key: string; clusterId: number | null; lat: number; lng: number; count: number };

/** The exact position rides along: supercluster hands back projected (slightly rounded) coordinates. */
type StayProps = { hotelId: number; offers: number; lat: number; lng: number };

export type ClusterIndex = Supercluster<StayProps, AnyProps>;

/** Above this zoom every stay is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 15;
/** The map zooms out no further than this (ClusterMap's minZoom): no index level is built below it. */
export const CLUSTER_MIN_ZOOM = 3;

/** Indexes already built, by answer: reopening the map on the same search reuses its index. */
const built = new WeakMap<readonly MapItem[], ClusterIndex>();

/** What the index keeps of a stay; the worker receives the same as a flat array (see `packStays`). */
export type Stay = StayProps;

/** The stays with a usable position. */
export function staysOf(items: readonly MapItem[]): Stay[] {
  return items
    .filter((item) => Number.isFinite(item.location.lat) && Number.isFinite(item.location.lng))
    .map((item) => ({ hotelId: item.id, offers: item.weekend.length, lat: item.location.lat, lng: item.location.lng }));
}

/** Stays as one transferable array: hotel id, offers, latitude, longitude, one after another. */
export function packStays(stays: readonly Stay[]): Float64Array {
  const packed = new Float64Array(stays.length * 4);
  stays.forEach((stay, i) => packed.set([stay.hotelId, stay.offers, stay.lat, stay.lng], i * 4));
  return packed;
}

export function unpackStays(packed: Float64Array): Stay[] {
  const stays: Stay[] = [];
  for (let i = 0; i + 3 < packed.length; i += 4) stays.push({ hotelId: packed[i], offers: packed[i + 1], lat: packed[i + 2], lng: packed[i + 3] });
  return stays;
}

/**
 * A spatial index of the stays (supercluster: a k-d tree per zoom level, built once per answer), so each map
 * move only asks for what is in view.
 */
export function indexStays(stays: readonly Stay[]): ClusterIndex {
  // extent 256: the radius is in screen pixels of 256-pixel tiles.
  const index: ClusterIndex = new Supercluster({ radius: 60, extent: 256, minZoom: CLUSTER_MIN_ZOOM, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(
    stays.map((stay) => ({
      type: 'Feature' as const,
      properties: stay,
      geometry: { type: 'Point' as const, coordinates: [stay.lng, stay.lat] },
    })),
  );
  return index;
}

/** The index of an answer, built once (`indexStays`). */
export function buildClusterIndex(items: readonly MapItem[]): ClusterIndex {
  const cached = built.get(items);
  if (cached) return cached;
  const index = indexStays(staysOf(items));
  built.set(items, index);
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

/** A marker with its box on screen: centre in pixels and side (pins stand above their point, groups sit on it). */
export type PlacedMarker = { marker: MapMarker; x: number; y: number; size: number };

/** Most two markers may overlap, in pixels: what is left of a 40 px marker stays a 24 px target (WCAG 2.5.8). */
export const MAX_MARKER_OVERLAP = 14;

/**
 * Supercluster's groups can still land close to each other or to a single stay. Markers that would overlap
 * by more than `MAX_MARKER_OVERLAP` are merged into one group (largest first; the `keep` stay is never
 * merged into another), so every marker stays a whole target. A merged group has no supercluster id: pressing
 * it zooms in two levels.
 */
export function separateMarkers(placed: readonly PlacedMarker[], keep: number | null = null): MapMarker[] {
  const weight = (p: PlacedMarker) => (p.marker.kind === 'stay' && p.marker.hotelId === keep ? Number.MAX_SAFE_INTEGER : p.marker.kind === 'cluster' ? p.marker.count : 1);
  const order = [...placed].sort((a, b) => weight(b) - weight(a));
  const kept: { placed: PlacedMarker; members: MapMarker[] }[] = [];
  for (const candidate of order) {
    const isKept = (m: MapMarker) => m.kind === 'stay' && m.hotelId === keep;
    const host = kept.find(({ placed: other }) => {
      if (isKept(other.marker)) return false; // the selected stay stays a single pin
      const overlapX = (candidate.size + other.size) / 2 - Math.abs(candidate.x - other.x);
      const overlapY = (candidate.size + other.size) / 2 - Math.abs(candidate.y - other.y);
      return overlapX > MAX_MARKER_OVERLAP && overlapY > MAX_MARKER_OVERLAP;
    });
    if (host && !isKept(candidate.marker)) host.members.push(candidate.marker);
    else kept.push({ placed: candidate, members: [candidate.marker] });
  }
  return kept.map(({ placed: { marker }, members }) => {
    if (members.length === 1) return marker;
    const count = members.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0);
    return { kind: 'cluster', key: `m:${members.map((m) => m.key).sort().join('+')}`, clusterId: null, lat: marker.lat, lng: marker.lng, count };
  });
}
