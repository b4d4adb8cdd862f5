import { daysInMonth, monthStart, weekdayFromMonday, type YearMonth } from '@/lib/days';

/**
 * The beneficiary calendar's month as weeks starting Monday (search-and-discovery §9): each week seven cells, days of
 * other months empty (null). Pure, on yyyy-MM-dd texts (no time zone involved).
 */
export function monthWeeks(month: YearMonth): (string | null)[][] {
  const [year, m] = month.split('-').map(Number);
  const lead = weekdayFromMonday(monthStart(month));
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysInMonth(year, m) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
