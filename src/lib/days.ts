/**
 * The one owner of calendar days (docs/days.md): the ISO day 'YYYY-MM-DD' (the form of the hash, the contracts and
 * the database), its arithmetic, and the point of sale's today with its 20:00 rule.
 *
 * A day carries no time zone: arithmetic is on day numbers (days since 1970-01-01, in UTC), so neither the
 * machine's zone nor a clock change can shift a day or make a night 23 or 25 hours long. The only place an instant
 * becomes a day is `todayAt(pointOfSale, now)`, which reads the point of sale's wall clock (TIME_ZONES in
 * src/lib/locales.ts), never the machine's.
 */
import { timeZoneOf, type CatalogLocale, type Locale, type TimeZone } from './locales';

/** 'YYYY-MM-DD', a real calendar day of the years 1000 to 9999: made by this module's functions or proven by `isIsoDay`. */
export type IsoDay = string & { readonly __isoDay: unique symbol };
/** 'YYYY-MM' (the month form of the availability calls). */
export type YearMonth = string;

const ISO_DAY = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1-12): daysInMonth(2028, 2) → 29. */
export const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]);

/** Year, month (1-12) and day of an ISO day, or null when the text is not a real date ('2026-02-30' → null). */
export function parseIsoDay(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real 'YYYY-MM-DD' day of the years 1000 to 9999 ('2026-02-30', '2026-2-3' and '0050-01-01' are not). */
export const isIsoDay = (value: unknown): value is IsoDay => parseIsoDay(value) !== null;

/** Days since 1970-01-01 of a year, month (1-12) and day, overflow normalised. */
const dayNumberOf = (year: number, month: number, day: number): number => Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);

function toDayNumber(day: string): number {
  const parts = parseIsoDay(day);
  if (!parts) throw new RangeError(`not an ISO day: ${String(day)}`);
  return dayNumberOf(parts.year, parts.month, parts.day);
}

