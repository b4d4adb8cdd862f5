import { addDays, daysBetween, isIsoDay, MAX_NIGHTS } from '@/shared/search-address/search-dates';
import { DEFAULT_TIME_ZONE } from './clock';
import { firstStayDay, todayAt } from '@/lib/days';
import type { TimeZone } from '@/lib/locales';
import { chooseActivityDate as chooseDate, missingActivityDates } from '@/shared/activity-dates/activity-dates';

/**
 * The booking steps of §2.1 and §4: dates, travellers, activity dates (one per activity of the programme), the
 * cancellation-policy option, then the price. Pure: the page keeps the state, these rules say what it means.
 */
export type Travellers = { adults: number; children: number; babies: number };

export type BookingState = {
  checkin: string | null;
  checkout: string | null;
  travellers: Travellers;
  /** Chosen day per activity id, as the catalog's value `<activityId>_<day index from check-in>`. */
  activityDates: Readonly<Record<number, string>>;
  /** The chosen offer (cancellation-policy option) id, null until chosen. */
  optionId: number | null;
};

export const DEFAULT_TRAVELLERS: Travellers = { adults: 2, children: 0, babies: 0 };

export const initialBookingState = (partial: Partial<BookingState> = {}): BookingState => ({
  checkin: null,
  checkout: null,
  travellers: DEFAULT_TRAVELLERS,
  activityDates: {},
  optionId: null,
  ...partial,
});

/** Availabilities reach one year ahead (§9). */
export const BOOKING_WINDOW_DAYS = 365;

/** The first day a stay may start at `now`: today, or tomorrow from 20:00 on the point of sale's clock. */
export const firstBookableDay = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): string => firstStayDay(todayAt(timeZone as TimeZone, now));

/** The stay's nights when both dates make a usable stay at `now`, else null. */
export function stayNights(state: Pick<BookingState, 'checkin' | 'checkout'>, now: Date, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const { checkin, checkout } = state;
  if (!checkin || !checkout || !isIsoDay(checkin) || !isIsoDay(checkout) || checkin < firstBookableDay(now, timeZone)) return null;
  const nights = daysBetween(checkin, checkout);
  return nights >= 1 && nights <= MAX_NIGHTS ? nights : null;
}

/**
 * Whether a checkout day is allowed for the chosen check-in (§4: once a check-in is chosen on a product page only
 * the allowed night counts stay selectable). Without a known list every stay of 1 to 14 nights is allowed.
 */
export function isAllowedCheckout(checkin: string, checkout: string, allowedNights: readonly number[] | null): boolean {
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > MAX_NIGHTS) return false;
  return allowedNights === null || allowedNights.includes(nights);
}

/** The checkout days the allowed nights give from a check-in, in order. */
export const allowedCheckoutDays = (checkin: string, allowedNights: readonly number[]): string[] =>
  [...new Set(allowedNights.filter((n) => Number.isInteger(n) && n >= 1 && n <= MAX_NIGHTS))].sort((a, b) => a - b).map((n) => addDays(checkin, n));

/**
 * Whether a check-in day can be chosen: not before the first bookable day, within a year, and, with known
 * availabilities, one of their days.
 */
export function isAllowedCheckin(day: string, { now, availableDays, timeZone = DEFAULT_TIME_ZONE }: { now: Date; availableDays: ReadonlySet<string> | null; timeZone?: string }): boolean {
  if (!isIsoDay(day) || day < firstBookableDay(now, timeZone)) return false;
  if (day > addDays(todayAt(timeZone as TimeZone, now).day, BOOKING_WINDOW_DAYS)) return false;
  return availableDays === null || availableDays.has(day);
}

// ---------- activity dates (the rules the beneficiary's calendar shares: src/shared/activity-dates) ----------

export { activityDateValue, activityDayOptions, parseActivityDateValue } from '@/shared/activity-dates/activity-dates';

/** §4: choosing a date replaces an earlier one for the same activity; a value of another activity is ignored. */
export function chooseActivityDate(state: BookingState, activityId: number, value: string): BookingState {
  const activityDates = chooseDate(state.activityDates, activityId, value);
  return activityDates === state.activityDates ? state : { ...state, activityDates };
}

/** New dates void the activity dates and the option chosen for the old ones (§4: changing dates reloads the offer). */
export const changeDates = (state: BookingState, checkin: string | null, checkout: string | null): BookingState =>
  state.checkin === checkin && state.checkout === checkout ? state : { ...state, checkin, checkout, activityDates: {}, optionId: null };

export const changeTravellers = (state: BookingState, travellers: Travellers): BookingState => ({ ...state, travellers, optionId: null });

export const chooseOption = (state: BookingState, optionId: number): BookingState => ({ ...state, optionId });

export type BookingStep = 'dates' | 'travellers' | 'activityDates' | 'option' | 'price';

export type BookingCheck =
  | { ok: true }
  | { ok: false; step: 'dates'; message: 'datesRequired' }
  | { ok: false; step: 'activityDates'; message: 'activityDatesRequired'; missing: number[] }
  | { ok: false; step: 'option'; message: 'optionRequired' };

/**
 * What still stops the booking (§4, §5), first step first: the dates ('Please choose your travel dates.'), a date
 * for every activity ('Please choose your activity dates.', the missing ones flagged), an option when several exist.
 */
export function checkBooking(
  state: BookingState,
  { activityIds, optionCount, now, timeZone = DEFAULT_TIME_ZONE }: { activityIds: readonly number[]; optionCount: number; now: Date; timeZone?: string },
): BookingCheck {
  const nights = stayNights(state, now, timeZone);
  if (nights === null || !state.checkin) return { ok: false, step: 'dates', message: 'datesRequired' };
  const missing = missingActivityDates(state.activityDates, activityIds, nights);
  if (missing.length > 0) return { ok: false, step: 'activityDates', message: 'activityDatesRequired', missing };
  if (optionCount > 1 && state.optionId === null) return { ok: false, step: 'option', message: 'optionRequired' };
  return { ok: true };
}

/** The step the visitor is on: the first one not done. */
export function currentStep(state: BookingState, context: Parameters<typeof checkBooking>[1]): BookingStep {
  const check = checkBooking(state, context);
  return check.ok ? 'price' : check.step;
}
