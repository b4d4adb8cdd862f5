/**
 * A distance with nothing to measure it from (issue 23, point 8): the menu's 'Weekend less than 2h away' opens
 * `#distanceMax=200` with no city and no position. The catalog cannot filter by distance without a position (§5), so
 * the page showed every offer without saying so; it now says what it shows and asks for the visitor's position.
 */
import type { SearchState } from '@/shared/search-address';
import { canFilterByDistance } from './to-criteria';

/** needsVisitorPosition(#distanceMax=200) → true; with lat and lng, or a city, or without a distance → false. */
export const needsVisitorPosition = (state: SearchState): boolean =>
  (state.distanceMin !== undefined || state.distanceMax !== undefined) && !canFilterByDistance(state);

/** The same search around the visitor's position, from 0 km unless a minimum was asked, back on the first page. */
export function withVisitorPosition(state: SearchState, position: { latitude: number; longitude: number }): SearchState {
  return { ...state, position: { lat: position.latitude, lng: position.longitude }, distanceMin: state.distanceMin ?? 0, page: 0 };
}
