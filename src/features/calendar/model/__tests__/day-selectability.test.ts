/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isoDay, isPastCutoff, type PointOfSaleToday } from '@/lib/days';
import type { Availabilities } from '../availability';
import {
  dayUnselectableReason,
  isBeyondBookingWindow,
  isDaySelectable,
  isMissingFromAvailabilities,
  isPastDay,
  isTooFarWithoutAvailabilities,
  lastBookableDay,
  nightsAllowed,
  type SelectabilityContext,
  type UnselectableReason,
} from '../day-selectability';

/** The point of sale's clock at a wall-clock time (its day and hour); todayAt turns instants into this (point-of-sale-clock.test.ts). */
const at = (year: number, month: number, day: number, hour = 12, minute = 0): PointOfSaleToday => ({ day: isoDay(year, month, day), hour, minute });

const availabilities: Availabilities = {
  '2026-05-01': { price: '89 €', amount: 89, minLos: 1 },
  '2026-05-02': { price: '99 €', amount: 99, minLos: 3 },
  '2026-05-04': null,
  '2026-04-28': { price: '79 €', amount: 79, minLos: 1 },
};

describe('day selectability rules', () => {
  it.each([
    ['2026-03-27', '2026-03-28', true],
    ['2026-03-28', '2026-03-28', false],
    ['2026-12-31', '2027-01-01', true],
    ['2027-01-01', '2026-12-31', false],
  ])('isPastDay(%s, today %s) → %p', (day, today, expected) => {
    expect(isPastDay(day, today)).toBe(expected);
  });

  it.each([
    ['2026-03-28', at(2026, 3, 28, 19, 59), false],
    ['2026-03-28', at(2026, 3, 28, 20, 0), true],
    ['2026-03-28', at(2026, 3, 28, 23, 59), true],
    ['2026-03-29', at(2026, 3, 28, 20, 0), false],
    ['2026-03-29', at(2026, 3, 29, 19, 59), false], // spring clock change Sunday
    ['2026-03-29', at(2026, 3, 29, 20, 0), true],
    ['2026-10-25', at(2026, 10, 25, 19, 59), false], // autumn clock change Sunday
    ['2026-10-25', at(2026, 10, 25, 20, 0), true],
  ])('isPastCutoff(%s, %p) → %p', (day, now, expected) => {
    expect(isPastCutoff(day, now)).toBe(expected);
  });

  it.each([
    ['2026-12-31', '2027-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-03-01', '2028-03-01'],
  ])('lastBookableDay(%s) → %s', (today, expected) => {
    expect(lastBookableDay(today)).toBe(expected);
    expect(isBeyondBookingWindow(expected, today)).toBe(false);
  });

  it('refuses days with no availability once availabilities are known', () => {
    expect(isMissingFromAvailabilities('2026-05-01', availabilities)).toBe(false);
    expect(isMissingFromAvailabilities('2026-05-04', availabilities)).toBe(true);
    expect(isMissingFromAvailabilities('2026-05-05', availabilities)).toBe(true);
    expect(isMissingFromAvailabilities('2026-05-05', {})).toBe(true);
    expect(isMissingFromAvailabilities('2026-05-05', null)).toBe(false);
  });

  it.each([
    ['2026-01-21', '2026-01-01', null, false],
    ['2026-01-22', '2026-01-01', null, true],
    ['2026-04-09', '2026-03-20', null, false], // 20 nights across the spring clock change
    ['2026-04-10', '2026-03-20', null, true],
    ['2026-04-10', '2026-03-20', availabilities, false],
  ])('isTooFarWithoutAvailabilities(%s, check-in %s) → %p', (day, checkin, known, expected) => {
    expect(isTooFarWithoutAvailabilities(day, checkin, known)).toBe(expected);
  });

  it.each([
    [3, [2, 3, 7], true],
    [4, [2, 3, 7], false],
    [-1, [2, 3, 7], false],
    [2, { start: 2, end: 4 }, true],
    [4, { start: 2, end: 4 }, true],
    [1, { start: 2, end: 4 }, false],
    [5, { start: 2, end: 4 }, false],
  ])('nightsAllowed(%i, %p) → %p', (nights, allowed, expected) => {
    expect(nightsAllowed(nights, allowed)).toBe(expected);
  });
});