/** The day `dayNumber` days after 1970-01-01: fromDayNumber(0) → '1970-01-01' (for indexes that count days). */
export function fromDayNumber(dayNumber: number): IsoDay {
  const date = new Date(dayNumber * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` as IsoDay;
}

/** The text as a day, or a RangeError: for texts a contract or the database already checked. */
export function asIsoDay(value: string): IsoDay {
  if (!isIsoDay(value)) throw new RangeError(`not an ISO day: ${String(value)}`);
  return value;
}

/** Builds a day from numbers, normalising overflow: isoDay(2026, 13, 1) → '2027-01-01'. */
export const isoDay = (year: number, month: number, day: number): IsoDay => fromDayNumber(dayNumberOf(year, month, day));

/**
 * The UTC calendar day of a Date: toIsoDay(new Date(Date.UTC(2026, 2, 29))) → '2026-03-29'. For Dates that stand for
 * a day (UTC midnight) and for the database's UTC day (price history, seed); a point of sale's day is `todayAt`'s.
 */
export const toIsoDay = (date: Date): IsoDay => fromDayNumber(Math.floor(date.getTime() / MS_PER_DAY));

/** addDays('2026-12-31', 1) → '2027-01-01' */
export const addDays = (day: string, amount: number): IsoDay => fromDayNumber(toDayNumber(day) + amount);

/** Nights from `from` to `to`: daysBetween('2026-03-28', '2026-03-30') → 2, across the spring clock change too. */
export const daysBetween = (from: string, to: string): number => toDayNumber(to) - toDayNumber(from);

/** Every day from `from` to `to`, both included: dayRange('2026-02-27', '2026-03-01') → ['2026-02-27', '2026-02-28', '2026-03-01']. */
export function dayRange(from: string, to: string): IsoDay[] {
  const first = toDayNumber(from);
  return Array.from({ length: Math.max(0, toDayNumber(to) - first + 1) }, (_, i) => fromDayNumber(first + i));
}

/** The same day `months` later, kept to the month's last day: addMonthsToDay('2026-01-31', 1) → '2026-02-28'. */
export function addMonthsToDay(day: string, months: number): IsoDay {
  const parts = parseIsoDay(day);
  if (!parts) throw new RangeError(`not an ISO day: ${String(day)}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  return isoDay(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/** The same day `years` later, a leap day falling back to 28 February: addYears('2028-02-29', 1) → '2029-02-28'. */
export const addYears = (day: string, years: number): IsoDay => addMonthsToDay(day, years * 12);

/** 0 = Sunday ... 6 = Saturday (as Date#getDay): dayOfWeek('2026-12-07') → 1. */
export const dayOfWeek = (day: string): number => (((toDayNumber(day) + 4) % 7) + 7) % 7;

/** Position in the project's week, which starts on Monday: 0 = Monday ... 6 = Sunday. */
export const weekdayFromMonday = (day: string): number => (dayOfWeek(day) + 6) % 7;

/** The Monday of the day's week: startOfWeek('2026-12-13') → '2026-12-07'. */
export const startOfWeek = (day: string): IsoDay => addDays(day, -weekdayFromMonday(day));

/** monthOf('2026-12-07') → '2026-12' */
export const monthOf = (day: string): YearMonth => day.slice(0, 7);

/** The first day of a month, `months` later: monthStart('2026-12', 1) → '2027-01-01'. */
export function monthStart(month: YearMonth, months = 0): IsoDay {
  const [year, monthNumber] = month.split('-').map(Number);
  return isoDay(year, monthNumber + months, 1);
}

/** addMonths('2026-12', 1) → '2027-01' */
export const addMonths = (month: YearMonth, amount: number): YearMonth => monthOf(monthStart(month, amount));

/** Months from `from` to `to`: monthsBetween('2026-11', '2027-02') → 3. */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** ISO text sorts like the days it names, so plain comparison orders days and months. */
export const compareDays = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A point of sale: a locale in either spelling (fr-FR, fr_FR) or its zone. */
export type PointOfSale = Locale | CatalogLocale | TimeZone;

/** What the point of sale's wall clock reads at an instant: its day, hour (0-23) and minute. */
export interface PointOfSaleToday {
  day: IsoDay;
  hour: number;
  minute: number;
}

/** From this hour on the point of sale's clock, today can no longer be a check-in (product-and-purchase §4, §9). */
export const ORDER_CUTOFF_HOUR = 20;

const formats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();
let last: { time: number; timeZone: string; today: PointOfSaleToday } | undefined;

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

const zoneOf = (pointOfSale: PointOfSale): string => (pointOfSale.includes('/') ? pointOfSale : timeZoneOf(pointOfSale));

/**
 * Today at the point of sale, whatever the zone of the machine running this:
 * todayAt('fr-FR', new Date('2026-11-25T19:05:00Z')) → { day: '2026-11-25', hour: 20, minute: 5 }.
 * The last answer is kept, so a calendar asking for each of its days formats the clock once.
 */
export function todayAt(pointOfSale: PointOfSale, now: Date): PointOfSaleToday {
  const time = now.getTime();
  const timeZone = zoneOf(pointOfSale);
  if (last && last.time === time && last.timeZone === timeZone) return last.today;
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const today = { day: `${parts.year}-${parts.month}-${parts.day}` as IsoDay, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
  last = { time, timeZone, today };
  return today;
}

/** The 20:00 rule: today is past for a check-in once the point of sale's clock reads 20:00. */
export const isPastCutoff = (day: string, today: { day: string; hour: number }): boolean => day === today.day && today.hour >= ORDER_CUTOFF_HOUR;

/** The first day a stay may start: today, or tomorrow from 20:00 (firstStayDay({ day: '2026-03-28', hour: 20 }) → '2026-03-29'). */
export const firstStayDay = (today: { day: string; hour: number }): IsoDay => (today.hour >= ORDER_CUTOFF_HOUR ? addDays(today.day, 1) : asIsoDay(today.day));
