/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { highlightMatch, toDestinationCategory } from '../destination';

describe('destination categories', () => {
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