describe('dayUnselectableReason', () => {
  const cases: Array<[string, string, SelectabilityContext, UnselectableReason | null]> = [
    // the clock
    ['yesterday', '2026-03-27', { now: at(2026, 3, 28) }, 'past'],
    ['today at 19:59', '2026-03-28', { now: at(2026, 3, 28, 19, 59) }, null],
    ['today at 20:00', '2026-03-28', { now: at(2026, 3, 28, 20, 0) }, 'sameDayCutoff'],
    ['tomorrow at 20:00', '2026-03-29', { now: at(2026, 3, 28, 20, 0) }, null],
    ['spring-change Sunday at 19:59', '2026-03-29', { now: at(2026, 3, 29, 19, 59) }, null],
    ['spring-change Sunday at 20:00', '2026-03-29', { now: at(2026, 3, 29, 20, 0) }, 'sameDayCutoff'],
    ['autumn-change Sunday at 20:00', '2026-10-25', { now: at(2026, 10, 25, 20, 0) }, 'sameDayCutoff'],
    ['Monday after the autumn change', '2026-10-26', { now: at(2026, 10, 25, 20, 0) }, null],
    // year end
    ['31 Dec at 20:00', '2026-12-31', { now: at(2026, 12, 31, 20, 0) }, 'sameDayCutoff'],
    ['1 Jan seen on 31 Dec at 20:00', '2027-01-01', { now: at(2026, 12, 31, 20, 0) }, null],
    ['31 Dec seen on 1 Jan', '2026-12-31', { now: at(2027, 1, 1, 0, 30) }, 'past'],
    ['one year ahead', '2027-12-31', { now: at(2026, 12, 31) }, null],
    ['one year and a day ahead', '2028-01-01', { now: at(2026, 12, 31) }, 'beyondWindow'],
    // leap day
    ['leap day itself', '2028-02-29', { now: at(2028, 2, 29, 19, 59) }, null],
    ['leap day after 20:00', '2028-02-29', { now: at(2028, 2, 29, 20, 0) }, 'sameDayCutoff'],
    ['a year after the leap day', '2029-02-28', { now: at(2028, 2, 29) }, null],
    ['past the window from the leap day', '2029-03-01', { now: at(2028, 2, 29) }, 'beyondWindow'],
    ['leap day beyond the window', '2028-02-29', { now: at(2027, 2, 28) }, 'beyondWindow'],
    // availabilities, no check-in
    ['available day', '2026-05-01', { now: at(2026, 4, 20), availabilities }, null],
    ['null entry', '2026-05-04', { now: at(2026, 4, 20), availabilities }, 'notAvailable'],
    ['day absent from availabilities', '2026-05-05', { now: at(2026, 4, 20), availabilities }, 'notAvailable'],
    ['availabilities unknown', '2026-05-05', { now: at(2026, 4, 20), availabilities: null }, null],
    // check-in without availabilities
    ['the check-in day', '2026-03-20', { now: at(2026, 3, 10), checkin: '2026-03-20' }, 'checkinDay'],
    ['20 nights over the clock change', '2026-04-09', { now: at(2026, 3, 10), checkin: '2026-03-20' }, null],
    ['21 nights', '2026-04-10', { now: at(2026, 3, 10), checkin: '2026-03-20' }, 'tooFarWithoutAvailabilities'],
    ['earlier day restarts the range', '2026-03-18', { now: at(2026, 3, 10), checkin: '2026-03-20' }, null],
    ['earlier past day', '2026-03-09', { now: at(2026, 3, 10), checkin: '2026-03-20' }, 'past'],
    ['check-out over the year end', '2027-01-02', { now: at(2026, 12, 30), checkin: '2026-12-31' }, null],
    // check-in with availabilities
    ['check-out need not be available', '2026-05-05', { now: at(2026, 4, 20), checkin: '2026-05-01', availabilities }, null],
    ['no 20-night limit with availabilities', '2026-05-30', { now: at(2026, 4, 20), checkin: '2026-05-01', availabilities }, null],
    ['earlier available day', '2026-04-28', { now: at(2026, 4, 20), checkin: '2026-05-01', availabilities }, null],
    ['earlier unavailable day', '2026-04-29', { now: at(2026, 4, 20), checkin: '2026-05-01', availabilities }, 'notAvailable'],
    ['below the check-in minimum stay', '2026-05-04', { now: at(2026, 4, 20), checkin: '2026-05-02', availabilities }, 'belowMinimumStay'],
    ['at the check-in minimum stay', '2026-05-05', { now: at(2026, 4, 20), checkin: '2026-05-02', availabilities }, null],
    // allowed nights known (product pages)
    ['allowed night count', '2026-05-04', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: [1, 3] }, null],
    ['night count not allowed', '2026-05-03', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: [1, 3] }, 'nightsNotAllowed'],
    ['earlier day with allowed nights', '2026-04-30', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: [1, 3] }, 'nightsNotAllowed'],
    ['inside a minimum-stay range', '2026-05-03', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: { start: 2, end: 4 } }, null],
    ['below a minimum-stay range', '2026-05-02', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: { start: 2, end: 4 } }, 'nightsNotAllowed'],
    ['above a minimum-stay range', '2026-05-06', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: { start: 2, end: 4 } }, 'nightsNotAllowed'],
    ['allowed nights beyond 20 without availabilities', '2026-05-23', { now: at(2026, 4, 20), checkin: '2026-05-01', allowedNights: [22] }, null],
  ];

  it.each(cases)('%s: %s → %p', (_name, day, context, expected) => {
    expect(dayUnselectableReason(day, context)).toBe(expected);
    expect(isDaySelectable(day, context)).toBe(expected === null);
  });
});
