import { PLACE_ID_FIELDS } from './place';
import type { SearchState } from './search-state';

/** What a landing page's path adds to the search (docs/search-model.md): one city, one region or one theme. */
export type LandingCriteria = { city: number } | { region: number } | { theme: number };

/** A landing page: its locale-relative path (as the visitor asked for it) and the criteria the path stands for. */
export type SearchLanding = { path: string; criteria: LandingCriteria };

/** Every field that names where to search; a landing city or region stands aside when the hash names one of these. */
const WHERE_FIELDS = [...PLACE_ID_FIELDS, 'position'] as const;

const namesAPlace = (state: SearchState) => WHERE_FIELDS.some((field) => state[field] !== undefined);

/**
 * The search of a landing address: the hash's criteria on top of the path's. The path's city or region applies
 * when the hash names no place (nor a position), its theme when the hash names no theme.
 * applyLanding(parse('#a=3'), { city: 12 }) → { ...a=3, city: 12 }; applyLanding(parse('#region=4'), { city: 12 }) → region 4.
 */
export function applyLanding(state: SearchState, criteria: LandingCriteria | null | undefined): SearchState {
  if (!criteria) return state;
  if ('theme' in criteria) return state.theme === undefined ? { ...state, theme: criteria.theme } : state;
  return namesAPlace(state) ? state : { ...state, ...criteria };
}

/**
 * Whether a state is still the landing's search and, if so, the state without what the path already says
 * (so the hash does not repeat it). A state that dropped or changed the landing's place or theme is not.
 */
export function withoutLanding(state: SearchState, criteria: LandingCriteria): SearchState | null {
  if ('theme' in criteria) {
    if (state.theme !== criteria.theme) return null;
    const rest = { ...state };
    delete rest.theme;
    return rest;
  }
  const [field, id] = Object.entries(criteria)[0] as ['city' | 'region', number];
  if (state[field] !== id || WHERE_FIELDS.some((other) => other !== field && state[other] !== undefined)) return null;
  const rest = { ...state };
  delete rest[field];
  return rest;
}
