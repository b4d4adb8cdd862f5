/**
 * Calendar days of a search. Days are counted in the site's time zone (every point of sale
 * is on Central European Time), so the server and a browser elsewhere agree on "today".
 */
export const SITE_TIME_ZONE = 'Europe/Paris';

/** Longest stay a search carries (the criteria contract allows 1 to 14 nights). */
export const MAX_NIGHTS = 14;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in the site's time zone: 2026-11-25T23:30Z → '2026-11-26'. */
export function siteToday(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(now);
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

/** "In the future" for a checkin: today or later in the site's time zone (today is still bookable). */
export function isNotPast(day: string, now: Date): boolean {
  return day >= siteToday(now);
}

export type StayDates = { checkin: string; nights: number };

/**
 * The dates a search really uses (§5): only when checkin and checkout are both set and the
 * checkin is not past at `now`; otherwise null (no dates sent, 'from' prices shown).
 */
export function usableDates(dates: { checkin?: string; checkout?: string }, now: Date): StayDates | null {
  const { checkin, checkout } = dates;
  if (!checkin || !checkout || !isIsoDay(checkin) || !isIsoDay(checkout) || !isNotPast(checkin, now)) return null;
  const nights = daysBetween(checkin, checkout);
  return nights >= 1 && nights <= MAX_NIGHTS ? { checkin, nights } : null;
}
