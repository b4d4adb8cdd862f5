/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { flexibleMonthsFrom, ORDER_BY, searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import type { SeededTestDb } from '@/testing/test-db';
import { FACET_TYPES, type EngineQuery, type SearchResult, type FacetVocabulary, type PlaceColumn } from '../../engine';
import { addDays } from '@/lib/days';
import { isWeekendArrival } from '../../../flexible/arrival-days';
import { facetVocabularyOf, resolveSearch, vocabularyOf, type Vocabulary } from '../../resolve-query';
import { SqlSearchEngine } from '../../sql-engine.repository';
import { seededSuiteDb, SUITE_DATABASES } from '../../test-support/suite-db';
import { ColumnarSearchEngine } from '../columnar-engine';

/*
 * Differential test: the columnar engine against the SQL reference on the seeded `test` catalog
 * (150 hotels, 500 offers, 365 days), thousands of random engine queries covering every filter, sort,
 * page, stay, family, position and radius, and item category. Same ids in the same order, same totals,
 * same prices, rooms and distances, same facet counts, same map items. On SQLite, and on PostgreSQL
 * too when TEST_DATABASE_URL is set (the index is read through the other driver: numeric types, nulls).
 */

const RUNS = Number(process.env.COLUMNAR_DIFF_RUNS ?? 1500);
/** PostgreSQL answers each reference query over the network: fewer runs, still thousands of queries in all. */
const PG_RUNS = Number(process.env.COLUMNAR_DIFF_PG_RUNS ?? 1000);
const PLACE_COLUMNS: PlaceColumn[] = ['city_id', 'department_id', 'region_id', 'country_id', 'touristic_region_id', 'sea_resort_id', 'ski_resort_id'];

/**
 * Distances may differ in the last bit: SQLite and PostgreSQL call the C library's cos(), V8 its own
 * (about 8 % of arguments round differently, ~1e-13 km). Every other number must be identical.
 */
function sameDistances(actual: SearchResult, expected: SearchResult): SearchResult {
  return {
    ...actual,
    hits: actual.hits.map((hit, k) => {
      const want = expected.hits[k]?.distanceKm;
      const close = hit.distanceKm !== null && want !== null && want !== undefined && Math.abs(hit.distanceKm - want) <= 1e-9 * Math.max(1, want);
      return close ? { ...hit, distanceKm: want } : hit;
    }),
  };
}

type HotelRow = { id: number; lat: number; lng: number } & Record<PlaceColumn, number | null>;

describe.each(SUITE_DATABASES)('ColumnarSearchEngine answers exactly what SqlSearchEngine answers on %s', (_name, databaseUrl) => {
  const runs = databaseUrl ? PG_RUNS : RUNS;
  let t: SeededTestDb;
  let sqlEngine: SqlSearchEngine;
  let columnar: ColumnarSearchEngine;
  let hotels: HotelRow[];
  let activityIds: number[];
  let vocabulary: Vocabulary;
  let facetVocabulary: FacetVocabulary;

  beforeAll(async () => {
    t = await seededSuiteDb(databaseUrl);
    sqlEngine = new SqlSearchEngine(t.db);
    columnar = new ColumnarSearchEngine(t.db);
    await columnar.index();
    hotels = (await t.db.selectFrom('hotel').select(['id', 'lat', 'lng', ...PLACE_COLUMNS]).orderBy('id').execute()) as HotelRow[];
    activityIds = (await t.db.selectFrom('offer_activity').select('activity_id').distinct().orderBy('activity_id').execute()).map((r) => Number(r.activity_id));
    vocabulary = await vocabularyOf(t.db);
    facetVocabulary = facetVocabularyOf(vocabulary);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
  });

  const bitsOf = (kind: keyof Vocabulary) => (vocabulary[kind] ?? []).filter((v) => v.bit >= 0).map((v) => 2 ** v.bit);
  const maskArb = (kind: keyof Vocabulary) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.subarray(bitsOf(kind), { minLength: 1, maxLength: 3 }).map((bits) => bits.reduce((a, b) => a | b, 0)) },
    );

  const queryArb = () => {
    const hotelArb = fc.integer({ min: 0, max: hotels.length - 1 }).map((i) => hotels[i]!);
    const placeArb = fc.tuple(hotelArb, fc.constantFrom(...PLACE_COLUMNS), fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })).map(([h, column, real]) => ({ column, id: real ? (h[column] ?? 1) : 1 + (h.id % 7) }));
    const positionArb = fc.oneof(
      fc.constant(null),
      fc.tuple(hotelArb, fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.double({ min: -0.5, max: 0.5, noNaN: true })).map(([h, a, b]) => ({ lat: h.lat + a, lng: h.lng + b })),
      fc.record({ lat: fc.double({ min: 36, max: 54, noNaN: true }), lng: fc.double({ min: -9, max: 18, noNaN: true }) }),
    );
    const radiusArb = fc.oneof(
      { weight: 2, arbitrary: fc.constant(null) },
      { weight: 3, arbitrary: fc.record({ minKm: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 80 })), maxKm: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 400 }), fc.double({ min: 0.5, max: 120, noNaN: true })) }) },
    );
    const nullable = <T>(arb: fc.Arbitrary<T>, weight = 4) => fc.oneof({ weight, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
    const rarely = <T>(value: T, arb: fc.Arbitrary<T>, weight = 5) => fc.oneof({ weight, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: arb });
    const priceArb = fc.record({
      min: nullable(fc.oneof(fc.integer({ min: 0, max: 40_000 }), fc.constantFrom(5000, 10000, 15000))),
      max: nullable(fc.oneof(fc.integer({ min: 5000, max: 200_000 }), fc.constantFrom(10000, 20000, 25000))),
    });
    return fc
      .record({
        itemCategory: fc.constantFrom('weekend', 'weekend', 'weekend', 'single_voucher', 'activity' as const),
        giftableOnly: rarely(false, fc.constant(true)),
        place: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(placeArb, { minLength: 1, maxLength: 2 }) }),
        position: positionArb,
        radius: radiusArb,
        hotelId: nullable(hotelArb.map((h) => h.id), 8),
        excludedHotelIds: rarely([] as number[], fc.array(hotelArb.map((h) => h.id), { maxLength: 20 })),
        facilityMask: maskArb('facility'),
        stars: rarely([] as number[], fc.subarray([1, 2, 3, 4, 5], { minLength: 1 })),
        minReviewScore: nullable(fc.constantFrom(5, 7, 7.5, 8, 8.6, 9, 9.5)),
        typeMask: maskArb('hotel_type'),
        environmentMask: maskArb('environment'),
        styleMask: maskArb('style'),
        petsAllowed: rarely(false, fc.constant(true)),
        themeMask: maskArb('theme'),
        tagMask: maskArb('tag'),
        activityGroupMask: maskArb('activity_group'),
        activityIds: fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(activityIds, { minLength: 1, maxLength: 4 }) }),
        stay: nullable(fc.record({ offset: fc.oneof(fc.integer({ min: -3, max: 370 }), fc.integer({ min: 0, max: 30 })), nights: fc.integer({ min: 1, max: 7 }) }), 1),
        flexible: nullable(fc.record({ offset: fc.integer({ min: -3, max: 360 }), days: fc.integer({ min: 0, max: 92 }), perWeekend: fc.boolean(), nights: fc.constantFrom(1, 2) }), 3),
        family: fc.record({ adults: rarely(2, fc.integer({ min: 1, max: 5 }), 2), children: rarely(0, fc.integer({ min: 0, max: 3 }), 2), babies: rarely(0, fc.integer({ min: 0, max: 2 }), 2) }),
        price: priceArb,
        orderBy: fc.constantFrom(...ORDER_BY),
        page: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6 })),
        pageSize: fc.oneof(fc.constant(24), fc.integer({ min: 1, max: 60 })),
        packagesPerHotel: nullable(fc.integer({ min: 1, max: 3 }), 4),
        todayOffset: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -5, max: 40 }) }),
        mapLimit: fc.integer({ min: 1, max: 60 }),
      })
      .map((r): { q: EngineQuery; mapLimit: number } => {
        const activity = r.itemCategory === 'activity';
        const nights = activity ? 1 : (r.stay?.nights ?? 1);
        const checkin = r.stay ? addDays(t.today, r.stay.offset) : null;
        const q: EngineQuery = {
          today: addDays(t.today, r.todayOffset),
          itemCategory: r.itemCategory,
          gift: r.itemCategory === 'single_voucher',
          giftableOnly: r.giftableOnly,
          place: [...r.place],
          position: r.position,
          radius: r.position ? r.radius : null,
          hotelId: r.hotelId,
          excludedHotelIds: r.excludedHotelIds,
          facilityMask: r.facilityMask,
          stars: r.stars,
          minReviewScore: r.minReviewScore,
          typeMask: r.typeMask,
          environmentMask: r.environmentMask,
          styleMask: r.styleMask,
          petsAllowed: r.petsAllowed,
          themeMask: r.themeMask,
          tagMask: r.tagMask,
          activityGroupMask: r.activityGroupMask,
          activityIds: [...r.activityIds],
          stay: checkin ? { checkin, checkout: addDays(checkin, nights), nights } : null,
          // A flexible window (arrivals from `offset` for `days` days, Fridays and Saturdays with perWeekend), never with a stay.
          flexible:
            r.flexible && !r.stay
              ? {
                  arrivals: Array.from({ length: r.flexible.days }, (_, d) => addDays(t.today, r.flexible!.offset + d)).filter((day) => !r.flexible!.perWeekend || isWeekendArrival(day)),
                  nights: r.flexible.nights,
                  perWeekend: r.flexible.perWeekend,
                }
              : null,
          family: r.family,
          participants: Math.min(2, Math.max(1, r.family.adults)),
          price: r.price.min !== null && r.price.max !== null && r.price.min > r.price.max ? { min: r.price.max, max: r.price.min } : r.price,
          orderBy: r.orderBy,
          page: r.page,
          pageSize: r.pageSize,
          packagesPerHotel: r.packagesPerHotel,
        };
        return { q, mapLimit: r.mapLimit };
      });
  };

  it(`agrees on ${runs} random queries: hits, totals, facets and map items`, async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queryArb(), async ({ q, mapLimit }) => {
        const [expected, actual] = await Promise.all([sqlEngine.search(q), columnar.search(q)]);
        expect(sameDistances(actual, expected)).toEqual(expected);
        if (expected.total > 0) nonEmpty++;
        const [expectedFacets, actualFacets] = await Promise.all([sqlEngine.facets(q, FACET_TYPES, facetVocabulary), columnar.facets(q, FACET_TYPES, facetVocabulary)]);
        expect(actualFacets).toEqual(expectedFacets);
        if (q.page === 0) expect(await columnar.mapSearch(q, mapLimit)).toEqual(await sqlEngine.mapSearch(q, mapLimit));
      }),
      { numRuns: runs, seed: process.env.COLUMNAR_DIFF_SEED ? Number(process.env.COLUMNAR_DIFF_SEED) : undefined },
    );
    // The generator must not only produce empty answers.
    console.info(`columnar vs sql on ${_name}: ${runs} queries, ${nonEmpty} with hits`);
    expect(nonEmpty).toBeGreaterThan(runs / 5);
  }, 600_000);

  it('agrees on criteria resolved the way the API resolves them', async () => {
    const city = hotels[0]!.city_id!;
    const inputs: SearchCriteriaInput[] = [
      {},
      { location: { cityId: city } },
      { location: { cityId: city, maxDistance: 50 }, checkin: addDays(t.today, 10), nights: 2, family: { adults: 2, children: 1 } },
      { location: { latitude: hotels[3]!.lat, longitude: hotels[3]!.lng, maxDistance: 50 }, orderBy: 'distance' },
      { itemCategory: 'single_voucher', orderBy: 'svPriceDesc' },
      { itemCategory: 'activity', family: { adults: 1 } },
      { checkin: addDays(t.today, 30), nights: 3, orderBy: 'priceAsc', packagesPerHotel: 2 },
      { flexible: { arrival: 'weekend', nights: 2, months: flexibleMonthsFrom(t.today).slice(0, 3) }, family: { adults: 2, children: 1 }, orderBy: 'priceAsc' },
      { location: { cityId: city }, flexible: { arrival: 'any', nights: 1, months: flexibleMonthsFrom(t.today).slice(1, 2) }, price: { max: 15000 } },
      { flexible: { arrival: 'weekend', nights: 1, months: flexibleMonthsFrom(t.today).slice(0, 1) }, hotelId: hotels[1]!.id, packagesPerHotel: 20 },
    ];
    for (const input of inputs) {
      const { query } = await resolveSearch(t.db, searchCriteriaSchema.parse(input));
      const expected = await sqlEngine.search(query);
      expect(sameDistances(await columnar.search(query), expected)).toEqual(expected);
      expect(await columnar.facets(query, FACET_TYPES, facetVocabulary)).toEqual(await sqlEngine.facets(query, FACET_TYPES, facetVocabulary));
      expect(await columnar.mapSearch(query, 5000)).toEqual(await sqlEngine.mapSearch(query, 5000));
    }
  });

  it('agrees when the calls of several results pages interleave (an evaluation is reused once, by the other call)', async () => {
    const inputs: SearchCriteriaInput[] = [{}, { checkin: addDays(t.today, 12), nights: 2 }, { stars: [4, 5] }];
    const queries = await Promise.all(inputs.map(async (input) => (await resolveSearch(t.db, searchCriteriaSchema.parse(input))).query));
    const calls: [number, 'search' | 'facets' | 'map'][] = [[0, 'search'], [1, 'search'], [0, 'facets'], [1, 'facets'], [2, 'facets'], [2, 'search'], [2, 'search'], [0, 'map'], [0, 'facets'], [1, 'map']];
    for (const [q, kind] of calls) {
      const query = queries[q]!;
      if (kind === 'search') {
        const expected = await sqlEngine.search(query);
        expect(sameDistances(await columnar.search(query), expected)).toEqual(expected);
      } else if (kind === 'facets') expect(await columnar.facets(query, FACET_TYPES, facetVocabulary)).toEqual(await sqlEngine.facets(query, FACET_TYPES, facetVocabulary));
      else expect(await columnar.mapSearch(query, 100)).toEqual(await sqlEngine.mapSearch(query, 100));
    }
  });

  it('agrees after a batch of random stock and price changes, patched into the index without a rebuild', async () => {
    const before = columnar.loadedIndex()!;
    const offers = (await t.db.selectFrom('offer').select('id').orderBy('id').execute()).map((o) => Number(o.id));
    const random = fc.sample(fc.tuple(fc.constantFrom(...offers), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: -3000, max: 3000 })), { numRuns: 400, seed: 18 });
    for (const [offerId, offset, kind, amount] of random) {
      const night = t.db.updateTable('availability').where('offer_id', '=', offerId).where('day', '=', addDays(t.today, offset));
      if (kind === 0) await night.set({ rooms_left: 0 }).execute();
      else if (kind === 1) await night.set({ closed: sql<0 | 1>`1 - closed` }).execute();
      else if (kind === 2) await night.set((eb) => ({ price: eb('price', '+', amount), bar_price: eb('bar_price', '+', Math.abs(amount)) })).execute();
      else if (kind === 3) await night.set((eb) => ({ rooms_left: eb('rooms_left', '+', 1), min_stay: 1 + (amount & 1) })).execute();
      else await night.set((eb) => ({ extra_adult_price: eb('extra_adult_price', '+', Math.abs(amount) % 500), child_price: 0 })).execute();
    }
    const outcome = await columnar.applyChanges();
    expect(outcome).toMatchObject({ kind: 'patched' });
    expect(columnar.loadedIndex()).toBe(before);
    await fc.assert(
      fc.asyncProperty(queryArb(), async ({ q }) => {
        const dated = q.stay || q.flexible ? q : { ...q, stay: { checkin: addDays(t.today, 1), checkout: addDays(t.today, 3), nights: 2 } };
        const expected = await sqlEngine.search(dated);
        expect(sameDistances(await columnar.search(dated), expected)).toEqual(expected);
        expect(await columnar.facets(dated, FACET_TYPES, facetVocabulary)).toEqual(await sqlEngine.facets(dated, FACET_TYPES, facetVocabulary));
      }),
      { numRuns: Math.ceil(runs / 5), seed: 18 },
    );
  }, 600_000);

  it('sees any catalog edit after a refresh, even one that keeps every row count', async () => {
    const q = (await resolveSearch(t.db, searchCriteriaSchema.parse({ orderBy: 'priceAsc' }))).query;
    const first = (await columnar.search(q)).hits[0]!.offerId;
    await t.db.updateTable('offer').set({ published: 0 }).where('id', '=', first).execute();
    await columnar.refresh();
    const after = await columnar.search(q);
    expect(after.hits.map((h) => h.offerId)).not.toContain(first);
    expect(after).toEqual(await sqlEngine.search(q));

    // One night's price: same rows, another number.
    const checkin = addDays(t.today, 20);
    const dated = (await resolveSearch(t.db, searchCriteriaSchema.parse({ checkin, nights: 1, orderBy: 'priceAsc' }))).query;
    const hit = (await columnar.search(dated)).hits[0]!;
    await t.db.updateTable('availability').set((eb) => ({ price: eb('price', '+', 1000) })).where('offer_id', '=', hit.offerId).where('day', '=', checkin).execute();
    await columnar.refresh();
    const ofHotel = (await resolveSearch(t.db, searchCriteriaSchema.parse({ checkin, nights: 1, hotelId: hit.hotelId }))).query;
    expect((await columnar.search(ofHotel)).hits.find((h) => h.offerId === hit.offerId)?.price).toBe(hit.price + 1000);
    expect(await columnar.search(dated)).toEqual(await sqlEngine.search(dated));
  });
});
