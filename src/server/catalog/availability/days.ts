/** Day arithmetic on 'yyyy-MM-dd' strings, in UTC (the catalog's days carry no time zone). */
const DAY_MS = 86_400_000;

export const toDay = (date: Date): string => date.toISOString().slice(0, 10);
export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => toDay(new Date(dayMs(day) + days * DAY_MS));
export const daysBetween = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** First day of the month `months` after 'yyyy-MM'. */
export function monthStart(month: string, months = 0): string {
  const [y, m] = month.split('-').map(Number);
  return toDay(new Date(Date.UTC(y, m - 1 + months, 1)));
}

/** Every day from `from` to `to` included. */
export function dayRange(from: string, to: string): string[] {
  const out: string[] = [];
  const last = dayMs(to);
  for (let ms = dayMs(from); ms <= last; ms += DAY_MS) out.push(toDay(new Date(ms)));
  return out;
}
