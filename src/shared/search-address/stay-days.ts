/**
 * Stay days as text (yyyy-MM-dd): checking one, counting the nights between two, adding days, and the longest stay.
 * No clock: apart from search-dates.ts (which reads today on the point of sale's clock) so that the product,
 * checkout and booking pages, which only count days, do not load the clock.
 */

/** Longest stay a search carries (the criteria contract allows 1 to 14 nights). */
export const MAX_NIGHTS = 14;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
