/**
 * The enforce-search-dates experiment (search-and-discovery §4 'Enforced-dates experiment'), decided at submit:
 * - 'datesForced': a search without dates is refused and the date input opens, every time;
 * - 'datesSuggested': the first submit without dates opens the date input instead of searching, once, and only if the
 *   visitor did not clear the dates themselves; any later submit searches;
 * - 'off': always searches.
 * The flags module spells the variations 'forced' / 'suggested'; both spellings are accepted.
 */

export type EnforcedDatesVariation = 'off' | 'datesForced' | 'datesSuggested' | 'forced' | 'suggested';

export interface EnforcedDatesState {
  /** the suggestion was already made in this visit */
  suggested: boolean;
  /** the visitor removed the dates (Clear in the calendar) */
  userClearedDates: boolean;
}

export const INITIAL_ENFORCED_DATES_STATE: EnforcedDatesState = { suggested: false, userClearedDates: false };

export interface SubmitDecision {
  search: boolean;
  openDateInput: boolean;
  state: EnforcedDatesState;
}

const normalise = (variation: EnforcedDatesVariation): 'off' | 'forced' | 'suggested' =>
  variation === 'datesForced' || variation === 'forced' ? 'forced' : variation === 'datesSuggested' || variation === 'suggested' ? 'suggested' : 'off';

/** Calendar Clear: remembered so 'datesSuggested' does not push dates on someone who removed them. */
export const noteDatesCleared = (state: EnforcedDatesState): EnforcedDatesState =>
  state.userClearedDates ? state : { ...state, userClearedDates: true };

/** decideSubmit('datesForced', false, state) → {search: false, openDateInput: true, state}. */
export function decideSubmit(variation: EnforcedDatesVariation, hasDates: boolean, state: EnforcedDatesState): SubmitDecision {
  const mode = normalise(variation);
  if (hasDates || mode === 'off') return { search: true, openDateInput: false, state };
  if (mode === 'forced') return { search: false, openDateInput: true, state };
  if (state.suggested || state.userClearedDates) return { search: true, openDateInput: false, state };
  return { search: false, openDateInput: true, state: { ...state, suggested: true } };
}
