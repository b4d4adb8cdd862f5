import type { LocationType } from '@/contracts/search-criteria';
import type { SearchState } from '@/shared/search-address';

export type Destination = { type: LocationType; id: number };

/** State field of each destination type, most specific first (the order `primaryDestination` picks in). */
const FIELDS: [LocationType, keyof SearchState][] = [
  ['hotel', 'hotel'],
  ['poi', 'poi'],
  ['city', 'city'],
  ['seaResort', 'seaResort'],
  ['skiResort', 'skiResort'],
  ['department', 'department'],
  ['touristic', 'touristicRegion'],
  ['region', 'region'],
  ['country', 'country'],
];

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
