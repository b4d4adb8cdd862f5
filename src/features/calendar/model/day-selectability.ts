/**
 * When a calendar day can be clicked (search-and-discovery §5 'Calendar day unselectable when', §4, §9;
 * product-and-purchase §4 'Date selection'). Each rule is its own function; `dayUnselectableReason` applies them
 * in order and names the first that refuses the day. The clock is always passed in.
 */
import { checkinMinimumStay, type Availabilities } from './availability';
import { addYears, daysBetween, isPastCutoff, type PointOfSaleToday } from '@/lib/days';
/** Without availabilities, a check-out can be at most 20 days after the check-in. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITIES = 20;
/** The calendar goes up to the same day one year ahead. */
export const BOOKING_WINDOW_YEARS = 1;

/** Possible nights (§3): a list of night counts, or a range (the minimum stay: start to end nights after check-in). */
export type PossibleNights = readonly number[] | { readonly start: number; readonly end: number };

export interface SelectabilityContext {
  /** the point of sale's clock (`todayAt(timeZoneOf(locale), instant)`) */
  now: PointOfSaleToday;
  /** the check-in waiting for its check-out; null when there is none or the range is already complete */
  checkin?: string | null;
  /** known availabilities; null or undefined while unknown */
  availabilities?: Availabilities | null;
  /** allowed check-out nights for the check-in, once fetched (product pages) */
  allowedNights?: PossibleNights | null;
}

export type UnselectableReason =
  | 'past'
  | 'sameDayCutoff'
  | 'beyondWindow'
  | 'checkinDay'
  | 'nightsNotAllowed'
  | 'belowMinimumStay'
  | 'notAvailable'
  | 'tooFarWithoutAvailabilities';

/** isPastDay('2026-03-27', '2026-03-28') → true */
export const isPastDay = (day: string, today: string): boolean => day < today;

/** Last selectable day: today one year later (29 February → 28 February). */
export const lastBookableDay = (today: string): string => addYears(today, BOOKING_WINDOW_YEARS);

export const isBeyondBookingWindow = (day: string, today: string): boolean => day > lastBookableDay(today);

/** With known availabilities, a check-in must be one of them (null entries are not). */
export const isMissingFromAvailabilities = (day: string, availabilities: Availabilities | null | undefined): boolean =>
  availabilities != null && !availabilities[day];

/** Without availabilities, more than 20 nights after the check-in: isTooFarWithoutAvailabilities('2026-01-21', '2026-01-01', null) → false (20), '2026-01-22' → true. */
export const isTooFarWithoutAvailabilities = (day: string, checkin: string, availabilities: Availabilities | null | undefined): boolean =>
  availabilities == null && daysBetween(checkin, day) > MAX_NIGHTS_WITHOUT_AVAILABILITIES;

/** nightsAllowed(3, [2, 3, 7]) → true; nightsAllowed(8, {start: 2, end: 7}) → false. */
export function nightsAllowed(nights: number, allowed: PossibleNights): boolean {
  if (isNightList(allowed)) return allowed.includes(nights);
  return nights >= allowed.start && nights <= allowed.end;
}

const isNightList = (allowed: PossibleNights): allowed is readonly number[] => Array.isArray(allowed);

/**
 * The first rule refusing `day`, or null when it can be clicked.
 * With a pending check-in: the check-in day is refused; once the allowed nights are known only the check-out days they
 * allow remain (§4 "only those days remain selectable"); otherwise a later day is a check-out (minimum stay of the
 * check-in, 20-night limit without availabilities) and an earlier day restarts the range, so it is judged as a check-in.
 */
export function dayUnselectableReason(day: string, context: SelectabilityContext): UnselectableReason | null {
  const { now, checkin, availabilities, allowedNights } = context;
  const today = now.day;
  if (isPastDay(day, today)) return 'past';
  if (isPastCutoff(day, now)) return 'sameDayCutoff';
  if (isBeyondBookingWindow(day, today)) return 'beyondWindow';
  if (!checkin) return isMissingFromAvailabilities(day, availabilities) ? 'notAvailable' : null;
  if (day === checkin) return 'checkinDay';
  const nights = daysBetween(checkin, day);
  if (allowedNights) return nightsAllowed(nights, allowedNights) ? null : 'nightsNotAllowed';
  if (nights < 0) return isMissingFromAvailabilities(day, availabilities) ? 'notAvailable' : null;
  const minimumStay = checkinMinimumStay(checkin, availabilities);
  if (minimumStay !== null && nights < minimumStay) return 'belowMinimumStay';
  if (isTooFarWithoutAvailabilities(day, checkin, availabilities)) return 'tooFarWithoutAvailabilities';
  return null;
}

export const isDaySelectable = (day: string, context: SelectabilityContext): boolean => dayUnselectableReason(day, context) === null;
