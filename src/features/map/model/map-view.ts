import type { LocationType } from '@/contracts/search-criteria';
import type { Bounds } from './search-area';

export type LatLng = { lat: number; lng: number };

/** Zoom per destination kind (search-and-discovery §9): hotel 14, city 12, department 9, region 8, large 6. */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;

/** Marker sizes in pixels (§9): the active marker is larger (and red). */
export const MARKER_SIZE = { active: 47, default: 40 } as const;

/**
 * The §9 zoom of a searched place. Places §9 does not name take the level of their size: a poi or a resort
 * is a town-sized place (city), a touristic area a region, a country or no destination at all 'large'.
 */
export function zoomForDestination(kind: LocationType | null | undefined): number {
  switch (kind) {
    case 'hotel':
      return MAP_ZOOM.hotel;
    case 'city':
    case 'poi':
    case 'seaResort':
    case 'skiResort':
      return MAP_ZOOM.city;
    case 'department':
      return MAP_ZOOM.department;
    case 'region':
    case 'touristic':
      return MAP_ZOOM.region;
    default:
      return MAP_ZOOM.large;
  }
}

/**
 * A search around a point ("Search this area", "less than 2h") has no place kind: the zoom that shows
 * the whole circle on a map about 1,000 px wide (a 256 px tile spans 40,075 / 2^z km), kept between
 * the 'large' and 'hotel' levels. 30 km → 11, 100 km → 9, 300 km → 7.
 */
export function zoomForRadius(radiusKm: number): number {
  if (!(radiusKm > 0)) return MAP_ZOOM.city;
  const zoom = Math.floor(Math.log2(72_864 / radiusKm));
  return Math.min(MAP_ZOOM.hotel, Math.max(MAP_ZOOM.large, zoom));
}

export type MapViewInput = {
  /** The searched place as the catalog answered it (search details), when there is one. */
  place?: { type: LocationType; lat: number; lng: number } | null;
  /** A searched point (hash lat/lng) and its radius. */
  position?: LatLng | null;
  radiusKm?: number | null;
  /** The configured default centre (a fixed Barcelona point). */
  defaultCentre: LatLng;
};

const isPoint = (p: LatLng | null | undefined): p is LatLng =>
  !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

export type InitialMapView = {
  centre: LatLng;
  zoom: number;
  /**
   * A country-wide search: the first view fits every stay found instead (`staysBounds`), whatever the screen's width
   * (at the 'large' zoom a phone showed a third of France: no Brittany, Alsace, Nice or Corsica).
   */
  fitStays?: true;
};

/**
 * Where the map opens: a searched point (with the zoom of its radius) wins over the searched place (with
 * the zoom of its kind, or wider when a radius around it is searched; a whole country fits its stays); with
 * neither, the default centre at the 'large' zoom.
 */
export function initialMapView({ place, position, radiusKm, defaultCentre }: MapViewInput): InitialMapView {
  if (isPoint(position)) return { centre: { lat: position.lat, lng: position.lng }, zoom: radiusKm ? zoomForRadius(radiusKm) : MAP_ZOOM.city };
  if (place && isPoint(place)) {
    const zoom = zoomForDestination(place.type);
    if (place.type === 'country' && !radiusKm) return { centre: { lat: place.lat, lng: place.lng }, zoom, fitStays: true };
    return { centre: { lat: place.lat, lng: place.lng }, zoom: radiusKm ? Math.min(zoom, zoomForRadius(radiusKm)) : zoom };
  }
  return { centre: defaultCentre, zoom: MAP_ZOOM.large };
}

/** The smallest box holding every stay with a usable position; null without any. */
export function staysBounds(stays: readonly { location: { lat: number; lng: number } }[]): Bounds | null {
  let bounds: Bounds | null = null;
  for (const { location } of stays) {
    if (!isPoint(location)) continue;
    bounds = bounds
      ? { north: Math.max(bounds.north, location.lat), south: Math.min(bounds.south, location.lat), east: Math.max(bounds.east, location.lng), west: Math.min(bounds.west, location.lng) }
      : { north: location.lat, south: location.lat, east: location.lng, west: location.lng };
  }
  return bounds;
}

/** Without a tile URL or a usable centre there is no map (§8 "Map config missing: map not rendered"). */
export function isMapConfigured(tileUrl: string | null | undefined, centre: LatLng | null | undefined): boolean {
  return typeof tileUrl === 'string' && tileUrl.trim() !== '' && isPoint(centre);
}
