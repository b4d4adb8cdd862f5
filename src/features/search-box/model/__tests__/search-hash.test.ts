import { describe, expect, it } from '@jest/globals';
import { emptyGeoCriteria } from '../destination';
import { hashText, toSearchHash, type SearchBoxState } from '../search-hash';

const base: SearchBoxState = {
  flow: 'booking',
  destination: null,
  themeId: null,
  checkin: null,
  checkout: null,
  nights: null,
  adults: 2,
  children: 0,
  babies: 0,
  singleRoom: false,
};
const lyon = { label: 'Lyon', criteria: { ...emptyGeoCriteria(), city: 42 } };

describe('toSearchHash', () => {
  it.each([
    ['nothing chosen', base, { a: '2', flow: 'booking' }],
    [
      'a full booking search',
      { ...base, destination: lyon, checkin: '2026-05-01', checkout: '2026-05-03', nights: 2, babies: 1, singleRoom: true, themeId: 26 },
      { checkin: '2026-05-01', checkout: '2026-05-03', a: '2', b: '1', s: 'true', theme: '26', city: '42', flow: 'booking' },
    ],
    ['a lone check-in is no dates', { ...base, checkin: '2026-05-01' }, { a: '2', flow: 'booking' }],
    ['gifting: no dates, no guests', { ...base, flow: 'gifting' as const, destination: lyon, checkin: '2026-05-01', checkout: '2026-05-02' }, { city: '42', flow: 'gifting' }],
    ['activity: participants only', { ...base, flow: 'activity' as const, adults: 1, children: 2 }, { a: '1', flow: 'activity' }],
    [
      'a local search',
      { ...base, destination: { label: 'x', criteria: { ...emptyGeoCriteria(), lat: 45.7, lng: 4.8, distanceMin: 0, distanceMax: 200 } } },
      { a: '2', lat: '45.7', lng: '4.8', distanceMin: '0', distanceMax: '200', flow: 'booking' },
    ],
    [
      'hotel flow: the hotel goes out as hotelId, with the offer it concerns',
      { ...base, flow: 'hotel' as const, destination: { label: 'Hôtel', criteria: { ...emptyGeoCriteria(), hotel: 3 } }, offerId: 11 },
      { a: '2', hotelId: '3', id: '11', flow: 'hotel' },
    ],
    ['booking: a hotel destination stays hotel', { ...base, destination: { label: 'Hôtel', criteria: { ...emptyGeoCriteria(), hotel: 3 } } }, { a: '2', hotel: '3', flow: 'booking' }],
  ])('%s', (_, state, expected) => {
    expect(toSearchHash(state)).toEqual(expected);
  });

  it('writes hash text in key order', () => {
    expect(hashText({ checkin: '2026-05-01', a: '2', city: '42' })).toBe('checkin=2026-05-01&a=2&city=42');
  });
});
