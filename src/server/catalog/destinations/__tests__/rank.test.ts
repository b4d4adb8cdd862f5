/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DESTINATION_CATEGORIES } from '@/contracts/autocomplete';
import { compareMatches, MatchQuality, rank, type Match } from '../destination-index';

/** A short term matches thousands of names: the bounded selection must keep exactly what a full sort keeps. */
describe('rank', () => {
  const matchArb = fc.record({
    kind: fc.constantFrom(...DESTINATION_CATEGORIES),
    id: fc.integer({ min: 1, max: 60 }),
    name: fc.string({ maxLength: 12 }),
    popularity: fc.integer({ min: 0, max: 5 }),
    quality: fc.constantFrom(MatchQuality.WordStart, MatchQuality.Prefix, MatchQuality.Exact),
  });
  const matchesArb = fc
    .uniqueArray(matchArb, { minLength: 0, maxLength: 400, selector: (m) => `${m.kind}/${m.id}` })
    .map((list): Match[] =>
      list.map((m) => ({ quality: m.quality, place: { kind: m.kind, id: m.id, name: m.name, searchKey: m.name, popularity: m.popularity, localeMask: 1, countryId: null, lat: null, lng: null, postalcode: null, parents: [] } })),
    );

  it('gives the first `limit` matches of the full ranking, in order', () => {
    fc.assert(
      fc.property(matchesArb, fc.integer({ min: 0, max: 60 }), (matches, limit) => {
        const expected = [...matches].sort(compareMatches).slice(0, limit);
        expect(rank([...matches], limit)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
