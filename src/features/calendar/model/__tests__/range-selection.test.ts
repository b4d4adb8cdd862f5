/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  AUTO_CLOSE_DELAY_MS,
  canValidate,
  initialRangeState,
  pendingCheckin,
  rangeJustCompleted,
  rangePosition,
  rangeReducer,
  type RangeEvent,
  type RangeState,
} from '../range-selection';

const run = (state: RangeState, events: RangeEvent[]) => events.reduce(rangeReducer, state);
const open: RangeEvent = { type: 'open' };
const pick = (day: string): RangeEvent => ({ type: 'selectDay', day });
const dates = (state: RangeState) => ({ checkin: state.checkin, checkout: state.checkout, nights: state.nights });

describe('range selection', () => {
  it.each<[string, RangeState, RangeEvent[], { checkin: string | null; checkout: string | null; nights: number | null }]>([
    ['first click sets the check-in', initialRangeState(), [open, pick('2026-05-01')], { checkin: '2026-05-01', checkout: null, nights: null }],
    ['a later click sets the check-out', initialRangeState(), [open, pick('2026-05-01'), pick('2026-05-03')], { checkin: '2026-05-01', checkout: '2026-05-03', nights: 2 }],
    ['an earlier click restarts', initialRangeState(), [open, pick('2026-05-01'), pick('2026-04-29')], { checkin: '2026-04-29', checkout: null, nights: null }],
    ['a click on the check-in restarts from it', initialRangeState(), [open, pick('2026-05-01'), pick('2026-05-01')], { checkin: '2026-05-01', checkout: null, nights: null }],
    ['a click on a complete range starts a new one', initialRangeState({ checkin: '2026-05-01', checkout: '2026-05-03' }), [open, pick('2026-05-10')], { checkin: '2026-05-10', checkout: null, nights: null }],
    ['nights over the spring clock change', initialRangeState(), [pick('2026-03-28'), pick('2026-03-30')], { checkin: '2026-03-28', checkout: '2026-03-30', nights: 2 }],
    ['nights over the year end', initialRangeState(), [pick('2026-12-30'), pick('2027-01-02')], { checkin: '2026-12-30', checkout: '2027-01-02', nights: 3 }],
    ['nights over the leap day', initialRangeState(), [pick('2028-02-28'), pick('2028-03-01')], { checkin: '2028-02-28', checkout: '2028-03-01', nights: 2 }],
    ['Clear removes check-in, check-out and nights', initialRangeState({ checkin: '2026-05-01', checkout: '2026-05-03' }), [open, { type: 'clear' }], { checkin: null, checkout: null, nights: null }],
    ['closing with only a check-in restores the saved dates', initialRangeState({ checkin: '2026-05-01', checkout: '2026-05-03' }), [open, pick('2026-06-01'), { type: 'close' }], { checkin: '2026-05-01', checkout: '2026-05-03', nights: 2 }],
    ['closing with only a check-in and nothing saved', initialRangeState(), [open, pick('2026-06-01'), { type: 'close' }], { checkin: null, checkout: null, nights: null }],
    ['closing with a complete range keeps it', initialRangeState(), [open, pick('2026-06-01'), pick('2026-06-04'), { type: 'close' }], { checkin: '2026-06-01', checkout: '2026-06-04', nights: 3 }],
    ['closing after Clear keeps no dates', initialRangeState({ checkin: '2026-05-01', checkout: '2026-05-03' }), [open, { type: 'clear' }, { type: 'close' }], { checkin: null, checkout: null, nights: null }],
    ['Validate with only a check-in does nothing', initialRangeState(), [open, pick('2026-06-01'), { type: 'validate' }], { checkin: '2026-06-01', checkout: null, nights: null }],
    ['an address check-out not after the check-in is dropped', initialRangeState({ checkin: '2026-05-03', checkout: '2026-05-01' }), [], { checkin: '2026-05-03', checkout: null, nights: null }],
  ])('%s', (_name, start, events, expected) => {
    expect(dates(run(start, events))).toEqual(expected);
  });

  it('opens, and validates only a complete range, saving it', () => {
    const halfway = run(initialRangeState(), [open, pick('2026-06-01')]);
    expect(halfway.isOpen).toBe(true);
    expect(canValidate(halfway)).toBe(false);
    expect(rangeReducer(halfway, { type: 'validate' })).toBe(halfway);

    const validated = run(halfway, [pick('2026-06-03'), { type: 'validate' }]);
    expect(validated.isOpen).toBe(false);
    expect(validated.saved).toEqual({ checkin: '2026-06-01', checkout: '2026-06-03' });

    // reopening and leaving halfway returns to what was validated
    const reopened = run(validated, [open, pick('2026-07-01'), { type: 'close' }]);
    expect(dates(reopened)).toEqual({ checkin: '2026-06-01', checkout: '2026-06-03', nights: 2 });
    expect(reopened.isOpen).toBe(false);
  });

  it.each([
    [{ checkin: null, checkout: null }, true],
    [{ checkin: '2026-06-01', checkout: null }, false],
    [{ checkin: '2026-06-01', checkout: '2026-06-02' }, true],
  ])('canValidate(%p) → %p', (state, expected) => {
    expect(canValidate(state)).toBe(expected);
  });

  it.each([
    [{ checkin: null, checkout: null }, null],
    [{ checkin: '2026-06-01', checkout: null }, '2026-06-01'],
    [{ checkin: '2026-06-01', checkout: '2026-06-02' }, null],
  ])('pendingCheckin(%p) → %p', (state, expected) => {
    expect(pendingCheckin(state)).toBe(expected);
  });

  it('signals the moment to schedule the auto-close', () => {
    const halfway = run(initialRangeState(), [open, pick('2026-06-01')]);
    const complete = rangeReducer(halfway, pick('2026-06-03'));
    expect(rangeJustCompleted(halfway, complete)).toBe(true);
    expect(rangeJustCompleted(initialRangeState(), halfway)).toBe(false);
    expect(rangeJustCompleted(complete, rangeReducer(complete, { type: 'close' }))).toBe(false);
    expect(AUTO_CLOSE_DELAY_MS).toBe(1000);
  });

  it.each([
    ['2026-05-01', 'start'],
    ['2026-05-02', 'inside'],
    ['2026-05-03', 'inside'],
    ['2026-05-04', 'end'],
    ['2026-05-05', null],
    ['2026-04-30', null],
  ])('highlights %s as %p', (day, expected) => {
    expect(rangePosition(day, { checkin: '2026-05-01', checkout: '2026-05-04' })).toBe(expected);
  });
});
