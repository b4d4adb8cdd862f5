/**
 * Availabilities (search-and-discovery §3): per-day price and minimum stay, the minimum-stay hint and legend (§5),
 * and the gift-redemption day availability (§4 'Calendar day availability').
 * Models return numbers and message keys; the calendar component formats and translates them.
 */

/** One day of the Availabilities map, as the availability calls answer it. Only the fields the calendar reads are required. */
export interface DayAvailability {
  /** price text as the API formats it */
  price?: string | null;
  /** price amount, in the unit of the call (the gift value passed below must use the same unit) */
  amount?: number | null;
  /** minimum length of stay in nights from this check-in day */
  minLos?: number | null;
  displayTotalPrice?: number | null;
  day?: string | number | null;
  promo?: number | boolean | null;
  bestPriceOfTheMonth?: boolean | null;
}

/** date (yyyy-MM-dd) → day; null (or a missing key) means no availability that day. */
export type Availabilities = Readonly<Record<string, DayAvailability | null | undefined>>;

/** A minimum stay shows only above 1 night. */
export const MINIMUM_STAY_THRESHOLD = 1;

/** What one calendar cell shows under its number; null when nothing is known or the day is not available. */
export interface DayMarker {
  priceText: string | null;
  amount: number | null;
  /** the asterisk: minLos above 1 */
  hasMinimumStay: boolean;
  minimumStay: number | null;
  promo: boolean;
  bestPriceOfTheMonth: boolean;
}

const minimumStayOf = (entry: DayAvailability | null | undefined): number | null =>
  entry && typeof entry.minLos === 'number' && Number.isFinite(entry.minLos) && entry.minLos > MINIMUM_STAY_THRESHOLD ? entry.minLos : null;

/** Price and minimum-stay marker of a day: dayMarker('2026-05-01', {'2026-05-01': {price: '89 €', minLos: 2}}) → {priceText: '89 €', hasMinimumStay: true, minimumStay: 2, ...}. */
export function dayMarker(day: string, availabilities: Availabilities | null | undefined): DayMarker | null {
  const entry = availabilities?.[day];
  if (!entry) return null;
  const minimumStay = minimumStayOf(entry);
  return {
    priceText: typeof entry.price === 'string' && entry.price !== '' ? entry.price : null,
    amount: typeof entry.amount === 'number' && Number.isFinite(entry.amount) ? entry.amount : null,
    hasMinimumStay: minimumStay !== null,
    minimumStay,
    promo: typeof entry.promo === 'number' ? entry.promo > 0 : entry.promo === true,
    bestPriceOfTheMonth: entry.bestPriceOfTheMonth === true,
  };
}

/** The check-in's minimum stay in nights (above 1), else null: what the check-in day and the selectability rule use. */
export function checkinMinimumStay(checkin: string | null | undefined, availabilities: Availabilities | null | undefined): number | null {
  return checkin ? minimumStayOf(availabilities?.[checkin]) : null;
}

export const MINIMUM_STAY_HINT_KEY = 'calendar.minimumStay.hint';

/** 'Minimum stay: {count} night' on the selected check-in, or null when it has no minimum stay above 1. */
export function minimumStayHint(
  checkin: string | null | undefined,
  availabilities: Availabilities | null | undefined,
): { key: typeof MINIMUM_STAY_HINT_KEY; count: number } | null {
  const count = checkinMinimumStay(checkin, availabilities);
  return count === null ? null : { key: MINIMUM_STAY_HINT_KEY, count };
}

export const LEGEND_MINIMUM_KEY = 'calendar.legend.minimumStay';
export const LEGEND_MULTIPLE_KEY = 'calendar.legend.multipleNights';
export type CalendarLegend = { key: typeof LEGEND_MINIMUM_KEY; count: number } | { key: typeof LEGEND_MULTIPLE_KEY };

/**
 * Legend for the asterisk over the given days (the visible months): every starred day needs the same stay →
 * 'Stay of minimum {count} night'; different stays → 'Stay of multiple nights'; no starred day → no legend.
 */
export function calendarLegend(availabilities: Availabilities | null | undefined, days?: readonly string[]): CalendarLegend | null {
  if (!availabilities) return null;
  const keys = days ?? Object.keys(availabilities);
  const stays = new Set<number>();
  for (const day of keys) {
    const stay = minimumStayOf(availabilities[day]);
    if (stay !== null) stays.add(stay);
  }
  if (stays.size === 0) return null;
  if (stays.size === 1) return { key: LEGEND_MINIMUM_KEY, count: [...stays][0] };
  return { key: LEGEND_MULTIPLE_KEY };
}

export type GiftDayAvailability =
  | { status: 'included'; supplement: 0 }
  | { status: 'supplement'; supplement: number }
  | { status: 'notAvailable' };

/**
 * Gift redemption (§4): included when price minus gift value is not above 0, supplement when the price exceeds it,
 * notAvailable with no data or when the day's minimum stay is longer than the chosen stay.
 * The price is displayTotalPrice (the per-stay price of packageCheckinPrices), else amount; same unit as giftValue.
 * giftDayAvailability({displayTotalPrice: 230, minLos: 2}, 200, 2) → {status: 'supplement', supplement: 30}
 */
export function giftDayAvailability(entry: DayAvailability | null | undefined, giftValue: number, stayLength: number): GiftDayAvailability {
  if (!entry) return { status: 'notAvailable' };
  const price = typeof entry.displayTotalPrice === 'number' ? entry.displayTotalPrice : entry.amount;
  if (typeof price !== 'number' || !Number.isFinite(price)) return { status: 'notAvailable' };
  if (typeof entry.minLos === 'number' && entry.minLos > stayLength) return { status: 'notAvailable' };
  const supplement = price - giftValue;
  return supplement <= 0 ? { status: 'included', supplement: 0 } : { status: 'supplement', supplement };
}
