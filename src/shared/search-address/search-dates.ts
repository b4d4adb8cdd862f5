/**
 * Calendar days of a search. Days are counted on the point of sale's clock (`TIME_ZONES` in src/lib/locales.ts), so
 * the server and a browser in any other zone agree on "today". Counting days without a clock: stay-days.ts.
 */
import type { TimeZone } from '@/lib/locales';
import { daysBetween, isIsoDay, todayAt } from '@/lib/days';
import { MAX_NIGHTS } from './stay-days';

export type { TimeZone };
export { addDays, daysBetween, isIsoDay } from '@/lib/days';
export { MAX_NIGHTS } from './stay-days';

/** "In the future" for a checkin: today or later on the point of sale's clock (today is still bookable). */
export function isNotPast(day: string, now: Date, timeZone: TimeZone): boolean {
  return day >= todayAt(timeZone, now).day;
}

export type StayDates = { checkin: string; nights: number };

/**
 * The dates a search really uses (§5): only when checkin and checkout are both set and the
 * checkin is not past at `now` on the point of sale's clock; otherwise null (no dates sent, 'from' prices shown).
 */
export function usableDates(dates: { checkin?: string; checkout?: string }, now: Date, timeZone: TimeZone): StayDates | null {
  const { checkin, checkout } = dates;
  if (!checkin || !checkout || !isIsoDay(checkin) || !isIsoDay(checkout) || !isNotPast(checkin, now, timeZone)) return null;
  const nights = daysBetween(checkin, checkout);
  return nights >= 1 && nights <= MAX_NIGHTS ? { checkin, nights } : null;
}
