/**
 * A party that empties the page (issue 23, point 7): a hash with `a=999` reads as 20 adults, and no stay takes 20
 * adults. 'Remove all filters' keeps the party (it is a search criterion, not a filter), so the page offers to search
 * for the usual party instead, once a search for it is known to find offers.
 */
import { DEFAULT_GUESTS, type SearchState } from '@/shared/search-address';

/** The party most stays are sold for (2 adults, the default of §9). */
export const USUAL_PARTY = DEFAULT_GUESTS;

/** isUsualParty({ adults: 2, children: 0, babies: 0 }) → true; 20 adults or a baby → false. */
export const isUsualParty = (state: Pick<SearchState, 'adults' | 'children' | 'babies'>): boolean =>
  state.adults === USUAL_PARTY.adults && state.children === USUAL_PARTY.children && state.babies === USUAL_PARTY.babies;

/**
 * Whether to ask if the party is what empties the results: no exact result, a party other than the usual, in a flow
 * where the party counts (stays and hotels; gifts fix 2 adults, activities count 1 or 2 participants).
 */
export const mayBeEmptiedByParty = (state: SearchState, exactCount: number): boolean =>
  exactCount === 0 && (state.flow === 'booking' || state.flow === 'hotel') && !isUsualParty(state);

/** The same search for the usual party, back on the first page: filters, dates, place and sort kept. */
export function withUsualParty(state: SearchState): SearchState {
  return { ...state, adults: USUAL_PARTY.adults, children: USUAL_PARTY.children, babies: USUAL_PARTY.babies, singleRoom: USUAL_PARTY.singleRoom, page: 0 };
}
