import { describe, expect, it } from '@jest/globals';
import { isChosenWeekend, weekendDays, weekendNightsAsked, withWeekend } from '../stay-weekends';
import type { ProductAddress } from '../product-address';

const address = (checkin: string | null, checkout: string | null): ProductAddress => ({ checkin, checkout, travellers: { adults: 2, children: 1, babies: 0 }, activityDates: { 7: '7_1' } });
const bookable = { friday: '2026-03-13', checkin: '2026-03-14', checkout: '2026-03-16' };
const soldOut = { friday: '2026-03-20', checkin: null, checkout: null };

describe('the weekend grid’s rules on the page', () => {
  it.each([
    ['the card’s two nights', address('2026-03-13', '2026-03-15'), 2],
    ['no dates: the offer’s shortest', address(null, null), null],
  ])('prices %s', (_name, value, expected) => expect(weekendNightsAsked(value)).toBe(expected));

  it.each([
    ['a bookable weekend: its stay', bookable, { from: '2026-03-14', to: '2026-03-16' }],
    ['a refused weekend: Friday to Sunday', soldOut, { from: '2026-03-20', to: '2026-03-22' }],
  ])('shows %s', (_name, weekend, expected) => expect(weekendDays(weekend)).toEqual(expected));

  it.each([
    ['the same stay', address('2026-03-14', '2026-03-16'), true],
    ['another arrival', address('2026-03-13', '2026-03-15'), false],
    ['no dates', address(null, null), false],
  ])('knows the chosen weekend: %s', (_name, value, expected) => expect(isChosenWeekend(bookable, value)).toBe(expected));

  it('sets the stay’s dates, keeps the travellers and clears the activity dates, as the calendar does', () => {
    expect(withWeekend(address(null, null), bookable)).toEqual({ checkin: '2026-03-14', checkout: '2026-03-16', travellers: { adults: 2, children: 1, babies: 0 }, activityDates: {} });
    expect(withWeekend(address('2026-04-01', '2026-04-02'), soldOut)).toEqual(address('2026-04-01', '2026-04-02'));
  });
});
