import type { CatalogLocaleCode } from '@/contracts/common';
import type { FlexibleDates } from '@/contracts/search-criteria';
import { addDays, dayOfWeek, daysBetween, firstStayDay, monthStart, todayAt, type IsoDay } from '@/lib/days';
import type { FlexibleWindow } from '../search/engine';

/** A weekend arrival: a Friday or a Saturday (decisions 30 and 31). */
export const isWeekendArrival = (day: string): boolean => {
  const weekday = dayOfWeek(day);
  return weekday === 5 || weekday === 6;
};

/** The Friday of a weekend arrival's weekend: weekendFriday('2027-03-06' (a Saturday)) → '2027-03-05'. */
export const weekendFriday = (day: string): IsoDay => addDays(day, dayOfWeek(day) === 6 ? -1 : 0);

/**
 * The arrival days of a flexible search: every day of the months asked that is still a check-in at the point of sale
 * (today, or tomorrow from 20:00: `firstStayDay`), Fridays and Saturdays only for a weekend, ascending.
 * flexibleWindow({ arrival: 'weekend', nights: 2, months: ['2027-03'] }, 'fr_FR', 2027-03-05 at 20:30 Paris)
 *   → { arrivals: ['2027-03-06', '2027-03-12', '2027-03-13', …], nights: 2, perWeekend: true }
 */
export function flexibleWindow(flexible: FlexibleDates, locale: CatalogLocaleCode, now: Date): FlexibleWindow {
  const first = firstStayDay(todayAt(locale, now));
  const arrivals: string[] = [];
  for (const month of flexible.months) {
    const start = monthStart(month);
    const length = daysBetween(start, monthStart(month, 1));
    for (let d = 0; d < length; d++) {
      const day = addDays(start, d);
      if (day < first) continue;
      if (flexible.arrival === 'weekend' && !isWeekendArrival(day)) continue;
      arrivals.push(day);
    }
  }
  return { arrivals, nights: flexible.nights, perWeekend: flexible.arrival === 'weekend' };
}
