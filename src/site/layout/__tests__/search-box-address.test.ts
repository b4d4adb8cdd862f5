import { describe, expect, it } from '@jest/globals';
import { parseSearchState } from '@/features/search/model';
import { emptyGeoCriteria } from '@/features/search-box/model/destination';
import { addressGeoCriteria, addressOfBox, isLocalSearch, searchBoxKey, searchBoxStateOf } from '../search-box-address';

/** Thursday 26 November 2026, 10:00. */
const now = new Date(2026, 10, 26, 10, 0);
const address = (hash: string, query: Record<string, string> = {}) => parseSearchState(hash, query, now);

describe('searchBoxStateOf', () => {
  it('shows the destination, dates, theme and guests of the address', () => {
    expect(searchBoxStateOf(address('#city=2996944&checkin=2026-12-11&checkout=2026-12-13&a=2&b=1&theme=26'), 'Lyon')).toEqual({
      flow: 'booking',
      destination: { label: 'Lyon', criteria: { ...emptyGeoCriteria(), city: 2996944 } },
      themeId: 26,
      checkin: '2026-12-11',
      checkout: '2026-12-13',
      nights: 2,
      adults: 2,
      children: 0,
      babies: 1,
      singleRoom: true,
      offerId: null,
    });
  });

  it.each([
    ['a hotel of the hotel flow', '#hotelId=3', { flow: 'hotel' }, { ...emptyGeoCriteria(), hotel: 3 }],
    ['a position without a place (the local option)', '#lat=45.7&lng=4.8&distanceMin=0&distanceMax=100', {}, { ...emptyGeoCriteria(), lat: 45.7, lng: 4.8, distanceMin: 0, distanceMax: 100 }],
    ['nothing', '#a=3', {}, null],
  ])('reads %s', (_, hash, query, criteria) => {
    expect(addressGeoCriteria(address(hash, query))).toEqual(criteria);
  });

  it('leaves past dates and gifting dates out, as the results do', () => {
    expect(searchBoxStateOf(address('#checkin=2026-11-01&checkout=2026-11-03'), '').checkin).toBeNull();
    expect(searchBoxStateOf(address('#checkin=2026-12-11&checkout=2026-12-13', { flow: 'gifting' }), '')).toMatchObject({ flow: 'gifting', checkin: null, adults: 2 });
  });

  it('keeps the offer the address concerns', () => {
    expect(searchBoxStateOf(address('#id=11'), '').offerId).toBe(11);
  });

  it('tells a local search from a place', () => {
    expect(isLocalSearch(addressGeoCriteria(address('#lat=45.7&lng=4.8&distanceMax=200')))).toBe(true);
    expect(isLocalSearch(addressGeoCriteria(address('#city=42&lat=45.7&lng=4.8')))).toBe(false);
    expect(isLocalSearch(null)).toBe(false);
  });
});

describe('searchBoxKey', () => {
  it('changes with what the box shows, not with the label, the filters or the page', () => {
    const key = (hash: string, label = 'Lyon', query = {}) => searchBoxKey(searchBoxStateOf(address(hash, query), label));
    expect(key('#city=42&a=2')).toBe(key('#city=42&a=2', 'Lyon (Rhône)'));
    expect(key('#city=42&a=2')).toBe(key('#city=42&a=2&priceMax=20000&sort=priceAsc', 'Lyon', { page: '2' }));
    expect(key('#city=42&a=2')).not.toBe(key('#city=43&a=2'));
    expect(key('#city=42&a=2')).not.toBe(key('#city=42&a=3'));
    expect(key('#city=42')).not.toBe(key('#city=42', 'Lyon', { flow: 'gifting' }));
  });
});

describe('addressOfBox', () => {
  const lyon = { label: 'Lyon', criteria: { ...emptyGeoCriteria(), city: 2996944 } };

  it('searches the box criteria from the first page, keeping the filters and sort in the same flow', () => {
    const current = address('#city=42&priceMax=20000&sort=priceAsc&stars=4', { page: '3' });
    const box = { ...searchBoxStateOf(current, 'Gand'), destination: lyon, checkin: '2026-12-11', checkout: '2026-12-13', nights: 2 };
    expect(addressOfBox(current, box, now)).toMatchObject({
      flow: 'booking',
      page: 0,
      from: 'Lyon',
      city: 2996944,
      checkin: '2026-12-11',
      checkout: '2026-12-13',
      priceMax: 20000,
      sort: 'priceAsc',
      stars: [4],
    });
  });

  it('drops the filters with a flow change', () => {
    const current = address('#city=42&priceMax=20000&checkin=2026-12-11&checkout=2026-12-13');
    const next = addressOfBox(current, { ...searchBoxStateOf(current, 'Lyon'), flow: 'gifting', checkin: null, checkout: null, nights: null }, now);
    expect(next).toMatchObject({ flow: 'gifting', city: 42, from: 'Lyon' });
    expect(next.priceMax).toBeUndefined();
    expect(next.checkin).toBeUndefined();
  });
});
