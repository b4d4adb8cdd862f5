/**
 * The 'less than 2h' local option of the destination selector (search-and-discovery §2 'Destination selector', §9):
 * modal 'Travel locally!' with 100, 200 or 300 km around the visitor, 200 by default.
 */
import type { Place } from '@/shared/search-address';

export const LOCAL_DISTANCES_KM = [100, 200, 300] as const;
export type LocalDistanceKm = (typeof LOCAL_DISTANCES_KM)[number];
export const DEFAULT_LOCAL_DISTANCE_KM: LocalDistanceKm = 200;
/** The hint under a chosen destination: 'And 30km around'. */
export const AROUND_DESTINATION_KM = 30;

export const isLocalDistance = (value: unknown): value is LocalDistanceKm =>
  typeof value === 'number' && (LOCAL_DISTANCES_KM as readonly number[]).includes(value);

/** A distance choice from anything (hash, storage): localDistanceOr('300') → 300, localDistanceOr(250) → 200. */
export function localDistanceOr(value: unknown): LocalDistanceKm {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isLocalDistance(number) ? number : DEFAULT_LOCAL_DISTANCE_KM;
}

/**
 * The place of a local search: the visitor's position, from 0 to `distanceKm`, and no named destination.
 * localSearchPlace({latitude: 45.76, longitude: 4.84}, 100) → position 45.76, 4.84, distanceMin 0, distanceMax 100.
 */
export function localSearchPlace(position: { latitude: number; longitude: number }, distanceKm: number): Place {
  return { position: { lat: position.latitude, lng: position.longitude }, distanceMin: 0, distanceMax: localDistanceOr(distanceKm) };
}

export type DistanceText =
  | { key: 'searchBox.local.lessThan2h' }
  | { key: 'searchBox.local.withinDistance'; distanceKm: number }
  | { key: 'searchBox.local.aroundCity'; city: string; distanceKm: number };

/**
 * What the local option reads as: 'Less than 2h' when there is neither a city nor a distance; otherwise the distance,
 * around the city when there is one (the city alone is taken at the default 200 km).
 */
export function distanceText({ city, distanceKm }: { city?: string | null; distanceKm?: number | null }): DistanceText {
  const hasDistance = typeof distanceKm === 'number' && Number.isFinite(distanceKm) && distanceKm > 0;
  const hasCity = typeof city === 'string' && city.trim() !== '';
  if (!hasCity && !hasDistance) return { key: 'searchBox.local.lessThan2h' };
  const km = hasDistance ? distanceKm : DEFAULT_LOCAL_DISTANCE_KM;
  return hasCity ? { key: 'searchBox.local.aroundCity', city: city.trim(), distanceKm: km } : { key: 'searchBox.local.withinDistance', distanceKm: km };
}
