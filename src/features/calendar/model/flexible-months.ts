/**
 * Months pressed in the flexible dates' panel (issue 36), apart from the search address's rules so that only the panel's
 * chunk carries them.
 */
import { MAX_FLEXIBLE_MONTHS } from '@/contracts/search-criteria';
import type { YearMonth } from '@/lib/days';

/**
 * A month pressed: a chosen one is dropped, another added in calendar order while fewer than three are chosen;
 * otherwise the same list. (The panel validates only with one month or more.)
 */
export function toggleFlexibleMonth(months: readonly YearMonth[], month: YearMonth): YearMonth[] {
  if (months.includes(month)) return months.filter((m) => m !== month);
  if (months.length >= MAX_FLEXIBLE_MONTHS) return [...months];
  return [...months, month].sort();
}

/** Whether a month button can be pressed: a chosen one (to drop it) or any while fewer than three are chosen. */
export const canToggleFlexibleMonth = (months: readonly YearMonth[], month: YearMonth): boolean => months.includes(month) || months.length < MAX_FLEXIBLE_MONTHS;
