/**
 * The point of sale's wall clock: every point of sale is on Central European Time today; the zone is a parameter so
 * a caller can pass its own. clockAt(2026-11-26T19:30Z) → { day: '2026-11-26', hour: 20 }.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

const formats = new Map<string, Intl.DateTimeFormat>();

export function clockAt(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: string; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
