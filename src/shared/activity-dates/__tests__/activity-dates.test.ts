/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { activityDatesList, activityDateValue, activityDayOptions, chooseActivityDate, isActivityDateOf, missingActivityDates, parseActivityDateValue } from '../activity-dates';

describe('activity date values', () => {
  it.each<[string, { activityId: number; dayIndex: number } | null]>([
    ['123_1', { activityId: 123, dayIndex: 1 }],
    ['7_0', { activityId: 7, dayIndex: 0 }],
    ['123-1', null],
    ['0_1', null],
    ['_1', null],
    ['7_', null],
    ['7_123', null],
    ['07_1', null],
  ])('%s reads %j', (value, expected) => expect(parseActivityDateValue(value)).toEqual(expected));

  it('writes the activity id, an underscore and the day index', () => expect(activityDateValue(42, 3)).toBe('42_3'));

  // The quote keeps a day of the stay, check-in to the last night (catalog-api.md): the checkout day is not one.
  it.each<[string | undefined, number, number, boolean]>([
    ['7_0', 7, 2, true],
    ['7_1', 7, 2, true],
    ['7_2', 7, 2, false],
    ['7_0', 8, 2, false],
    ['7_0', 7, 0, false],
    [undefined, 7, 2, false],
    ['x', 7, 2, false],
  ])('%s for activity %i on %i nights: %s', (value, activityId, nights, expected) => expect(isActivityDateOf(value, activityId, nights)).toBe(expected));
});

describe('activityDayOptions', () => {
  it.each<[number, { value: string; date: string }[]]>([
    [
      2,
      [
        { value: '7_0', date: '2026-12-04' },
        { value: '7_1', date: '2026-12-05' },
      ],
    ],
    [
      3,
      [
        { value: '7_0', date: '2026-12-04' },
        { value: '7_1', date: '2026-12-05' },
        { value: '7_2', date: '2026-12-06' },
      ],
    ],
    [1, [{ value: '7_0', date: '2026-12-04' }]],
    [0, []],
  ])('%i nights from 4 December', (nights, expected) => expect(activityDayOptions(7, '2026-12-04', nights)).toEqual(expected));

  it('crosses a month end', () => expect(activityDayOptions(7, '2026-12-31', 2).map((o) => o.date)).toEqual(['2026-12-31', '2027-01-01']));
});

describe('chooseActivityDate', () => {
  it.each<[string, Record<number, string>, number, string, Record<number, string>]>([
    ['a first date', {}, 7, '7_0', { 7: '7_0' }],
    ['replaces the same activity', { 7: '7_0' }, 7, '7_1', { 7: '7_1' }],
    ['keeps the others', { 8: '8_1' }, 7, '7_0', { 7: '7_0', 8: '8_1' }],
    ['ignores another activity’s value', { 7: '7_1' }, 8, '7_2', { 7: '7_1' }],
    ['ignores a bad value', { 7: '7_1' }, 7, '', { 7: '7_1' }],
  ])('%s', (_, dates, activityId, value, expected) => expect(chooseActivityDate(dates, activityId, value)).toEqual(expected));

  it('gives the same object back when nothing changes (no re-render)', () => {
    const dates = { 7: '7_1' };
    expect(chooseActivityDate(dates, 8, '7_2')).toBe(dates);
  });
});

describe('missingActivityDates and the hand-off list', () => {
  it.each<[string, Record<number, string>, number, number[], string[]]>([
    ['none chosen', {}, 2, [7, 8], []],
    ['one chosen', { 7: '7_0' }, 2, [8], ['7_0']],
    ['all chosen, in the programme’s order', { 8: '8_1', 7: '7_0' }, 2, [], ['7_0', '8_1']],
    ['the checkout day', { 7: '7_0', 8: '8_2' }, 2, [8], ['7_0']],
    ['a day a longer stay had', { 7: '7_2', 8: '8_1' }, 2, [7], ['8_1']],
    ['a value of another activity', { 7: '8_0', 8: '8_0' }, 2, [7], ['8_0']],
    ['an activity not asked', { 7: '7_0', 8: '8_0', 9: '9_1' }, 2, [], ['7_0', '8_0']],
  ])('%s', (_, dates, nights, missing, list) => {
    expect(missingActivityDates(dates, [7, 8], nights)).toEqual(missing);
    expect(activityDatesList(dates, [7, 8], nights)).toEqual(list);
  });

  it('asks nothing of a stay without activities to date', () => {
    expect(missingActivityDates({}, [], 2)).toEqual([]);
    expect(activityDatesList({ 7: '7_0' }, [], 2)).toEqual([]);
  });
});
