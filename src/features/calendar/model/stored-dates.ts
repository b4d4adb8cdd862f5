/**
 * Dates kept in session storage (search-and-discovery §4): restored on the home and search pages when still in the
 * future and not in the activity flow. Storage may hold anything: whatever does not parse is nothing.
 */
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { timeZoneOf, type TimeZone } from '@/lib/locales';
import { daysBetween, isIsoDay, todayAt, type PointOfSaleToday, isPastCutoff } from '@/lib/days';
import { isPastDay } from './day-selectability';

export const STORED_DATES_KEY = 'escapade.search.dates';

export interface StoredDates {
  checkin: string;
  checkout: string;
  nights: number;
}

/** Pages on which stored dates come back. */
export const RESTORING_PAGES = ['home', 'search'] as const;

/** What goes into session storage: serializeStoredDates('2026-05-01', '2026-05-03') → '{"checkin":"2026-05-01","checkout":"2026-05-03"}'. */
export const serializeStoredDates = (checkin: string, checkout: string): string => JSON.stringify({ checkin, checkout });

/** Reads the stored text: two real days with the check-out after the check-in, else null. Never throws. */
export function parseStoredDates(raw: unknown): StoredDates | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { checkin, checkout } = value as Record<string, unknown>;
  if (!isIsoDay(checkin) || !isIsoDay(checkout) || checkout <= checkin) return null;
  return { checkin, checkout, nights: daysBetween(checkin, checkout) };
}

/** Still in the future: the check-in is today before the 20:00 cutoff, or later. */
export const areDatesStillFuture = (dates: Pick<StoredDates, 'checkin'>, now: PointOfSaleToday): boolean =>
  !isPastDay(dates.checkin, now.day) && !isPastCutoff(dates.checkin, now);

/**
 * The stored dates to put back, or null: only on home and search pages, never in the activity flow, only when the
 * stored text parses and the check-in is still in the future.
 */
export function datesToRestore({ raw, page, flow, now }: { raw: unknown; page: string; flow: string; now: PointOfSaleToday }): StoredDates | null {
  if (!(RESTORING_PAGES as readonly string[]).includes(page) || flow === 'activity') return null;
  const dates = parseStoredDates(raw);
  return dates && areDatesStillFuture(dates, now) ? dates : null;
}

/** The point of sale of the page in the browser (Next writes its locale as `<html lang>`). */
const documentTimeZone = (): TimeZone => timeZoneOf(typeof document === 'undefined' ? undefined : document.documentElement.lang);

/**
 * The session's dates to put back on this page and flow (datesToRestore on what the session holds), or null, on the
 * point of sale's clock: `timeZone`, else the zone of the page's locale.
 */
export const sessionDatesToRestore = (page: string, flow: string, now: Date, timeZone: TimeZone = documentTimeZone()): StoredDates | null =>
  datesToRestore({ raw: readStorage('sessionStorage', STORED_DATES_KEY), page, flow, now: todayAt(timeZone, now) });

/** Keeps the chosen dates for the visit's other pages, or forgets them when the range is cleared (blocked storage: page only). */
export function keepSessionDates(range: { checkin: string | null; checkout: string | null }): void {
  writeStorage('sessionStorage', STORED_DATES_KEY, range.checkin && range.checkout ? serializeStoredDates(range.checkin, range.checkout) : null);
}
