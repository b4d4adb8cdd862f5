import { DEFAULT_LOCALE, timeZoneOf, type TimeZone } from '@/lib/locales';

/** The default point of sale's zone, for callers that do not pass their locale's (`timeZoneOf`, src/lib/locales.ts). */
export const DEFAULT_TIME_ZONE: TimeZone = timeZoneOf(DEFAULT_LOCALE);
