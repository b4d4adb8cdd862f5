import type { GeoPoint } from './engine';

export const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/**
 * Equirectangular distance in km, with the cosine of the mean latitude: within 0.5 % of the
 * great-circle distance at the radii a search uses (≤ 300 km), and the exact formula the SQL engine
 * evaluates, so a card's distance and the filter that kept it agree.
 *
 * distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 48.8049, lng: 2.1204 }) ≈ 17.9
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = (to.lat - from.lat) * RAD;
  const dLng = (to.lng - from.lng) * RAD * Math.cos(((to.lat + from.lat) / 2) * RAD);
  return EARTH_RADIUS_KM * Math.sqrt(dLat * dLat + dLng * dLng);
}

/** A latitude/longitude box that contains every point within `km` of `centre` (index prefilter). */
export function boundingBox(centre: GeoPoint, km: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = km / (EARTH_RADIUS_KM * RAD);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  // The mean latitude of any kept point is between the centre and the box edge: the widest longitude span is at the edge nearest a pole.
  const worstCos = Math.cos(((Math.max(Math.abs(minLat), Math.abs(maxLat)) + Math.abs(centre.lat)) / 2) * RAD);
  const dLng = worstCos > 1e-6 ? km / (EARTH_RADIUS_KM * RAD * worstCos) : 360;
  // A small margin absorbs floating-point differences between the box and the distance formula.
  return { minLat: minLat - 1e-6, maxLat: maxLat + 1e-6, minLng: centre.lng - dLng - 1e-6, maxLng: centre.lng + dLng + 1e-6 };
}
