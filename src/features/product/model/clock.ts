import { DEFAULT_LOCALE, timeZoneOf, type TimeZone } from '@/lib/locales';
import { wallClockAt } from '@/lib/wall-clock';

/** The default point of sale's zone, for callers that do not pass their locale's (`timeZoneOf`, src/lib/locales.ts). */
export const DEFAULT_TIME_ZONE: TimeZone = timeZoneOf(DEFAULT_LOCALE);

/**
 * The point of sale's wall clock, read by the site's one clock (src/lib/wall-clock.ts):
 * clockAt(2026-11-26T19:30Z) → { day: '2026-11-26', hour: 20 }.
 */
export function clockAt(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: string; hour: number } {
  const { day, hour } = wallClockAt(now, timeZone as TimeZone);
  return { day, hour };
}
