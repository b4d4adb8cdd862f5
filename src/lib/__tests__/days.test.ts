/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  addYears,
  asIsoDay,
  dayOfWeek,
  dayRange,
  daysBetween,
  daysInMonth,
  firstStayDay,
  fromDayNumber,
  isIsoDay,
  isoDay,
  isPastCutoff,
  monthOf,
  monthsBetween,
  monthStart,
  ORDER_CUTOFF_HOUR,
  parseIsoDay,
  startOfWeek,
  toIsoDay,
  todayAt,
  weekdayFromMonday,
} from '../days';

describe('ISO days', () => {
  it.each([
    ['2026-03-28', { year: 2026, month: 3, day: 28 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-02-29', null],
    ['2027-02-29', null],
    ['2026-02-30', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-3-28', null],
    ['28/03/2026', null],
    ['2026-03-28T00:00:00Z', null],
    ['0050-01-01', null], // the years 1000 to 9999 only
    ['9999-12-31', { year: 9999, month: 12, day: 31 }],
    ['', null],
    [20260328, null],
    [null, null],
  ])('parseIsoDay(%p) → %p', (value, expected) => {
    expect(parseIsoDay(value)).toEqual(expected);
    expect(isIsoDay(value)).toBe(expected !== null);
  });

  it('turns checked text into a day and refuses anything else', () => {
    expect(asIsoDay('2026-12-07')).toBe('2026-12-07');
    expect(() => asIsoDay('2026-12-32')).toThrow(RangeError);
    expect(() => addDays('07/12/2026', 1)).toThrow(RangeError);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change (Sunday 29 March 2026)
    ['2026-10-24', 2, '2026-10-26'], // over the autumn clock change (Sunday 25 October 2026)
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
    // day, Date#getDay, from Monday, Monday of its week
    ['2026-03-29', 0, 6, '2026-03-23'], // last Sunday of March
    ['2026-10-25', 0, 6, '2026-10-19'], // last Sunday of October
    ['2026-03-28', 6, 5, '2026-03-23'],
    ['2026-12-07', 1, 0, '2026-12-07'],
    ['2028-02-29', 2, 1, '2028-02-28'],
    ['2027-01-01', 5, 4, '2026-12-28'],
  ])('%s is weekday %i (%i from Monday), its week starts on %s', (day, weekday, fromMonday, monday) => {
    expect(dayOfWeek(day)).toBe(weekday);
    expect(weekdayFromMonday(day)).toBe(fromMonday);
    expect(startOfWeek(day)).toBe(monday);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('addMonthsToDay(%s, %i) → %s', (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
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

  it('reads months, their length and their first day', () => {
    expect(monthOf('2026-12-07')).toBe('2026-12');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthStart('2026-12')).toBe('2026-12-01');
    expect(monthStart('2026-12', 1)).toBe('2027-01-01');
    expect([daysInMonth(2028, 2), daysInMonth(2027, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([29, 28, 30, 31]);
    expect(isoDay(2026, 13, 1)).toBe('2027-01-01');
    expect(isoDay(2028, 2, 30)).toBe('2028-03-01');
  });

  it('lists the days of a range, both ends included', () => {
    expect(dayRange('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(dayRange('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
    expect(dayRange('2026-03-30', '2026-03-29')).toEqual([]);
  });

  it('reads the UTC day of a Date, and the day of a day number', () => {
    expect(toIsoDay(new Date(Date.UTC(2026, 2, 29)))).toBe('2026-03-29');
    expect(toIsoDay(new Date('2026-03-29T23:59:59.999Z'))).toBe('2026-03-29');
    expect(fromDayNumber(0)).toBe('1970-01-01');
    expect(fromDayNumber(20_429)).toBe('2025-12-07');
  });
});

const ZONES = ['Europe/Paris', 'Europe/Madrid', 'Europe/Brussels', 'Europe/Amsterdam', 'Europe/Rome'] as const;

/**
 * The same instants on each point of sale's clock (the five zones share CET/CEST, and change clocks at 01:00 UTC on
 * the last Sunday of March and of October): today, its hour, whether today is still a check-in, the first stay day.
 */
const CLOCK_CASES: [instant: string, day: string, hour: number, minute: number, todayBookable: boolean, firstDay: string][] = [
  ['2026-07-10T17:59:00Z', '2026-07-10', 19, 59, true, '2026-07-10'], // summer, 19:59 CEST
  ['2026-07-10T18:00:00Z', '2026-07-10', 20, 0, false, '2026-07-11'], // summer, 20:00 CEST
  ['2026-03-28T18:59:00Z', '2026-03-28', 19, 59, true, '2026-03-28'], // Saturday before the change, 19:59 CET
  ['2026-03-28T19:00:00Z', '2026-03-28', 20, 0, false, '2026-03-29'], // 20:00 CET
  ['2026-03-29T00:59:00Z', '2026-03-29', 1, 59, true, '2026-03-29'], // 01:59 CET, a minute before the spring change
  ['2026-03-29T01:00:00Z', '2026-03-29', 3, 0, true, '2026-03-29'], // 03:00 CEST: 02:00 never happens
  ['2026-03-29T17:59:00Z', '2026-03-29', 19, 59, true, '2026-03-29'], // change day, 19:59 CEST (UTC+2 from now on)
  ['2026-03-29T18:00:00Z', '2026-03-29', 20, 0, false, '2026-03-30'], // change day, 20:00 CEST
  ['2026-10-24T18:00:00Z', '2026-10-24', 20, 0, false, '2026-10-25'], // Saturday before the autumn change, 20:00 CEST
  ['2026-10-25T00:30:00Z', '2026-10-25', 2, 30, true, '2026-10-25'], // the first 02:30 (CEST)
  ['2026-10-25T01:30:00Z', '2026-10-25', 2, 30, true, '2026-10-25'], // the second 02:30 (CET)
  ['2026-10-25T18:00:00Z', '2026-10-25', 19, 0, true, '2026-10-25'], // change day, 19:00 CET (UTC+1 again)
  ['2026-10-25T18:59:00Z', '2026-10-25', 19, 59, true, '2026-10-25'],
  ['2026-10-25T19:00:00Z', '2026-10-25', 20, 0, false, '2026-10-26'], // change day, 20:00 CET
  ['2026-12-31T22:59:00Z', '2026-12-31', 23, 59, false, '2027-01-01'],
  ['2026-12-31T23:00:00Z', '2027-01-01', 0, 0, true, '2027-01-01'], // a new year there while UTC is still in 2026
];

describe.each(ZONES)('today at a point of sale in %s', (zone) => {
  it.each(CLOCK_CASES)('at %s: %s %i:%i, today bookable: %p, first stay day %s', (instant, day, hour, minute, todayBookable, firstDay) => {
    const today = todayAt(zone, new Date(instant));
    expect(today).toEqual({ day, hour, minute });
    expect(isPastCutoff(day, today)).toBe(!todayBookable);
    expect(firstStayDay(today)).toBe(firstDay);
    // The cut-off only ever closes today: tomorrow and yesterday are not the rule's.
    expect(isPastCutoff(addDays(day, 1), today)).toBe(false);
  });
});

describe('the point of sale', () => {
  it('is a locale in either spelling or its zone', () => {
    const now = new Date('2026-12-07T19:30:00Z');
    expect(todayAt('fr-FR', now)).toEqual({ day: '2026-12-07', hour: 20, minute: 30 });
    expect(todayAt('fr_FR', now)).toEqual(todayAt('Europe/Paris', now));
    expect(todayAt('es_ES', now)).toEqual(todayAt('Europe/Madrid', now));
    expect(todayAt('nl_BE', now)).toEqual(todayAt('Europe/Brussels', now));
  });

  it('closes today at 20:00', () => {
    expect(ORDER_CUTOFF_HOUR).toBe(20);
    expect(firstStayDay({ day: '2026-03-28', hour: 19 })).toBe('2026-03-28');
    expect(firstStayDay({ day: '2026-03-28', hour: 20 })).toBe('2026-03-29');
  });

  it('answers each instant afresh after a cached one', () => {
    const evening = new Date('2026-07-10T18:30:00Z');
    expect(todayAt('it-IT', evening).hour).toBe(20);
    expect(todayAt('it-IT', new Date('2026-07-10T08:30:00Z')).hour).toBe(10);
    expect(todayAt('it-IT', evening).hour).toBe(20);
  });
});
