import type { TimeZone } from './locales';

/** From this hour on the point of sale's clock, today can no longer be a check-in (§4, §9 order cut-off). */
export const ORDER_CUTOFF_HOUR = 20;

/** What a clock on the wall of a point of sale reads at an instant: its calendar day (yyyy-MM-dd), hour (0-23) and minute. */
export interface WallClock {
  day: string;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
let last: { time: number; timeZone: string; clock: WallClock } | undefined;

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of `timeZone` at `instant`, whatever the zone of the machine running this:
 * wallClockAt(new Date('2026-11-25T19:05:00Z'), 'Europe/Paris') → { day: '2026-11-25', hour: 20, minute: 5 }.
 * The last answer is kept, so a calendar asking for each of its days formats the clock once.
 */
export function wallClockAt(instant: Date, timeZone: TimeZone): WallClock {
  const time = instant.getTime();
  if (last && last.time === time && last.timeZone === timeZone) return last.clock;
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const clock = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
  last = { time, timeZone, clock };
  return clock;
}
