/** @jest-environment node */
import fc from 'fast-check';
import { toOffersQuery } from '@/contracts/offers-query';
import { offersQuerySchema, searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { parseSearchState } from '@/shared/search-address';
import { anyHash, anyQuery, NOW, validState } from '@/testing/search-address-arbitraries';
import { toSearchCriteria } from '../to-criteria';

/** Any state the address can hold: generated valid, or parsed from any text. */
const anyState = fc.oneof(validState, fc.tuple(anyHash, anyQuery).map(([h, q]) => parseSearchState(h, q, NOW, 'Europe/Paris')));

describe('search criteria of any address', () => {
  it('every parsed state makes criteria the catalog contract accepts', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const result = searchCriteriaSchema.safeParse(toSearchCriteria(state, 'fr_FR', { now: NOW }));
        if (!result.success) throw new Error(JSON.stringify(result.error.issues));
      }),
      { numRuns: 400 },
    );
  });

  it('the offers query round-trips through the schema: the API reads back the criteria the browser sent', () => {
    fc.assert(
      fc.property(anyState, fc.constantFrom('fr_FR', 'nl_BE', 'it_IT'), (state, locale) => {
        const criteria = toSearchCriteria(state, locale, { now: NOW, excludedHotelIds: state.activities.slice(0, 3) });
        const query = Object.fromEntries(toOffersQuery(criteria));
        expect(offersQuerySchema.parse(query)).toEqual(searchCriteriaSchema.parse(criteria));
      }),
      { numRuns: 400 },
    );
  });
});
