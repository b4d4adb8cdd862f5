/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { StayCart } from '@/contracts/checkout';
import { checkoutStayOfHash } from '../checkout-address';
import { activitiesToDate, activityDatesOfChoice, checkoutActivityDates, hashWithActivityDates } from '../checkout-activity-dates';

type Line = StayCart['programLines'][number];
const line = (activityId: number, needsDate: boolean, title = `Activité ${activityId}`): Line => ({ activityId, title, type: needsDate ? 'activity' : 'breakfast', code: `A${activityId}`, dayIndex: 0, quantity: 1, needsDate });
const cart = (lines: Line[], nights = 2) => ({ programLines: lines, criteria: { checkin: '2026-12-04', checkout: '2026-12-06', nights, adults: 2, children: 0, babies: 0, activityDates: [] } });

describe("the checkout's activities to date", () => {
  it('are the lines that need a date, once each, in the programme order', () => {
    expect(activitiesToDate(cart([line(1, false), line(17, true, 'Spa'), line(9, true, 'Canoë'), line(17, true, 'Spa')]))).toEqual([
      { activityId: 17, title: 'Spa' },
      { activityId: 9, title: 'Canoë' },
    ]);
    // A 1-night stay: the server says no line needs a date, so there is no step.
    expect(activitiesToDate(cart([line(1, false), line(17, false)], 1))).toEqual([]);
  });

  // The address's activityDates against the stay: check-in to the last night (the quote's rule), one per activity.
  it.each<[string, string[], number, Record<number, string>, number[]]>([
    ['none in the address (an old, shared or beneficiary link)', [], 2, {}, [17, 9]],
    ['all of them', ['17_1', '9_0'], 2, { 17: '17_1', 9: '9_0' }, []],
    ['one missing', ['9_1'], 2, { 9: '9_1' }, [17]],
    ['the checkout day is not a day of the stay', ['17_2', '9_0'], 2, { 9: '9_0' }, [17]],
    ['a later day on a longer stay', ['17_2', '9_0'], 3, { 17: '17_2', 9: '9_0' }, []],
    ['an activity the programme does not date is ignored', ['5_0', '17_0', '9_0'], 2, { 17: '17_0', 9: '9_0' }, []],
    ['a later value replaces an earlier one (§4)', ['17_0', '17_1', '9_0'], 2, { 17: '17_1', 9: '9_0' }, []],
    ['malformed values are no choice', ['17-1', 'x', '9_0'], 2, { 9: '9_0' }, [17]],
  ])('%s', (_case, inAddress, nights, chosen, missing) => {
    const state = checkoutActivityDates(cart([line(1, false), line(17, true), line(9, true)], nights), inAddress);
    expect(state.chosen).toEqual(chosen);
    expect(state.missing).toEqual(missing);
  });

  it('keeps one value per activity in the programme order', () => {
    const activities = [
      { activityId: 17, title: 'Spa' },
      { activityId: 9, title: 'Canoë' },
    ];
    expect(activityDatesOfChoice(activities, { 9: '9_1', 17: '17_0' })).toEqual(['17_0', '9_1']);
    expect(activityDatesOfChoice(activities, { 9: '9_1' })).toEqual(['9_1']);
  });
});

describe("the checkout's hash with the activity dates", () => {
  it.each<[string, string[], string]>([
    ['#checkin=2026-12-04&night=2&a=2', ['17_1', '9_0'], '#checkin=2026-12-04&night=2&a=2&activityDates=17_1,9_0'],
    ['#checkin=2026-12-04&activityDates=17_0&night=2', ['17_1'], '#checkin=2026-12-04&night=2&activityDates=17_1'],
    ['#checkin=2026-12-04&night=2&activityDates=17_0', [], '#checkin=2026-12-04&night=2'],
    ['', ['17_1'], '#activityDates=17_1'],
    ['#', [], ''],
  ])('%s with %j is %s', (hash, values, expected) => expect(hashWithActivityDates(hash, values)).toBe(expected));

  it('reads back as the checkout reads its stay', () => {
    const hash = hashWithActivityDates('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', ['17_1', '9_0']);
    expect(checkoutStayOfHash(hash)).toEqual({ checkin: '2026-12-04', nights: 2, adults: 2, children: 1, babies: 0, activityDates: ['17_1', '9_0'] });
  });
});
