/** @jest-environment node */
import type { Flow } from '@/contracts/search-criteria';
import { normaliseGuests, type Guests } from '@/shared/search-address';
import { addDays, daysBetween, isIsoDay, todayAt } from '@/lib/days';
import { usableDates } from '@/shared/search-address';
import { primaryDestination } from '../destination';
import { parseSearchState } from '@/shared/search-address';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('normaliseGuests', () => {
  it.each<[Guests, Flow, Guests]>([
    [{ adults: 30, children: 1, babies: 0, singleRoom: false }, 'booking', { adults: 20, children: 1, babies: 0, singleRoom: true }],
    [{ adults: 0, children: -1, babies: 12, singleRoom: false }, 'hotel', { adults: 1, children: 0, babies: 10, singleRoom: true }],
    [{ adults: 2, children: 0, babies: 0, singleRoom: true }, 'booking', { adults: 2, children: 0, babies: 0, singleRoom: true }],
    [{ adults: 5, children: 2, babies: 1, singleRoom: true }, 'gifting', { adults: 2, children: 0, babies: 0, singleRoom: false }],
    [{ adults: 5, children: 2, babies: 1, singleRoom: true }, 'activity', { adults: 2, children: 0, babies: 0, singleRoom: false }],
    [{ adults: 1, children: 0, babies: 0, singleRoom: false }, 'activity', { adults: 1, children: 0, babies: 0, singleRoom: false }],
  ])('%o in %s → %o', (guests, flow, expected) => {
    expect(normaliseGuests(guests, flow)).toEqual(expected);
  });
});

describe('search dates', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2026-11-25'],
    ['2026-11-25T22:59:59Z', '2026-11-25'],
    ['2026-11-25T23:00:00Z', '2026-11-26'],
    ['2026-07-01T21:59:00Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
  ])('today at %s is %s in Paris', (instant, day) => {
    expect(todayAt('fr-FR', new Date(instant)).day).toBe(day);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['0050-01-01', false],
  ])('isIsoDay(%s) → %s', (day, expected) => {
    expect(isIsoDay(day)).toBe(expected);
  });

  it('adds and counts days across month, year and summer-time changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it.each([
    [{ checkin: '2026-12-04', checkout: '2026-12-06' }, { checkin: '2026-12-04', nights: 2 }],
    [{ checkin: '2026-11-25', checkout: '2026-11-26' }, { checkin: '2026-11-25', nights: 1 }],
    [{ checkin: '2026-11-24', checkout: '2026-11-26' }, null],
    [{ checkin: '2026-12-04' }, null],
    [{ checkout: '2026-12-04' }, null],
    [{ checkin: '2026-12-04', checkout: '2026-12-04' }, null],
    [{ checkin: '2026-12-04', checkout: '2026-12-19' }, null],
  ])('usableDates(%o) → %o', (dates, expected) => {
    expect(usableDates(dates, NOW, 'Europe/Paris')).toEqual(expected);
  });
});

describe('primaryDestination', () => {
  it.each([
    ['', null],
    ['city=12&region=3', { type: 'city', id: 12 }],
    ['region=3&country=1', { type: 'region', id: 3 }],
    ['department=5&region=3', { type: 'department', id: 5 }],
    ['touristicregion=4&country=1', { type: 'touristic', id: 4 }],
    ['hotel=8&city=12', { type: 'hotel', id: 8 }],
    ['poi=7&city=12', { type: 'poi', id: 7 }],
    ['searesort=6', { type: 'seaResort', id: 6 }],
    ['skiresort=5', { type: 'skiResort', id: 5 }],
    ['country=1', { type: 'country', id: 1 }],
  ])('%s → %o', (hash, expected) => {
    expect(primaryDestination(parseSearchState(hash, {}, NOW, 'Europe/Paris'))).toEqual(expected);
  });
});
