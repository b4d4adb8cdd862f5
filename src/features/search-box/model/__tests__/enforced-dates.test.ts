/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  INITIAL_ENFORCED_DATES_STATE,
  decideSubmit,
  noteDatesCleared,
  type EnforcedDatesState,
  type EnforcedDatesVariation,
} from '../enforced-dates';

const fresh = INITIAL_ENFORCED_DATES_STATE;
const cleared: EnforcedDatesState = { suggested: false, userClearedDates: true };
const alreadySuggested: EnforcedDatesState = { suggested: true, userClearedDates: false };

describe('enforced dates', () => {
  it.each<[EnforcedDatesVariation, boolean, EnforcedDatesState, boolean, boolean]>([
    ['off', false, fresh, true, false],
    ['off', true, fresh, true, false],
    ['datesForced', false, fresh, false, true],
    ['datesForced', false, alreadySuggested, false, true],
    ['datesForced', false, cleared, false, true],
    ['datesForced', true, fresh, true, false],
    ['forced', false, fresh, false, true],
    ['datesSuggested', false, fresh, false, true],
    ['datesSuggested', false, alreadySuggested, true, false],
    ['datesSuggested', false, cleared, true, false],
    ['datesSuggested', true, fresh, true, false],
    ['suggested', false, fresh, false, true],
  ])('%s, dates %p, state %p → search %p, open dates %p', (variation, hasDates, state, search, openDateInput) => {
    const decision = decideSubmit(variation, hasDates, state);
    expect({ search: decision.search, openDateInput: decision.openDateInput }).toEqual({ search, openDateInput });
  });

  it('suggests only once', () => {
    const first = decideSubmit('datesSuggested', false, fresh);
    expect(first).toEqual({ search: false, openDateInput: true, state: { suggested: true, userClearedDates: false } });
    const second = decideSubmit('datesSuggested', false, first.state);
    expect(second).toEqual({ search: true, openDateInput: false, state: first.state });
  });

  it('forced keeps refusing', () => {
    let state = fresh;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const decision = decideSubmit('datesForced', false, state);
      expect(decision.search).toBe(false);
      state = decision.state;
    }
  });

  it('remembers that the visitor cleared the dates', () => {
    expect(noteDatesCleared(fresh)).toEqual({ suggested: false, userClearedDates: true });
    expect(noteDatesCleared(cleared)).toBe(cleared);
  });
});
