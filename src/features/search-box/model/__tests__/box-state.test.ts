import { describe, expect, it } from '@jest/globals';
import { isLocalSearch, parseSearchState, placeOf, serializeSearchHash, serializeSearchQuery, type SearchState } from '@/shared/search-address';
import { addressOfBox, addressOfBoxState, boxStateOf, emptyBoxState, searchBoxKey, type SearchBoxState } from '../box-state';

/** Thursday 26 November 2026, 10:00. */
const now = new Date(2026, 10, 26, 10, 0);
const address = (hash: string, query: Record<string, string> = {}) => parseSearchState(hash, query, now, 'Europe/Paris');
/** The address a box state searches, as text: query and hash. */
const written = (state: SearchState) => ({ query: serializeSearchQuery(state), hash: serializeSearchHash(state) });

const base = emptyBoxState();
const lyon = { label: 'Lyon', place: { city: 42 } };

describe('addressOfBoxState: the search a box starts', () => {
  it.each<[string, SearchBoxState, { query: Record<string, string>; hash: string }]>([
    ['nothing chosen', base, { query: {}, hash: '' }],
    [
      'a full booking search',
      { ...base, destination: lyon, checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, babies: 1, singleRoom: true, theme: 26 },
      { query: { from: 'Lyon' }, hash: 'b=1&checkin=2026-12-11&checkout=2026-12-13&city=42&night=2&theme=26' },
    ],
    ['a lone check-in is no dates', { ...base, checkin: '2026-12-11' }, { query: {}, hash: '' }],
    ['past dates are no dates', { ...base, checkin: '2026-11-01', checkout: '2026-11-03' }, { query: {}, hash: '' }],
    [
      'gifting: no dates, no guests',
      { ...base, flow: 'gifting', destination: lyon, checkin: '2026-12-11', checkout: '2026-12-12', adults: 4 },
      { query: { flow: 'gifting', from: 'Lyon' }, hash: 'city=42' },
    ],
    ['activity: participants only', { ...base, flow: 'activity', adults: 1, children: 2 }, { query: { flow: 'activity' }, hash: 'a=1' }],
    [
      'a local search',
      { ...base, destination: { label: '200 km', place: { position: { lat: 45.7, lng: 4.8 }, distanceMin: 0, distanceMax: 200 } } },
      { query: { from: '200 km' }, hash: 'distanceMax=200&distanceMin=0&lat=45.7&lng=4.8' },
    ],
    [
      'hotel flow: the hotel goes out as hotelId, with the offer it concerns',
      { ...base, flow: 'hotel', destination: { label: 'Hôtel', place: { hotel: 3 } }, id: 11 },
      { query: { flow: 'hotel', from: 'Hôtel' }, hash: 'hotelId=3&id=11' },
    ],
    [
      'a weekend in March (flexible dates)',
      { ...base, destination: lyon, flexible: { arrival: 'weekend', nights: 2, months: ['2027-03'] } },
      { query: { from: 'Lyon' }, hash: 'city=42&flex=weekend&months=2027-03&night=2' },
    ],
    ['flexible dates with no month left ahead are no dates', { ...base, flexible: { arrival: 'any', nights: 1, months: ['2026-10'] } }, { query: {}, hash: '' }],
    ['exact dates win over flexible ones', { ...base, checkin: '2026-12-11', checkout: '2026-12-12', flexible: { arrival: 'any', nights: 1, months: ['2027-01'] } }, { query: {}, hash: 'checkin=2026-12-11&checkout=2026-12-12&night=1' }],
    ['gifting: no flexible dates', { ...base, flow: 'gifting', flexible: { arrival: 'any', nights: 1, months: ['2027-01'] } }, { query: { flow: 'gifting' }, hash: '' }],
    ['booking: a hotel destination stays hotel', { ...base, destination: { label: 'Hôtel', place: { hotel: 3 } } }, { query: { from: 'Hôtel' }, hash: 'hotel=3' }],
  ])('%s', (_, box, expected) => {
    expect(written(addressOfBoxState(box, now, 'Europe/Paris'))).toEqual(expected);
  });

  it('reads back as the same search', () => {
    const box: SearchBoxState = { ...base, destination: lyon, checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adults: 3, theme: 26, id: 7 };
    const state = addressOfBoxState(box, now, 'Europe/Paris');
    expect(parseSearchState(serializeSearchHash(state), serializeSearchQuery(state), now, 'Europe/Paris')).toEqual(state);
  });
});

