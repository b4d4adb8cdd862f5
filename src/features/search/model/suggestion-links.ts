import type { SearchDetails } from '@/contracts/offers';
import type { Flow } from '@/contracts/search-criteria';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/shared/search-address';
import { resetFilters } from './filters';

/** A link under the results to a related search: `flow` and `place` make its label, `state` its address. */
export type SuggestionLink = { flow: Flow; place: string | null; state: SearchState };

const GEOGRAPHY = ['city', 'hotel', 'poi', 'region', 'department', 'country', 'touristicRegion', 'skiResort', 'seaResort', 'position', 'distanceMin', 'distanceMax', 'hotelId', 'id'] as const;

function withoutGeography(state: SearchState): SearchState {
  const next = { ...state };
  for (const key of GEOGRAPHY) delete next[key];
  return next;
}

/** The same search (dates, guests, theme kept; filters dropped) in another place. */
function inPlace(state: SearchState, type: 'region' | 'country', id: number): SearchState {
  return { ...withoutGeography(resetFilters(state)), [type]: id, page: 0 };
}

/** A fresh search of another flow: a flow change resets the criteria (§4), only the place is kept. */
function otherFlow(state: SearchState, flow: Flow): SearchState {
  const place = Object.fromEntries(GEOGRAPHY.filter((key) => key !== 'hotelId' && key !== 'id' && key !== 'hotel').map((key) => [key, state[key]]).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_SEARCH_STATE, ...place, flow };
}

/** Flows a visitor can switch to from each flow (activity only when the activity-only search is on). */
function flowsFrom(flow: Flow, activity: boolean): Flow[] {
  const flows: Flow[] = flow === 'gifting' ? ['booking'] : flow === 'booking' ? ['gifting'] : ['booking', 'gifting'];
  if (activity && flow !== 'activity') flows.push('activity');
  return flows;
}

/**
 * Suggestion links of the results page, in this order:
 * 1. the wider places of the search (its region, then its country, from the search details), same flow;
 * 2. the same place without the theme, when a theme is chosen;
 * 3. the same place (or everywhere) in the other flows.
 * The hotel flow (one hotel's offers) gets only the wider places and the booking flow.
 */
export function suggestionLinks(state: SearchState, details: SearchDetails | undefined | null, options: { activityFlow: boolean }): SuggestionLink[] {
  const links: SuggestionLink[] = [];
  const place = details?.destination || null;
  const stayFlow: Flow = state.flow === 'hotel' ? 'booking' : state.flow;
  for (const entry of details?.locationHierarchy ?? []) {
    if (!entry.label || (details?.location?.type === entry.type && details.location.id === entry.id)) continue;
    links.push({ flow: stayFlow, place: entry.label, state: inPlace({ ...state, flow: stayFlow }, entry.type, entry.id) });
  }
  if (state.flow === 'hotel') {
    links.push({ flow: 'booking', place: null, state: { ...DEFAULT_SEARCH_STATE } });
    return links;
  }
  if (state.theme !== undefined && place) {
    const next = { ...state, page: 0 };
    delete next.theme;
    links.push({ flow: state.flow, place, state: next });
  }
  const placed = place !== null && details?.location?.type !== 'hotel';
  for (const flow of flowsFrom(state.flow, options.activityFlow)) {
    links.push({ flow, place: placed ? place : null, state: placed ? otherFlow(state, flow) : { ...DEFAULT_SEARCH_STATE, flow } });
  }
  return links;
}
