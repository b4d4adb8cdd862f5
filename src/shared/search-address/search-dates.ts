/**
 * Calendar days of a search. Days are counted on the point of sale's clock (`TIME_ZONES` in src/lib/locales.ts), so
 * the server and a browser in any other zone agree on "today".
 */
import { TIME_ZONES, type TimeZone } from '@/lib/locales';
import { wallClockAt } from '@/lib/wall-clock';

export type { TimeZone };

/** Longest stay a search carries (the criteria contract allows 1 to 14 nights). */
export const MAX_NIGHTS = 14;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day of an instant on the point of sale's clock: (2026-11-25T23:30Z, 'Europe/Paris') → '2026-11-26'.
 * The zone defaults to fr-FR's only for callers written before each point of sale had its own clock: pass it.
 */
export function siteToday(now: Date, timeZone: TimeZone = TIME_ZONES['fr-FR']): string {
  return wallClockAt(now, timeZone).day;
}

/** True for a real yyyy-MM-dd calendar day ('2026-02-30' and '2026-2-3' are not). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Whole days from `from` to `to` (both yyyy-MM-dd): ('2026-12-04', '2026-12-06') → 2. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A yyyy-MM-dd day plus `days`: ('2026-12-31', 1) → '2027-01-01'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "In the future" for a checkin: today or later on the point of sale's clock (today is still bookable). */
export function isNotPast(day: string, now: Date, timeZone: TimeZone): boolean {
  return day >= siteToday(now, timeZone);
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
