/**
 * The calendar's range state machine (search-and-discovery §4 'Calendar day selection'; product-and-purchase §4):
 * no check-in → check-in chosen → check-out chosen, as a reducer `(state, event) => state`.
 * The reducer does not judge selectability: the calendar only sends clicks on days `isDaySelectable` accepts.
 */
import { daysBetween } from '@/lib/days';

/** After the check-out is chosen the calendar may close itself this much later. */
export const AUTO_CLOSE_DELAY_MS = 1000;

export interface SavedDates {
  checkin: string | null;
  checkout: string | null;
}

export interface RangeState {
  isOpen: boolean;
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
  /** dates as they were when the calendar opened (or last committed): what closing with only a check-in restores */
  saved: SavedDates;
}

export type RangeEvent =
  | { type: 'open' }
  | { type: 'selectDay'; day: string }
  | { type: 'clear' }
  | { type: 'validate' }
  /** Escape, outside click, close button or the delayed auto-close */
  | { type: 'close' };

/** Initial state from the dates in the address (or none). A check-out not after the check-in is dropped. */
export function initialRangeState(dates: Partial<SavedDates> = {}): RangeState {
  const checkin = dates.checkin ?? null;
  const checkout = checkin && dates.checkout && dates.checkout > checkin ? dates.checkout : null;
  return { isOpen: false, checkin, checkout, nights: nightsOf(checkin, checkout), saved: { checkin, checkout } };
}

const nightsOf = (checkin: string | null, checkout: string | null): number | null =>
  checkin && checkout ? daysBetween(checkin, checkout) : null;

const withDates = (state: RangeState, checkin: string | null, checkout: string | null): RangeState => ({
  ...state,
  checkin,
  checkout,
  nights: nightsOf(checkin, checkout),
});

/** A check-in waiting for its check-out: what the selectability rules call the check-in. */
export const pendingCheckin = (state: Pick<RangeState, 'checkin' | 'checkout'>): string | null =>
  state.checkin && !state.checkout ? state.checkin : null;

/** Validate is disabled while a check-in has no check-out; with no dates at all it searches without dates. */
export const canValidate = (state: Pick<RangeState, 'checkin' | 'checkout'>): boolean => !(state.checkin && !state.checkout);

/**
 * rangeReducer(state with check-in '2026-05-01' and no check-out, {type: 'selectDay', day: '2026-05-03'})
 *   → check-out '2026-05-03', nights 2; the same click on '2026-04-30' or '2026-05-01' restarts from that day.
 */
export function rangeReducer(state: RangeState, event: RangeEvent): RangeState {
  switch (event.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true, saved: { checkin: state.checkin, checkout: state.checkout } };
    case 'selectDay': {
      const checkin = pendingCheckin(state);
      if (checkin && event.day > checkin) return withDates(state, checkin, event.day);
      return withDates(state, event.day, null);
    }
    case 'clear':
      return withDates(state, null, null);
    case 'validate':
      if (!canValidate(state)) return state;
      return { ...state, isOpen: false, saved: { checkin: state.checkin, checkout: state.checkout } };
    case 'close': {
      if (pendingCheckin(state)) return { ...withDates(state, state.saved.checkin, state.saved.checkout), isOpen: false };
      return { ...state, isOpen: false, saved: { checkin: state.checkin, checkout: state.checkout } };
    }
  }
}

/** True when this transition completed a range: the moment to schedule the close after AUTO_CLOSE_DELAY_MS. */
export const rangeJustCompleted = (previous: RangeState, next: RangeState): boolean =>
  next.checkout !== null && next.checkout !== previous.checkout;

export type RangePosition = 'start' | 'end' | 'inside' | null;

/** Highlight of a day: rangePosition('2026-05-02', {checkin: '2026-05-01', checkout: '2026-05-03'}) → 'inside'. */
export function rangePosition(day: string, state: Pick<RangeState, 'checkin' | 'checkout'>): RangePosition {
  if (day === state.checkin) return 'start';
  if (day === state.checkout) return 'end';
  if (state.checkin && state.checkout && day > state.checkin && day < state.checkout) return 'inside';
  return null;
}
