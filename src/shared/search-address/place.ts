/**
 * Where a search looks (search-and-discovery §2 hash keys, §3 'Destination suggestion'): one named place of the
 * catalog (a city, a hotel, a region...) or a position with a distance, as fields of the search state. The catalog's
 * place kinds are declared once, in the autocomplete contract (`DESTINATION_CATEGORIES`).
 */
import { DESTINATION_CATEGORIES, type DestinationCategory } from '@/contracts/autocomplete';
import type { SearchState } from './search-state';

/** The search-state field holding the id of each kind of place. */
export const PLACE_FIELD_OF_CATEGORY = {
  city: 'city',
  hotel: 'hotel',
  poi: 'poi',
  region: 'region',
  department: 'department',
  country: 'country',
  touristic_region: 'touristicRegion',
  ski_resort: 'skiResort',
  sea_resort: 'seaResort',
} as const satisfies Record<DestinationCategory, keyof SearchState>;
export type PlaceIdField = (typeof PLACE_FIELD_OF_CATEGORY)[DestinationCategory];

/** The fields of a named place, in the categories' order. */
export const PLACE_ID_FIELDS: readonly PlaceIdField[] = DESTINATION_CATEGORIES.map((category) => PLACE_FIELD_OF_CATEGORY[category]);

/** Every field that says where a search looks: the named places, the position and the distance around it. */
export const PLACE_FIELDS = [...PLACE_ID_FIELDS, 'position', 'distanceMin', 'distanceMax'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** Where a search looks: placeOf(parse('#city=42&region=3&a=2')) → { city: 42, region: 3 }. */
export type Place = Pick<SearchState, PlaceField>;

/**
 * The place of a state; `hotelId` (the hotel flow's one hotel) reads as the hotel. Fields left unset are absent.
 * placeOf({ ...state, hotelId: 7 }) → { hotel: 7 }.
 */
export function placeOf(state: Partial<SearchState>): Place {
  const place: Place = {};
  for (const field of PLACE_FIELDS) if (state[field] !== undefined) (place as Record<string, unknown>)[field] = state[field];
  if (state.hotelId !== undefined) place.hotel = state.hotelId;
  return place;
}

export const isEmptyPlace = (place: Place): boolean => PLACE_FIELDS.every((field) => place[field] === undefined);

/** The named place a search looks at (the first set, in the categories' order), or null: { city: 42 } → city 42. */
export function currentDestination(place: Place): { category: DestinationCategory; id: number } | null {
  for (const category of DESTINATION_CATEGORIES) {
    const id = place[PLACE_FIELD_OF_CATEGORY[category]];
    if (id !== undefined) return { category, id };
  }
  return null;
}

/** A search around the visitor's position (the local option): a position and no named place. */
export const isLocalSearch = (place: Place): boolean => place.position !== undefined && currentDestination(place) === null;

/**
 * The place of one catalog destination: destinationPlace({ id: 42, category: 'city' }) → { city: 42 }. An id that is
 * not a positive whole number names nothing: {}.
 */
export function destinationPlace({ id, category }: { id: string | number; category: DestinationCategory }): Place {
  const value = typeof id === 'number' ? id : /^\d{1,10}$/.test(id.trim()) ? Number(id) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? { [PLACE_FIELD_OF_CATEGORY[category]]: value } : {};
}
