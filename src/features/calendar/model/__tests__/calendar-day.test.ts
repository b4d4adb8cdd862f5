/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  addYears,
  dayOfWeek,
  daysBetween,
  isoDay,
  localDay,
  saleClock,
  monthsBetween,
  parseIsoDay,
} from '../calendar-day';

describe('calendar days', () => {
  it.each([
    ['2026-03-28', { year: 2026, month: 3, day: 28 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2027-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-3-28', null],
    ['28/03/2026', null],
    ['', null],
    [20260328, null],
    [null, null],
  ])('parseIsoDay(%p) → %p', (value, expected) => {
    expect(parseIsoDay(value)).toEqual(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change (29 March 2026)
    ['2026-10-24', 2, '2026-10-26'], // over the autumn clock change (25 October 2026)
    ['2026-03-01', 365, '2027-03-01'],
  ])('addDays(%s, %i) → %s', (day, amount, expected) => {
    expect(addDays(day, amount)).toBe(expected);
  });

  it.each([
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-05-03', '2026-05-01', -2],
  ])('daysBetween(%s, %s) → %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ['2026-03-29', 0], // last Sunday of March
    ['2026-10-25', 0], // last Sunday of October
    ['2026-03-28', 6],
    ['2028-02-29', 2],
    ['2027-01-01', 5],
  ])('dayOfWeek(%s) → %i', (day, expected) => {
    expect(dayOfWeek(day)).toBe(expected);
  });

  it.each([
    ['2028-02-29', 1, '2029-02-28'],
    ['2026-12-31', 1, '2027-12-31'],
    ['2027-02-28', 1, '2028-02-28'],
  ])('addYears(%s, %i) → %s', (day, years, expected) => {
    expect(addYears(day, years)).toBe(expected);
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-11', -23, '2024-12'],
  ])('addMonths(%s, %i) → %s', (month, amount, expected) => {
    expect(addMonths(month, amount)).toBe(expected);
  });

  it('counts months and normalises day overflow', () => {
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(isoDay(2026, 13, 1)).toBe('2027-01-01');
    expect(isoDay(2028, 2, 30)).toBe('2028-03-01');
  });

  it.each([
    [new Date('2026-12-31T22:59:00Z'), '2026-12-31'],
    [new Date('2026-12-31T23:00:00Z'), '2027-01-01'],
    [new Date('2026-03-29T01:30:00Z'), '2026-03-29'], // 03:30, just after the spring clock change
    [new Date('2026-10-25T22:00:00Z'), '2026-10-25'], // 23:00, the evening of the autumn clock change
  ])('localDay(saleClock(%p, Europe/Paris)) reads the point of sale\'s calendar day → %s', (instant, expected) => {
    expect(localDay(saleClock(instant, 'Europe/Paris'))).toBe(expected);
  });
});
