import { CATEGORY_OF_LOCATION_TYPE, type LocationType } from '@/contracts/search-criteria';
import { PLACE_FIELD_OF_CATEGORY, type SearchState } from '@/shared/search-address';

export type Destination = { type: LocationType; id: number };

/** Destination types, most specific first (the order `primaryDestination` picks in). */
const MOST_SPECIFIC_FIRST: readonly LocationType[] = ['hotel', 'poi', 'city', 'seaResort', 'skiResort', 'department', 'touristic', 'region', 'country'];

/** The state field of each destination type, through its catalog kind (touristic → touristic_region → touristicRegion). */
const FIELDS = MOST_SPECIFIC_FIRST.map((type) => [type, PLACE_FIELD_OF_CATEGORY[CATEGORY_OF_LOCATION_TYPE[type]]] as const);

/**
 * The destination a search is about: the most specific one set, since a hash may carry a city
 * with its region. { city: 12, region: 3 } → { type: 'city', id: 12 }; none → null.
 */
export function primaryDestination(state: SearchState): Destination | null {
  for (const [type, field] of FIELDS) {
    const id = state[field];
    if (typeof id === 'number') return { type, id };
  }
  return null;
}