describe('boxStateOf: the box shows the address', () => {
  it('shows a flexible search', () => {
    expect(boxStateOf(address('#flex=any&night=1&months=2027-02,2027-01'), '').flexible).toEqual({ arrival: 'any', nights: 1, months: ['2027-01', '2027-02'] });
  });

  it('shows the destination, dates, theme and guests of the address', () => {
    expect(boxStateOf(address('#city=2996944&checkin=2026-12-11&checkout=2026-12-13&a=2&b=1&theme=26'), 'Lyon')).toEqual({
      flow: 'booking',
      destination: { label: 'Lyon', place: { city: 2996944 } },
      theme: 26,
      checkin: '2026-12-11',
      checkout: '2026-12-13',
      nights: 2,
      adults: 2,
      children: 0,
      babies: 1,
      singleRoom: true,
    });
  });

  it.each([
    ['a hotel of the hotel flow', '#hotelId=3', { flow: 'hotel' }, { hotel: 3 }],
    ['a position without a place (the local option)', '#lat=45.7&lng=4.8&distanceMin=0&distanceMax=100', {}, { position: { lat: 45.7, lng: 4.8 }, distanceMin: 0, distanceMax: 100 }],
  ])('reads %s', (_, hash, query, place) => {
    expect(boxStateOf(address(hash, query), 'x').destination?.place).toEqual(place);
  });

  it('shows no destination when the address names no place', () => {
    expect(boxStateOf(address('#a=3'), 'x').destination).toBeNull();
  });

  it('leaves past dates and gifting dates out, as the results do', () => {
    expect(boxStateOf(address('#checkin=2026-11-01&checkout=2026-11-03'), '').checkin).toBeUndefined();
    const gifting = boxStateOf(address('#checkin=2026-12-11&checkout=2026-12-13', { flow: 'gifting' }), '');
    expect(gifting).toMatchObject({ flow: 'gifting', adults: 2 });
    expect(gifting.checkin).toBeUndefined();
  });

  it('keeps the offer the address concerns', () => {
    expect(boxStateOf(address('#id=11'), '').id).toBe(11);
  });

  it('tells a local search from a place', () => {
    expect(isLocalSearch(placeOf(address('#lat=45.7&lng=4.8&distanceMax=200')))).toBe(true);
    expect(isLocalSearch(placeOf(address('#city=42&lat=45.7&lng=4.8')))).toBe(false);
    expect(isLocalSearch(placeOf(address('#a=2')))).toBe(false);
  });
});

describe('searchBoxKey', () => {
  it('changes with what the box shows, not with the label, the filters or the page', () => {
    const key = (hash: string, label = 'Lyon', query = {}) => searchBoxKey(boxStateOf(address(hash, query), label));
    expect(key('#city=42&a=2')).toBe(key('#city=42&a=2', 'Lyon (Rhône)'));
    expect(key('#city=42&a=2')).toBe(key('#city=42&a=2&priceMax=20000&sort=priceAsc', 'Lyon', { page: '2' }));
    expect(key('#city=42&a=2')).not.toBe(key('#city=43&a=2'));
    expect(key('#city=42&a=2')).not.toBe(key('#city=42&a=3'));
    expect(key('#city=42')).not.toBe(key('#city=42', 'Lyon', { flow: 'gifting' }));
  });
});

describe('addressOfBox: a search from the results page', () => {
  const lyonCity = { label: 'Lyon', place: { city: 2996944 } };

  it('searches the box criteria from the first page, keeping the filters and sort in the same flow', () => {
    const current = address('#city=42&priceMax=20000&sort=priceAsc&stars=4', { page: '3' });
    const box = { ...boxStateOf(current, 'Gand'), destination: lyonCity, checkin: '2026-12-11', checkout: '2026-12-13', nights: 2 };
    expect(addressOfBox(current, box, now, 'Europe/Paris')).toMatchObject({
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
    const { checkin, checkout, nights, ...undated } = boxStateOf(current, 'Lyon');
    void [checkin, checkout, nights];
    const next = addressOfBox(current, { ...undated, flow: 'gifting' }, now, 'Europe/Paris');
    expect(next).toMatchObject({ flow: 'gifting', city: 42, from: 'Lyon' });
    expect(next.priceMax).toBeUndefined();
    expect(next.checkin).toBeUndefined();
  });
});
