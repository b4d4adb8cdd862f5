/** @jest-environment node */
import fc from 'fast-check';
import { parseSearchState } from '@/shared/search-address';
import { anyHash, anyQuery, expectValid, NOW, roundTrip, validState } from '@/testing/search-address-arbitraries';

describe('search state codec properties', () => {
  it('parse(serialize(s)) equals s for any valid state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(roundTrip(state)).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('the generator makes valid states (the validity check accepts them)', () => {
    fc.assert(fc.property(validState, (state) => expectValid(state)), { numRuns: 100 });
  });

  it('any hash and query parse to a valid state without throwing', () => {
    fc.assert(
      fc.property(anyHash, anyQuery, (hash, query) => {
        expectValid(parseSearchState(hash, query, NOW, 'Europe/Paris'));
      }),
      { numRuns: 600 },
    );
  });

  it('parsing is idempotent: parse(serialize(parse(x))) equals parse(x)', () => {
    fc.assert(
      fc.property(anyHash, anyQuery, (hash, query) => {
        const once = parseSearchState(hash, query, NOW, 'Europe/Paris');
        expect(roundTrip(once)).toEqual(once);
      }),
      { numRuns: 600 },
    );
  });
});
