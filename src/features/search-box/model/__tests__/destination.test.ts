/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  DESTINATION_CATEGORIES,
  GEO_HASH_KEYS,
  currentDestination,
  destinationCriteria,
  highlightMatch,
  toDestinationCategory,
  type DestinationCategory,
} from '../destination';

describe('destination categories', () => {
  it.each<[DestinationCategory, string]>([
    ['poi', 'poi'],
    ['hotel', 'hotel'],
    ['city', 'city'],
    ['region', 'region'],
    ['department', 'department'],
    ['country', 'country'],
    ['touristic_region', 'touristicregion'],
    ['ski_resort', 'skiresort'],
    ['sea_resort', 'searesort'],
  ])('choosing a %s sets only #%s', (category, key) => {
    const criteria = destinationCriteria({ id: 42, category });
    expect(criteria[key as keyof typeof criteria]).toBe(42);
    const others = GEO_HASH_KEYS.filter((other) => other !== key).map((other) => criteria[other]);
    expect(others).toEqual(new Array(GEO_HASH_KEYS.length - 1).fill(null));
    expect(currentDestination(criteria)).toEqual({ category, id: 42 });
  });

  it('has the nine categories of the spec', () => {
    expect(DESTINATION_CATEGORIES).toHaveLength(9);
  });

  it.each([
    ['city', 'city'],
    ['CITY', 'city'],
    ['touristic region', 'touristic_region'],
    ['touristicRegion', 'touristic_region'],
    ['touristic_region', 'touristic_region'],
    ['ski resort', 'ski_resort'],
    ['skiResort', 'ski_resort'],
    ['sea-resort', 'sea_resort'],
    ['POI', 'poi'],
    ['planet', null],
    ['', null],
    [7, null],
    [null, null],
  ])('toDestinationCategory(%p) → %p', (value, expected) => {
    expect(toDestinationCategory(value)).toBe(expected);
  });

  it.each([
    [{ city: '12' }, { category: 'city', id: '12' }],
    [{ region: 4, lat: 1 }, { category: 'region', id: 4 }],
    [{ lat: 45.7, lng: 4.8, distanceMax: 200 }, null],
    [{ city: '' }, null],
    [{}, null],
  ])('currentDestination(%p) → %p', (criteria, expected) => {
    expect(currentDestination(criteria)).toEqual(expected);
  });
});

describe('highlightMatch', () => {
  const render = (parts: ReturnType<typeof highlightMatch>) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

  it.each([
    ['Lyon', 'ly', '[Ly]on'],
    ['Lyon', 'LYON', '[Lyon]'],
    ['Saint-Étienne', 'etie', 'Saint-[Étie]nne'],
    ['Saint-Étienne', 'saint étienne', '[Saint]-[Étienne]'],
    ['Gent', 'xyz', 'Gent'],
    ['Gent', '', 'Gent'],
    ['Gent', '   ', 'Gent'],
    ['Mons-en-Barœul', 'mons', '[Mons]-en-Barœul'],
    ['Île-de-France', 'ile', '[Île]-de-France'],
    ['A Coruña', 'coruna', 'A [Coruña]'],
    ['Noord-Brabant', 'a', 'Noord-Br[a]b[a]nt'],
    ['Tarragona', 'ar', 'T[ar]ragona'],
    ['Aa', 'a', '[Aa]'], // adjacent matches merge into one part
    ['Oostende', 'o e', '[Oo]st[e]nd[e]'],
    ['Sant Antoni', 'ant', 'S[ant] [Ant]oni'],
  ])('highlightMatch(%p, %p) reads %s', (label, query, expected) => {
    const parts = highlightMatch(label, query);
    expect(render(parts)).toBe(expected);
    expect(parts.map((p) => p.text).join('')).toBe(label);
  });

  it('keeps decomposed accents with their letter', () => {
    const decomposed = 'Mu\u0308nster';
    expect(highlightMatch(decomposed, 'mun')).toEqual([
      { text: 'Mu\u0308n', match: true },
      { text: 'ster', match: false },
    ]);
  });
});
