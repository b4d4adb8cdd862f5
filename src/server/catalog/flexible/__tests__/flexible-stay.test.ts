/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { dayRange } from '@/lib/days';
import { flexibleWindow } from '../arrival-days';
import { flexibleStayOf, type FlexibleNight, type FlexibleOffer, type FlexibleStay } from '../flexible-stay';
import { stayLength } from '../stay-length';
import type { FlexibleDates } from '@/contracts/search-criteria';
import type { Family } from '../../prices/family';

// March 2027 in Paris is UTC+1: 10:00Z is 11:00 there, 19:30Z is 20:30 (past the 20:00 cut-off). 5 March 2027 is a Friday.
const FRIDAY_MORNING = new Date('2027-03-05T10:00:00Z');
const FRIDAY_EVENING = new Date('2027-03-05T19:30:00Z');
const MARCH_WEEKENDS: FlexibleDates = { arrival: 'weekend', nights: 1, months: ['2027-03'] };

const OFFER: FlexibleOffer = { published: 1, hotel_active: 1, expires_at: null, item_category: 'weekend', min_nights: 1, max_nights: 4, max_capacity: 4 };
const TWO: Family = { adult: 2, child: 0, baby: 0 };
const night = (day: string, over: Partial<FlexibleNight> = {}): FlexibleNight => ({
  ...{ day, price: 10_000, bar_price: 12_000, extra_adult_price: 3_000, child_price: 2_000, baby_price: 500, min_stay: 1, rooms_left: 5, closed: 0 },
  ...over,
});
/** Every night from 1 March to 30 April 2027 at 100 € (bar 120 €), with `over` for some days. */
const nights = (over: Record<string, Partial<FlexibleNight>> = {}) => dayRange('2027-03-01', '2027-04-30').map((d) => night(d, over[d]));

type Case = { flexible?: FlexibleDates; now?: Date; offer?: Partial<FlexibleOffer>; family?: Family; over?: Record<string, Partial<FlexibleNight>> };
const stayOf = ({ flexible = MARCH_WEEKENDS, now = FRIDAY_MORNING, offer = {}, family = TWO, over = {} }: Case = {}): FlexibleStay | null =>
  flexibleStayOf({ offer: { ...OFFER, ...offer }, family, window: flexibleWindow(flexible, 'fr_FR', now), nightRows: nights(over), today: '2027-03-05' });

describe('flexibleWindow: the arrival days of a flexible search', () => {
  it('takes the Fridays and Saturdays of the months asked from the first day a stay may start', () => {
    expect(flexibleWindow(MARCH_WEEKENDS, 'fr_FR', FRIDAY_MORNING)).toEqual({
      arrivals: ['2027-03-05', '2027-03-06', '2027-03-12', '2027-03-13', '2027-03-19', '2027-03-20', '2027-03-26', '2027-03-27'],
      nights: 1,
      perWeekend: true,
    });
  });
  it('leaves out today from 20:00 at the point of sale', () => {
    expect(flexibleWindow(MARCH_WEEKENDS, 'fr_FR', FRIDAY_EVENING).arrivals[0]).toBe('2027-03-06');
  });
  it('takes every day with any arrival, across the months asked', () => {
    const { arrivals, perWeekend } = flexibleWindow({ arrival: 'any', nights: 2, months: ['2027-03', '2027-04'] }, 'fr_FR', FRIDAY_MORNING);
    expect(perWeekend).toBe(false);
    expect(arrivals).toEqual(dayRange('2027-03-05', '2027-04-30'));
  });
  it('is empty for a month already over', () => {
    expect(flexibleWindow({ ...MARCH_WEEKENDS, months: ['2027-02'] }, 'fr_FR', FRIDAY_MORNING).arrivals).toEqual([]);
  });
});

describe('stayLength: the length asked brought within the offer’s nights', () => {
  it.each([
    ['within', 2, 1, 4, 2],
    ['below the minimum', 1, 3, 5, 3],
    ['above the maximum', 2, 1, 1, 1],
    ['no minimum', 1, 0, 3, 1],
    ['a minimum above the maximum: the minimum (then refused)', 1, 3, 2, 3],
  ])('%s', (_name, asked, min, max, expected) => expect(stayLength(asked, min, max)).toBe(expected));
});

