import type { LatLng } from './map-view';

const EARTH_RADIUS_KM = 6371.0088;

/** The contract's largest distance (offers.json maxDistance). */
export const MAX_SEARCH_RADIUS_KM = 2000;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A radius as the search sends it (§4 "Map refresh"): rounded up to whole kilometres, at least 0, at most the contract's limit. */
export function roundSearchRadius(km: number): number {
  if (!Number.isFinite(km)) return km > 0 ? MAX_SEARCH_RADIUS_KM : 0;
  return Math.min(MAX_SEARCH_RADIUS_KM, Math.max(0, Math.ceil(km)));
}

export type SearchArea = { centre: LatLng; radiusKm: number };
export type Bounds = { north: number; south: number; east: number; west: number };

/**
 * 'Search this area': around the map's centre, as far as its farthest visible corner, so every stay in
 * view is searched; the radius rounded up (§4). A map panned round the world gives its centre back in -180..180.
 */
export function searchAreaOf(centre: LatLng, bounds: Bounds): SearchArea {
  const corners: LatLng[] = [
    { lat: bounds.north, lng: bounds.east },
    { lat: bounds.north, lng: bounds.west },
    { lat: bounds.south, lng: bounds.east },
    { lat: bounds.south, lng: bounds.west },
  ];
  const farthest = Math.max(...corners.map((corner) => distanceKm(centre, corner)));
  const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
  const lng = ((((centre.lng + 180) % 360) + 360) % 360) - 180;
  const lat = Math.max(-90, Math.min(90, centre.lat));
  return { centre: { lat: round6(lat), lng: round6(lng) }, radiusKm: roundSearchRadius(farthest) };
}
