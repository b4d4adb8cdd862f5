/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isoDay, type PointOfSaleToday } from '@/lib/days';
import { ascensionDay, campaignRange, dateShortcuts, easterSunday, pentecostSunday, weekendRanges } from '../date-shortcuts';

const at = (year: number, month: number, day: number, hour = 12, minute = 0): PointOfSaleToday => ({ day: isoDay(year, month, day), hour, minute });
/** id:checkin>checkout, short enough to read a whole table line */
const summary = (shortcuts: ReturnType<typeof dateShortcuts>) => shortcuts.map((s) => `${s.id}:${s.checkin}>${s.checkout}`);

describe('moveable feasts', () => {
  // Published Easter dates (Gregorian), including the earliest and latest possible ones.
  it.each([
    [1818, '1818-03-22'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it.each([
    [2024, '2024-05-09', '2024-05-19'],
    [2026, '2026-05-14', '2026-05-24'],
    [2027, '2027-05-06', '2027-05-16'],
    [2028, '2028-05-25', '2028-06-04'],
  ])('%i: Ascension %s, Pentecost %s', (year, ascension, pentecost) => {
    expect(ascensionDay(year)).toBe(ascension);
    expect(pentecostSunday(year)).toBe(pentecost);
  });
});

describe('campaign ranges', () => {
  it.each([
    // the spec's 2024 examples
    ['labourDay', 2024, '2024-05-01', '2024-05-05', 4],
    ['ascension', 2024, '2024-05-08', '2024-05-12', 4],
    ['pentecost', 2024, '2024-05-17', '2024-05-19', 2],
    ['puenteDeMayo', 2024, '2024-05-01', '2024-05-05', 4],
    // the years the site will run in
    ['labourDay', 2026, '2026-05-01', '2026-05-05', 4],
    ['ascension', 2026, '2026-05-13', '2026-05-17', 4],
    ['pentecost', 2026, '2026-05-22', '2026-05-24', 2],
    ['ascension', 2027, '2027-05-05', '2027-05-09', 4],
    ['pentecost', 2027, '2027-05-14', '2027-05-16', 2],
    ['puenteDeMayo', 2027, '2027-05-01', '2027-05-05', 4],
    ['ascension', 2028, '2028-05-24', '2028-05-28', 4],
    ['pentecost', 2028, '2028-06-02', '2028-06-04', 2],
  ] as const)('%s %i: %s → %s (%i nights)', (id, year, checkin, checkout, nights) => {
    expect(campaignRange(id, year)).toEqual({ id, key: `calendar.shortcuts.${id}`, checkin, checkout, nights });
  });
});

describe('weekends', () => {
  it.each([
    [at(2026, 3, 23), '2026-03-28', '2026-04-04'], // Monday
    [at(2026, 3, 27), '2026-03-28', '2026-04-04'], // Friday
    [at(2026, 3, 28), '2026-03-28', '2026-04-04'], // Saturday before the spring clock change
    [at(2026, 3, 29), '2026-03-28', '2026-04-04'], // Sunday of the change: the current weekend is the one ending today
    [at(2026, 10, 25), '2026-10-24', '2026-10-31'], // autumn change Sunday
    [at(2026, 12, 31), '2027-01-02', '2027-01-09'], // Thursday at the year end
    [at(2028, 2, 29), '2028-03-04', '2028-03-11'], // leap day, a Tuesday
  ])('at %p the current weekend starts %s, the next %s', (now, current, next) => {
    const ranges = weekendRanges(now);
    expect(ranges.current.checkin).toBe(current);
    expect(ranges.next.checkin).toBe(next);
    expect(ranges.current.nights).toBe(1);
    expect(ranges.next.nights).toBe(1);
  });
});

describe('dateShortcuts', () => {
  it.each<[string, PointOfSaleToday, string, string[]]>([
    [
      'Saturday before the spring change, France',
      at(2026, 3, 28, 19, 59),
      'fr-FR',
      [
        'currentWeekend:2026-03-28>2026-03-29',
        'nextWeekend:2026-04-04>2026-04-05',
        'labourDay:2026-05-01>2026-05-05',
        'ascension:2026-05-13>2026-05-17',
        'pentecost:2026-05-22>2026-05-24',
      ],
    ],
    [
      'same Saturday at 20:00: this weekend can no longer start',
      at(2026, 3, 28, 20, 0),
      'fr-FR',
      ['nextWeekend:2026-04-04>2026-04-05', 'labourDay:2026-05-01>2026-05-05', 'ascension:2026-05-13>2026-05-17', 'pentecost:2026-05-22>2026-05-24'],
    ],
    [
      'Sunday of the spring change hides the current weekend',
      at(2026, 3, 29, 10, 0),
      'nl-BE',
      ['nextWeekend:2026-04-04>2026-04-05', 'labourDay:2026-05-01>2026-05-05', 'ascension:2026-05-13>2026-05-17', 'pentecost:2026-05-22>2026-05-24'],
    ],
    [
      'between Ascension and Pentecost: next year joins in',
      at(2026, 5, 20),
      'fr-BE',
      [
        'currentWeekend:2026-05-23>2026-05-24',
        'nextWeekend:2026-05-30>2026-05-31',
        'pentecost:2026-05-22>2026-05-24',
        'labourDay:2027-05-01>2027-05-05',
        'ascension:2027-05-05>2027-05-09',
        'pentecost:2027-05-14>2027-05-16',
      ],
    ],
    [
      'autumn change Sunday in Spain',
      at(2026, 10, 25, 12, 0),
      'es-ES',
      ['nextWeekend:2026-10-31>2026-11-01', 'puenteDeMayo:2027-05-01>2027-05-05'],
    ],
    [
      'year end shows the next year',
      at(2026, 12, 31, 23, 0),
      'fr-FR',
      [
        'currentWeekend:2027-01-02>2027-01-03',
        'nextWeekend:2027-01-09>2027-01-10',
        'labourDay:2027-05-01>2027-05-05',
        'ascension:2027-05-05>2027-05-09',
        'pentecost:2027-05-14>2027-05-16',
      ],
    ],
    [
      'on 1 January the following year is still beyond the window',
      at(2027, 1, 1, 9, 0),
      'es-ES',
      ['currentWeekend:2027-01-02>2027-01-03', 'nextWeekend:2027-01-09>2027-01-10', 'puenteDeMayo:2027-05-01>2027-05-05'],
    ],
    [
      'leap day 2028',
      at(2028, 2, 29),
      'fr-FR',
      [
        'currentWeekend:2028-03-04>2028-03-05',
        'nextWeekend:2028-03-11>2028-03-12',
        'labourDay:2028-05-01>2028-05-05',
        'ascension:2028-05-24>2028-05-28',
        'pentecost:2028-06-02>2028-06-04',
      ],
    ],
    [
      'on 1 May before 20:00 the bridge starting today is offered',
      at(2027, 5, 1, 10, 0),
      'es-ES',
      ['currentWeekend:2027-05-01>2027-05-02', 'nextWeekend:2027-05-08>2027-05-09', 'puenteDeMayo:2027-05-01>2027-05-05'],
    ],
    // next year's bridge ends on 5 May 2028, after the window's last day (1 May 2028)
    ['on 1 May at 20:00 it is gone', at(2027, 5, 1, 20, 0), 'es-ES', ['nextWeekend:2027-05-08>2027-05-09']],
    ['catalog form of the locale', at(2027, 4, 30, 9, 0), 'es_ES', ['currentWeekend:2027-05-01>2027-05-02', 'nextWeekend:2027-05-08>2027-05-09', 'puenteDeMayo:2027-05-01>2027-05-05']],
  ])('%s', (_name, now, locale, expected) => {
    expect(summary(dateShortcuts({ now, enabled: true, locale }))).toEqual(expected);
  });

  it.each([
    [false, 'fr-FR'],
    [true, 'nl-NL'],
    [true, 'it-IT'],
    [true, 'de-DE'],
    [true, ''],
  ])('enabled %p in %p shows nothing', (enabled, locale) => {
    expect(dateShortcuts({ now: at(2026, 3, 28), enabled, locale })).toEqual([]);
  });
});
