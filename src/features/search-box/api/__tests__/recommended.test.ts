import { describe, expect, it } from '@jest/globals';
import { parseRecommended, recommendedUrl } from '../recommended';

const lyon = { id: 42, label: 'Lyon', category: 'city', postalcode: null, latitude: 45.76, longitude: 4.84 };

describe('parseRecommended (§7 recommendedAutocomplete.json)', () => {
  it.each<[string, unknown, { label: string; hotelCount: number }[]]>([
    ['a destination with its hotel count', [{ ...lyon, hotelCount: 12 }], [{ label: 'Lyon', hotelCount: 12 }]],
    ['no hotel count: dropped', [lyon], []],
    ['zero, negative or fractional counts: dropped', [{ ...lyon, hotelCount: 0 }, { ...lyon, hotelCount: -2 }, { ...lyon, hotelCount: 1.5 }], []],
    ['a count given as text: dropped', [{ ...lyon, hotelCount: '12' }], []],
    ['an entry the autocomplete would refuse: dropped', [{ id: 1, label: '', category: 'city', hotelCount: 3 }], []],
    ['not a list', { items: [{ ...lyon, hotelCount: 3 }] }, []],
    ['nothing', null, []],
  ])('%s', (_name, body, expected) => {
    expect(parseRecommended(body).map(({ label, hotelCount }) => ({ label, hotelCount }))).toEqual(expected);
  });

  it('asks for the whole catalog in the catalog locale, with no text', () => {
    expect(recommendedUrl('/api', 'nl-BE')).toBe('/api/recommendedAutocomplete.json?locale=nl_BE&q=&catalogSourceType=catalog');
  });
});
