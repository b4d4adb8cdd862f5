import type { FallbackBlock } from './fallback';
import type { SearchState } from '@/shared/search-address';

/**
 * The search a fallback block's 'see more' link opens: the same widening as the block, as an address state.
 * around → lat/lng with at most 30 km instead of the city or poi; expand → the region (from a department) or
 * the country (from a region or touristic area); removeDates → no dates; removeCategory → no theme. Page 0.
 */
export function fallbackSearchState(state: SearchState, block: Pick<FallbackBlock, 'steps' | 'criteria'>): SearchState {
  const next: SearchState = { ...state, page: 0 };
  const location = (block.criteria.location ?? {}) as Record<string, number | undefined>;
  if (block.steps.includes('around') && location.latitude !== undefined && location.longitude !== undefined) {
    delete next.city;
    delete next.poi;
    next.position = { lat: location.latitude, lng: location.longitude };
    delete next.distanceMin;
    if (location.maxDistance !== undefined) next.distanceMax = location.maxDistance;
  }
  if (block.steps.includes('expand')) {
    for (const key of ['department', 'region', 'touristicRegion'] as const) delete next[key];
    if (location.regionId !== undefined) next.region = location.regionId;
    if (location.countryId !== undefined) next.country = location.countryId;
  }
  if (block.steps.includes('removeDates')) {
    delete next.checkin;
    delete next.checkout;
    delete next.nights;
  }
  if (block.steps.includes('removeCategory')) delete next.theme;
  return next;
}
