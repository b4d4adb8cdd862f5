/** @jest-environment node */
// The address hash and browser storage are visitor input: their codecs never throw on any string, and what they
// read always makes criteria the catalog contract accepts. FUZZ_RUNS inputs each (10,000 by default: pure and quick).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { datesToRestore, parseStoredDates } from '@/features/calendar/model/stored-dates';
import { todayAt } from '@/lib/days';
import { parseRecentSearches } from '@/features/search-box/model/recent-searches';
import { toFacetQuery, toSearchCriteria } from '@/features/search/model';
import { parseSearchState, serializeSearchHash, serializeSearchQuery } from '@/shared/search-address';
import { fuzzParameters, fuzzRuns, INJECTIONS } from './fuzz-inputs';

const RUNS = fuzzRuns(10_000);
const NOW = new Date('2026-11-25T10:00:00Z');
const KEYS = ['checkin', 'checkout', 'night', 'a', 'b', 'c', 's', 'theme', 'city', 'hotel', 'poi', 'lat', 'lng', 'sort', 'stars', 'priceMin', 'priceMax', 'facilities', 'flow', 'page', 'from', 'hotelId', 'activities', 'tags', 'giftNights', '__proto__'];

/** Percent-encodes what can be (a lone surrogate cannot: it then goes in raw). */
const tryEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Any string, and strings shaped like a hash: key=value pairs, percent-encoded or not, with injections. */
const pair = fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), fc.oneof(fc.string(), fc.constantFrom(...INJECTIONS), fc.integer().map(String), fc.double().map(String)));
const anyHash = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.array(pair, { maxLength: 30 }).map((pairs) => '#' + pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  fc.array(fc.tuple(pair, fc.boolean()), { maxLength: 30 }).map((pairs) => pairs.map(([[k, v], encode]) => `${k}=${encode ? tryEncode(v) : v}`).join('&')),
  fc.constantFrom('%', '%%', '%E0%A4%A', '#%', '#a=%FF', '#city=%00', '#=&=&', '#&&&', `#${'a=1&'.repeat(5000)}`),
);
const anyQueryValue = fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom(...INJECTIONS), fc.array(fc.string(), { maxLength: 3 }));
const anyQuery = fc.record({ flow: anyQueryValue, page: anyQueryValue, from: anyQueryValue }, { requiredKeys: [] });

describe(`the hash and storage codecs under fuzzing (${RUNS} inputs each)`, () => {
  it('read any hash and query into a state whose criteria the catalog contract accepts, without throwing', () => {
    fc.assert(
      fc.property(anyHash, anyQuery, (hash, query) => {
        const state = parseSearchState(hash, query, NOW, 'Europe/Paris');
        expect(typeof serializeSearchHash(state)).toBe('string');
        serializeSearchQuery(state);
        toFacetQuery(state);
        const criteria = searchCriteriaSchema.safeParse(toSearchCriteria(state, 'fr_FR', { now: NOW }));
        if (!criteria.success) throw new Error(JSON.stringify(criteria.error.issues));
      }),
      fuzzParameters(RUNS),
    );
  });

  it('read any stored text (dates, recent searches) as data or nothing, without throwing', () => {
    const stored = fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.constantFrom(...INJECTIONS), fc.anything());
    fc.assert(
      fc.property(stored, fc.constantFrom('home', 'search', 'product', ''), fc.constantFrom('booking', 'activity', 'gifting', 'x'), (raw, page, flow) => {
        parseStoredDates(raw);
        datesToRestore({ raw, page, flow, now: todayAt('Europe/Paris', NOW) });
        expect(Array.isArray(parseRecentSearches(raw))).toBe(true);
      }),
      fuzzParameters(RUNS),
    );
  });
});
