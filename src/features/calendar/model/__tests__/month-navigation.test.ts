/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isoDay, type PointOfSaleToday } from '@/lib/days';
import {
  DESKTOP_MONTHS_SHOWN,
  canGoNext,
  canGoPrevious,
  daysOfMonth,
  firstMonth,
  hasMoreMonths,
  initialFirstShown,
  lastMonth,
  leadingBlankDays,
  loadMoreMonths,
  monthShowingCheckout,
  nextMonth,
  previousMonth,
  scrollMonths,
  shouldLoadMore,
} from '../month-navigation';

const at = (year: number, month: number, day: number, hour = 12, minute = 0): PointOfSaleToday => ({ day: isoDay(year, month, day), hour, minute });

describe('month navigation', () => {
  it.each([
    [at(2026, 5, 15), '2026-05', '2027-05'],
    [at(2026, 12, 31, 23, 59), '2026-12', '2027-12'],
    [at(2027, 1, 1, 0, 1), '2027-01', '2028-01'],
    [at(2028, 2, 29), '2028-02', '2029-02'],
  ])('window at %p runs from %s to %s', (now, first, last) => {
    expect(firstMonth(now)).toBe(first);
    expect(lastMonth(now)).toBe(last);
  });

  it.each([
    ['2026-05', false],
    ['2026-06', true],
    ['2027-04', true],
  ])('previous arrow on %s: %p', (shown, expected) => {
    expect(canGoPrevious(shown, at(2026, 5, 15))).toBe(expected);
  });

  it.each([
    ['2026-05', 2, true],
    ['2027-03', 2, true],
    ['2027-04', 2, false],
    ['2027-04', 1, true],
    ['2027-05', 1, false],
  ])('next arrow from %s showing %i months: %p', (shown, monthsShown, expected) => {
    expect(canGoNext(shown, at(2026, 5, 15), monthsShown)).toBe(expected);
  });

  it('pages inside the window only', () => {
    const now = at(2026, 12, 31);
    expect(previousMonth('2026-12', now, DESKTOP_MONTHS_SHOWN)).toBe('2026-12');
    expect(nextMonth('2026-12', now, DESKTOP_MONTHS_SHOWN)).toBe('2027-01');
    expect(previousMonth('2027-01', now, DESKTOP_MONTHS_SHOWN)).toBe('2026-12');
    expect(nextMonth('2027-11', now, DESKTOP_MONTHS_SHOWN)).toBe('2027-11');
    expect(nextMonth('2027-11', now, 1)).toBe('2027-12');
  });

  it.each([
    [null, 2, '2026-05'],
    ['2026-08-14', 2, '2026-08'],
    ['2027-05-10', 2, '2027-04'],
    ['2027-05-10', 1, '2027-05'],
  ])('opens on the check-in %p (%i months) at %s', (checkin, monthsShown, expected) => {
    expect(initialFirstShown(at(2026, 5, 15), monthsShown, checkin)).toBe(expected);
  });

  it.each([
    ['2026-05', '2026-05-20', 1, '2026-05'],
    ['2026-05', '2026-06-02', 1, '2026-06'],
    ['2026-05', '2026-06-02', 2, '2026-05'],
    ['2026-05', '2026-07-02', 2, '2026-06'],
    ['2026-12', '2027-01-02', 1, '2027-01'],
    ['2026-05', null, 1, '2026-05'],
  ])('from %s a check-out on %p with %i months shows %s first', (shown, checkout, monthsShown, expected) => {
    expect(monthShowingCheckout(shown, checkout, monthsShown, at(2026, 5, 15))).toBe(expected);
  });

  it.each([
    [0, 400, 1000, false],
    [401, 400, 1000, true],
    [400, 400, 1000, false], // exactly 200 px left
    [600, 400, 1150, true],
    [500, 400, 1150, false],
    [0, 800, 900, true],
  ])('shouldLoadMore(%i, %i, %i) → %p', (scrollTop, clientHeight, scrollHeight, expected) => {
    expect(shouldLoadMore(scrollTop, clientHeight, scrollHeight)).toBe(expected);
  });

  it('loads months in batches up to one year ahead', () => {
    const now = at(2026, 12, 31, 21, 0);
    expect(scrollMonths(now, 0)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(loadMoreMonths(now, 3)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
    const all = loadMoreMonths(now, 12);
    expect(all).toHaveLength(13);
    expect(all[12]).toBe('2027-12');
    expect(hasMoreMonths(now, 12)).toBe(true);
    expect(hasMoreMonths(now, 13)).toBe(false);
  });

  it.each([
    ['2028-02', 29, 1], // leap February starts on a Tuesday
    ['2027-02', 28, 0], // Monday
    ['2026-03', 31, 6], // Sunday
    ['2026-06', 30, 0],
  ])('%s has %i days and %i blank cells before the 1st', (month, days, blanks) => {
    expect(daysOfMonth(month)).toHaveLength(days);
    expect(daysOfMonth(month)[days - 1]).toBe(`${month}-${days}`);
    expect(leadingBlankDays(month)).toBe(blanks);
  });
});
