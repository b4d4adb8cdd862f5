/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addDays, dayRange } from '@/lib/days';
import { gridNights, gridWindow, weekendFridays, weekendGrid, type GridInput, type GridNight, type GridOffer } from '../weekend-grid';

// March 2026 in Paris is UTC+1: 10:00Z is 11:00 there, 19:30Z is 20:30 (past the cut-off).
const FRIDAY_MORNING = new Date('2026-03-06T10:00:00Z');
const FRIDAY_EVENING = new Date('2026-03-06T19:30:00Z');
const SATURDAY_EVENING = new Date('2026-03-07T19:30:00Z');

const OFFER: GridOffer = { published: 1, hotel_active: 1, expires_at: null, item_category: 'weekend', min_nights: 1, max_nights: 4, max_capacity: 4 };
const night = (day: string, over: Partial<GridNight> = {}): GridNight => ({ day, price: 10_000, extra_adult_price: 3_000, child_price: 2_000, baby_price: 500, min_stay: 1, rooms_left: 5, closed: 0, ...over });
/** Every night from 6 March to 31 May at 100 €, with `over` for some days. */
const nights = (over: Record<string, Partial<GridNight>> = {}) => dayRange('2026-03-06', '2026-05-31').map((d) => night(d, over[d]));
const grid = (over: Partial<GridInput> = {}) => weekendGrid({ offer: OFFER, family: { adult: 2, child: 0, baby: 0 }, nights: 1, locale: 'fr_FR', now: FRIDAY_MORNING, nightRows: nights(), ...over });

describe('weekendFridays: the next twelve weekends from the first day a stay may start', () => {
  it.each([
    ['a Friday: its own weekend', '2026-03-06', '2026-03-06'],
    ['a Saturday: its weekend still has the Saturday arrival', '2026-03-07', '2026-03-06'],
    ['a Sunday: the next weekend', '2026-03-08', '2026-03-13'],
    ['a Wednesday: that week', '2026-03-11', '2026-03-13'],
  ])('from %s', (_name, firstDay, firstFriday) => {
    const fridays = weekendFridays(firstDay);
    expect(fridays).toHaveLength(12);
    expect(fridays[0]).toBe(firstFriday);
    expect(fridays[11]).toBe(addDays(firstFriday, 77));
  });
});

describe('gridNights: the stay length priced', () => {
  it.each([
    ['none asked: the offer’s shortest', undefined, { min_nights: 2, max_nights: 3 }, 2],
    ['none asked, no minimum: one night', undefined, { min_nights: 0, max_nights: 3 }, 1],
    ['the card’s nights', 3, { min_nights: 1, max_nights: 4 }, 3],
    ['longer than the offer allows: its longest', 6, { min_nights: 1, max_nights: 4 }, 4],
    ['shorter than its minimum: its minimum', 1, { min_nights: 2, max_nights: 4 }, 2],
  ])('%s', (_name, requested, offer, expected) => expect(gridNights(requested, offer)).toBe(expected));
});

describe('gridWindow: one availability read for the whole window', () => {
  it('runs from the first Friday to the last Saturday arrival’s last night', () => {
    expect(gridWindow('fr_FR', FRIDAY_MORNING, 2)).toMatchObject({ from: '2026-03-06', to: '2026-05-24' });
  });
});