describe('flexibleStayOf: an offer’s cheapest bookable stay in the window', () => {
  it.each<[string, Case, Partial<FlexibleStay> | null]>([
    ['all alike: the earliest arrival wins the tie, the other weekends are counted', {}, { checkin: '2027-03-05', checkout: '2027-03-06', nights: 1, sellPrice: 10_000, barPrice: 12_000, otherStays: 3 }],
    ['a cheaper Saturday', { over: { '2027-03-13': { price: 8_000 } } }, { checkin: '2027-03-13', sellPrice: 8_000, otherStays: 3 }],
    ['a promotion on a later weekend night', { over: { '2027-03-26': { price: 7_500, bar_price: 12_000 } } }, { checkin: '2027-03-26', sellPrice: 7_500, barPrice: 12_000 }],
    [
      'two nights: each night’s price summed, the Saturday runs to Monday',
      { flexible: { ...MARCH_WEEKENDS, nights: 2 }, over: { '2027-03-05': { price: 20_000 }, '2027-03-07': { price: 5_000 } } },
      { checkin: '2027-03-06', checkout: '2027-03-08', nights: 2, sellPrice: 15_000, barPrice: 24_000 },
    ],
    [
      'the party’s supplements per night (3 adults, a child, a baby)',
      { family: { adult: 3, child: 1, baby: 1 } },
      { sellPrice: 10_000 + 3_000 + 2_000 + 500, barPrice: 12_000 + 3_000 + 2_000 + 500 },
    ],
    ['the arrival night’s minimum stay refuses a one-night stay', { over: { '2027-03-05': { min_stay: 2, price: 1 } } }, { checkin: '2027-03-06', sellPrice: 10_000 }],
    ['but not a longer night’s minimum stay', { over: { '2027-03-05': { price: 1 }, '2027-03-06': { min_stay: 2 } } }, { checkin: '2027-03-05', sellPrice: 1 }],
    ['the offer’s minimum nights bring one night up to two', { offer: { min_nights: 2 } }, { checkin: '2027-03-05', nights: 2, sellPrice: 20_000 }],
    ['the offer’s maximum brings two nights down to one', { flexible: { ...MARCH_WEEKENDS, nights: 2 }, offer: { max_nights: 1 } }, { nights: 1, sellPrice: 10_000 }],
    ['a minimum above the maximum: never bookable', { offer: { min_nights: 3, max_nights: 2 } }, null],
    ['a closed arrival day is skipped', { over: { '2027-03-05': { closed: 1 } } }, { checkin: '2027-03-06', otherStays: 3 }],
    ['a closed second night refuses the two-night stay', { flexible: { ...MARCH_WEEKENDS, nights: 2 }, over: { '2027-03-06': { closed: 1 } } }, { checkin: '2027-03-12', otherStays: 2 }],
    ['a sold-out night (no room left) is skipped', { over: { '2027-03-05': { rooms_left: 0 } } }, { checkin: '2027-03-06', otherStays: 3 }],
    ['a whole weekend sold out is not counted', { over: { '2027-03-12': { rooms_left: 0 }, '2027-03-13': { rooms_left: 0 } } }, { checkin: '2027-03-05', otherStays: 2 }],
    ['the fewest rooms left over the stay', { flexible: { ...MARCH_WEEKENDS, nights: 2 }, over: { '2027-03-06': { rooms_left: 1 } } }, { checkin: '2027-03-05', roomsLeft: 1 }],
    ['a party too big for the room (one room for all)', { family: { adult: 3, child: 2, baby: 0 } }, null],
    ['babies take no bed', { family: { adult: 2, child: 2, baby: 2 } }, { checkin: '2027-03-05' }],
    ['an unpublished offer', { offer: { published: 0 } }, null],
    ['an expired offer', { offer: { expires_at: '2027-03-04' } }, null],
    ['from 20:00 today is no longer a check-in', { now: FRIDAY_EVENING, over: { '2027-03-05': { price: 1 } } }, { checkin: '2027-03-06', otherStays: 3 }],
    ['nothing bookable in the window', { over: Object.fromEntries(dayRange('2027-03-01', '2027-03-31').map((d) => [d, { closed: 1 }])) }, null],
    [
      'any arrival: the cheapest day of the month, other days counted',
      { flexible: { arrival: 'any', nights: 1, months: ['2027-03'] }, over: { '2027-03-10': { price: 9_000 } } },
      { checkin: '2027-03-10', sellPrice: 9_000, otherStays: 26 },
    ],
    ['the last night may run past the months asked', { flexible: { ...MARCH_WEEKENDS, nights: 2 }, over: { '2027-03-28': { price: 1 }, '2027-03-27': { price: 1 } } }, { checkin: '2027-03-27', checkout: '2027-03-29', sellPrice: 2 }],
  ])('%s', (_name, input, expected) => {
    const stay = stayOf(input);
    if (expected === null) expect(stay).toBeNull();
    else expect(stay).toMatchObject(expected);
  });
});
