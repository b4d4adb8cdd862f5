import { easterSunday } from '../../../lib/dates/easter';
import { addDays, dayOfWeek } from '../../../lib/days';


const FIXED: Record<string, string[]> = {
  FR: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'],
  ES: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'],
  IT: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'],
  BE: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'],
  NL: ['01-01', '04-27', '05-05', '12-25', '12-26'],
};

/** Public holidays of a country for the given years, with the Easter-based ones (Easter Monday, Ascension, Whit Monday). */
export function holidays(country: string, years: number[]): Set<string> {
  const set = new Set<string>();
  for (const year of years) {
    for (const md of FIXED[country] ?? []) set.add(`${year}-${md}`);
    const e = easterSunday(year);
    set.add(addDays(e, 1));
    if (country !== 'ES' && country !== 'IT') set.add(addDays(e, 39)).add(addDays(e, 50));
    if (country === 'ES') set.add(addDays(e, -3)).add(addDays(e, -2));
  }
  return set;
}

/** The seed window, computed once: day strings and their calendar parts. */
export type Window = { days: string[]; month: Uint8Array; dayOfMonth: Uint8Array; weekday: Uint8Array };

export function seedWindow(today: string, length: number): Window {
  const w: Window = { days: new Array(length), month: new Uint8Array(length), dayOfMonth: new Uint8Array(length), weekday: new Uint8Array(length) };
  for (let i = 0; i < length; i++) {
    const day = addDays(today, i);
    w.days[i] = day;
    w.month[i] = Number(day.slice(5, 7)) - 1;
    w.dayOfMonth[i] = Number(day.slice(8, 10));
    w.weekday[i] = dayOfWeek(day);
  }
  return w;
}

/** 1 where the night is a public holiday or the eve of one, per day of the window. */
export function holidayNights(w: Window, country: string): Uint8Array {
  const years = [...new Set(w.days.map((d) => Number(d.slice(0, 4))))];
  const set = holidays(country, [...years, years[years.length - 1] + 1]);
  return Uint8Array.from(w.days, (d, i) => (set.has(d) || set.has(w.days[i + 1] ?? addDays(d, 1)) ? 1 : 0));
}
