/**
 * Calendar days as ISO text 'yyyy-MM-dd' (the form of the hash, the availabilities map and the database).
 *
 * A day is a calendar day at the point of sale: the only place a clock instant becomes a day is `saleClock(now, zone)`,
 * which reads the point of sale's wall clock (TIME_ZONES in src/lib/locales.ts), never the device's. All arithmetic
 * below is on day numbers (days since 1970-01-01 through Date.UTC), so daylight saving changes and the machine's time
 * zone can never shift a day or make a night 23 or 25 hours long.
 */
import type { TimeZone } from '@/lib/locales';
import { wallClockAt, type WallClock } from '@/lib/wall-clock';

/** The point of sale's clock at an instant (its day and hour): what every calendar rule is given as `now`. */
export type SaleClock = WallClock;

/** 'yyyy-MM-dd' */
export type IsoDay = string;
/** 'yyyy-MM' (the month form of the availability calls) */
export type YearMonth = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Year, month (1-12) and day of an ISO day, or null when the text is not a real date ('2026-02-30' → null). */
export function parseIsoDay(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isIsoDay = (value: unknown): value is IsoDay => parseIsoDay(value) !== null;

/** Builds 'yyyy-MM-dd' from numbers, normalising overflow (month 13 → January of next year). */
export function isoDay(year: number, month: number, day: number): IsoDay {
  return fromDayNumber(Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY));
}

/**
 * The point of sale's clock at an instant, whatever the device's zone:
 * saleClock(new Date('2026-03-28T19:05:00Z'), 'Europe/Madrid') → { day: '2026-03-28', hour: 20, minute: 5 }.
 */
export const saleClock = (instant: Date, timeZone: TimeZone): SaleClock => wallClockAt(instant, timeZone);

/** The day of a clock: localDay(saleClock(new Date('2026-12-31T23:30:00Z'), 'Europe/Rome')) → '2027-01-01'. */
export const localDay = (clock: SaleClock): IsoDay => clock.day;

function toDayNumber(day: IsoDay): number {
  const parts = parseIsoDay(day);
  if (!parts) throw new RangeError(`not an ISO day: ${String(day)}`);
  return Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): IsoDay {
  const date = new Date(dayNumber * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** addDays('2026-12-31', 1) → '2027-01-01' */
export const addDays = (day: IsoDay, amount: number): IsoDay => fromDayNumber(toDayNumber(day) + amount);

/** Nights from `from` to `to`: daysBetween('2026-03-28', '2026-03-30') → 2, across the spring clock change too. */
export const daysBetween = (from: IsoDay, to: IsoDay): number => toDayNumber(to) - toDayNumber(from);

/** 0 = Sunday ... 6 = Saturday (as Date#getDay). */
export const dayOfWeek = (day: IsoDay): number => (((toDayNumber(day) + 4) % 7) + 7) % 7;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `years` later, a leap day falling back to 28 February: addYears('2028-02-29', 1) → '2029-02-28'. */
export function addYears(day: IsoDay, years: number): IsoDay {
  const parts = parseIsoDay(day);
  if (!parts) throw new RangeError(`not an ISO day: ${String(day)}`);
  const year = parts.year + years;
  return isoDay(year, parts.month, Math.min(parts.day, daysInMonth(year, parts.month)));
}

export const monthOf = (day: IsoDay): YearMonth => day.slice(0, 7);

/** addMonths('2026-12', 1) → '2027-01' */
export function addMonths(month: YearMonth, amount: number): YearMonth {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + amount;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Months from `from` to `to`: monthsBetween('2026-11', '2027-02') → 3. */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** ISO text sorts like the dates it names, so plain comparison orders days and months. */
export const compareDays = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
