/**
 * Which months the calendar shows (search-and-discovery §2 Calendar, §4, §9): two months with arrows on desktop,
 * infinite vertical scroll on mobile, from the current month up to the month one year ahead.
 */
import { addDays, addMonths, dayRange, monthOf, monthsBetween, monthStart, weekdayFromMonday, type PointOfSaleToday, type YearMonth } from '@/lib/days';
import { lastBookableDay } from './day-selectability';

export const DESKTOP_MONTHS_SHOWN = 2;
/** Mobile drawer: one month paged, or three at first in the infinite scroll. */
export const MOBILE_MONTHS_SHOWN = 1;
export const MOBILE_SCROLL_INITIAL_MONTHS = 3;
/** Months added each time the scroll nears the end. */
export const MOBILE_SCROLL_BATCH = 3;
/** Load more when fewer pixels than this remain below the viewport. */
export const LOAD_MORE_THRESHOLD_PX = 200;

export const firstMonth = (now: PointOfSaleToday): YearMonth => monthOf(now.day);
/** The month holding the last bookable day (today one year ahead): 13 months counting the current one. */
export const lastMonth = (now: PointOfSaleToday): YearMonth => monthOf(lastBookableDay(now.day));

/** The previous arrow is disabled on the current month. */
export const canGoPrevious = (firstShown: YearMonth, now: PointOfSaleToday): boolean => firstShown > firstMonth(now);

/** The next arrow is disabled once the last shown month is the last month of the window. */
export const canGoNext = (firstShown: YearMonth, now: PointOfSaleToday, monthsShown: number): boolean =>
  addMonths(firstShown, monthsShown - 1) < lastMonth(now);

/** Keeps a first shown month inside the window, all `monthsShown` months fitting before its end where possible. */
export function clampFirstShown(month: YearMonth, now: PointOfSaleToday, monthsShown: number): YearMonth {
  const latest = addMonths(lastMonth(now), -(monthsShown - 1));
  const earliest = firstMonth(now);
  if (month > latest) return latest > earliest ? latest : earliest;
  return month < earliest ? earliest : month;
}

export const previousMonth = (firstShown: YearMonth, now: PointOfSaleToday, monthsShown: number): YearMonth =>
  clampFirstShown(addMonths(firstShown, -1), now, monthsShown);

export const nextMonth = (firstShown: YearMonth, now: PointOfSaleToday, monthsShown: number): YearMonth =>
  clampFirstShown(addMonths(firstShown, 1), now, monthsShown);

/** On opening: the check-in's month when there is one, else the current month. */
export const initialFirstShown = (now: PointOfSaleToday, monthsShown: number, checkin?: string | null): YearMonth =>
  clampFirstShown(checkin ? monthOf(checkin) : firstMonth(now), now, monthsShown);

/**
 * When the check-out falls after the last shown month, page forward so it becomes the last shown month:
 * monthShowingCheckout('2026-05', '2026-06-02', 1, now) → '2026-06'; with 2 months shown → '2026-05' (already visible).
 */
export function monthShowingCheckout(firstShown: YearMonth, checkout: string | null | undefined, monthsShown: number, now: PointOfSaleToday): YearMonth {
  if (!checkout) return firstShown;
  const lastShown = addMonths(firstShown, monthsShown - 1);
  const checkoutMonth = monthOf(checkout);
  if (checkoutMonth <= lastShown) return firstShown;
  return clampFirstShown(addMonths(firstShown, monthsBetween(lastShown, checkoutMonth)), now, monthsShown);
}

/** Mobile infinite scroll: shouldLoadMore(600, 400, 1150) → true (150 px left); (500, 400, 1150) → false (250 px left). */
export const shouldLoadMore = (scrollTop: number, clientHeight: number, scrollHeight: number): boolean =>
  scrollHeight - (scrollTop + clientHeight) < LOAD_MORE_THRESHOLD_PX;

/** The first `count` months of the infinite scroll: at least the initial three, never past the window. */
export function scrollMonths(now: PointOfSaleToday, count: number): YearMonth[] {
  const total = monthsBetween(firstMonth(now), lastMonth(now)) + 1;
  const length = Math.min(total, Math.max(MOBILE_SCROLL_INITIAL_MONTHS, count));
  return Array.from({ length }, (_, index) => addMonths(firstMonth(now), index));
}

/** One more batch: loadMoreMonths(now, 3) → the first 6 months; returns as many as exist at the window's end. */
export const loadMoreMonths = (now: PointOfSaleToday, loadedCount: number): YearMonth[] => scrollMonths(now, loadedCount + MOBILE_SCROLL_BATCH);

/** Whether the infinite scroll has reached the last month of the window. */
export const hasMoreMonths = (now: PointOfSaleToday, loadedCount: number): boolean => loadedCount < monthsBetween(firstMonth(now), lastMonth(now)) + 1;

/** The days of a month as ISO days (the grid's content; layout with weeks starting Monday is the component's). */
export const daysOfMonth = (month: YearMonth): string[] => dayRange(monthStart(month), addDays(monthStart(month, 1), -1));

/** Empty cells before the 1st in a week starting Monday: leadingBlankDays('2026-06') → 0 (a Monday). */
export const leadingBlankDays = (month: YearMonth): number => weekdayFromMonday(monthStart(month));