describe('weekendGrid: each weekend’s cheapest stay or why it cannot be booked', () => {
  it('prices twelve weekends for the family, night prices summed, from Friday on a tie', () => {
    const weekends = grid({ nights: 2, family: { adult: 3, child: 1, baby: 1 } });
    expect(weekends).toHaveLength(12);
    // (100 € + 30 € extra adult + 20 € child + 5 € baby) × 2 nights
    expect(weekends[0]).toEqual({ friday: '2026-03-06', status: 'bookable', checkin: '2026-03-06', checkout: '2026-03-08', sellPrice: 31_000, minStay: null, cheapest: true });
    expect(weekends.every((w) => w.cheapest)).toBe(true);
  });

  it.each([
    ['Friday before 20:00: Friday may still be a check-in', FRIDAY_MORNING, '2026-03-06', '2026-03-06'],
    ['Friday from 20:00: only the Saturday arrival is left', FRIDAY_EVENING, '2026-03-06', '2026-03-07'],
    ['Saturday from 20:00: the weekend is gone', SATURDAY_EVENING, '2026-03-13', '2026-03-13'],
  ])('honours the point of sale’s 20:00 cut-off: %s', (_name, now, friday, checkin) => {
    expect(grid({ now })[0]).toMatchObject({ friday, checkin, status: 'bookable' });
  });

  it('takes the cheaper arrival of the weekend and marks the cheapest weekend', () => {
    const weekends = grid({ nightRows: nights({ '2026-03-14': { price: 8_000 }, '2026-03-20': { price: 9_000 } }) });
    expect(weekends[1]).toMatchObject({ checkin: '2026-03-14', sellPrice: 8_000, cheapest: true });
    expect(weekends[2]).toMatchObject({ checkin: '2026-03-20', sellPrice: 9_000, cheapest: false });
    expect(weekends.filter((w) => w.cheapest)).toHaveLength(1);
  });

  it.each([
    ['a closed Friday leaves the Saturday', 1, { '2026-03-13': { closed: 1 } }, { status: 'bookable', checkin: '2026-03-14' }],
    ['both arrivals closed: closed', 1, { '2026-03-13': { closed: 1 }, '2026-03-14': { closed: 1 } }, { status: 'closed', checkin: null, sellPrice: null }],
    ['a closed Sunday night closes the Saturday arrival of 2 nights', 2, { '2026-03-15': { closed: 1 } }, { status: 'bookable', checkin: '2026-03-13' }],
    ['no room left on either arrival: sold out', 1, { '2026-03-13': { rooms_left: 0 }, '2026-03-14': { rooms_left: 0 } }, { status: 'soldOut', sellPrice: null }],
    ['the Saturday night sold out: sold out for 2 nights', 2, { '2026-03-14': { rooms_left: 0 } }, { status: 'soldOut', checkin: null }],
    ['sold out on Friday, closed on Saturday: sold out', 1, { '2026-03-13': { rooms_left: 0 }, '2026-03-14': { closed: 1 } }, { status: 'soldOut' }],
    ['a minimum stay of 3 nights: minimum stay, with its nights', 2, { '2026-03-13': { min_stay: 3 }, '2026-03-14': { min_stay: 3 } }, { status: 'minStay', minStay: 3, sellPrice: null }],
    ['a minimum stay on Friday only leaves the Saturday', 1, { '2026-03-13': { min_stay: 3 } }, { status: 'bookable', checkin: '2026-03-14' }],
  ])('%s', (_name, stayNights, over, expected) => {
    expect(grid({ nights: stayNights, nightRows: nights(over as Record<string, Partial<GridNight>>) })[1]).toMatchObject(expected);
  });

  it('says a night missing from availability closes the arrival', () => {
    const rows = nights().filter((n) => n.day !== '2026-03-13' && n.day !== '2026-03-14');
    expect(grid({ nightRows: rows })[1]).toMatchObject({ status: 'closed', checkin: null });
  });

  it('marks every weekend when the party does not fit the room, or the offer sells nothing', () => {
    expect(grid({ family: { adult: 4, child: 1, baby: 0 } }).every((w) => w.status === 'party' && w.sellPrice === null && !w.cheapest)).toBe(true);
    expect(grid({ family: { adult: 2, child: 2, baby: 3 } }).every((w) => w.status === 'bookable')).toBe(true);
    expect(grid({ offer: { ...OFFER, expires_at: '2026-03-01' } }).every((w) => w.status === 'unavailable')).toBe(true);
    expect(grid({ offer: { ...OFFER, published: 0 } }).every((w) => w.status === 'unavailable')).toBe(true);
  });

  it('asks the offer’s minimum when the nights are shorter', () => {
    expect(grid({ offer: { ...OFFER, min_nights: 2 }, nights: 1 })[0]).toMatchObject({ status: 'minStay', minStay: 2 });
  });
});
