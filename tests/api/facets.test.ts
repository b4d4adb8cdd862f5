/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { facetsQuerySchema, facetsResponseSchema, type FacetsResponse } from '@/contracts/facets.schema';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { searchFacets } from '@/server/catalog/offers/facets.service';
import { facetsHandler } from '@/server/http/search-handlers';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import type { Database } from '@/server/db/database';
import type { SeededTestDb } from '@/testing/test-db';
import { addDays } from '@/lib/days';
import { call, createSuiteDb, criteria, DATABASES } from './offers-helpers';

type Property = FacetsResponse['properties'][number];

describe.each(DATABASES)('facets on %s', (_name, databaseUrl) => {
  let t: SeededTestDb;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await createSuiteDb(databaseUrl);
    db = t.db;
  }, 120_000);
  afterAll(() => t?.destroy());

  /** The facets of a search given as offers.json-style criteria (what the GET query parses into). */
  const facetsOf = (input: SearchCriteriaInput, extra: { withNames?: boolean; propertiesRequested?: string[] } = {}) =>
    searchFacets(db, {
      criteria: criteria(input),
      withNames: extra.withNames ?? true,
      propertiesRequested: (extra.propertiesRequested ?? ['price', 'score', 'facility', 'pets', 'stars', 'style', 'type', 'environment', 'tag', 'activityGroup', 'activity']) as never,
    });
  const total = async (input: SearchCriteriaInput) => (await searchOffers(db, criteria({ ...input, pageSize: 1 }))).searchDetails.totalCount;
  const property = (answer: FacetsResponse, type: Property['propertyType']) => answer.properties.find((p) => p.propertyType === type)!;

  /** Each shown count equals the total of the search with that value chosen (in place of the group's own choice). */
  async function expectCountsMatchTotals(base: SearchCriteriaInput) {
    const answer = await facetsOf(base);
    expect(() => facetsResponseSchema.parse(answer)).not.toThrow();
    const withValue: Record<string, (name: string, id: number) => SearchCriteriaInput> = {
      stars: (_n, id) => ({ ...base, stars: [id] }),
      score: (_n, id) => ({ ...base, minHotelReviewScore: id }),
      type: (name) => ({ ...base, hotelTypes: [name] }),
      environment: (name) => ({ ...base, hotelEnvironments: [name] }),
      style: (name) => ({ ...base, hotelStyles: [name] }),
      tag: (name) => ({ ...base, tags: [name] }),
      activityGroup: (_n, id) => ({ ...base, activityGroupIds: [id] }),
      activity: (_n, id) => ({ ...base, activityIds: [id] }),
      facility: (name) => ({ ...base, facilities: [...new Set([...(base.facilities as string[] | undefined ?? []), name])] }),
      pets: () => ({ ...base, petsAllowed: true }),
    };
    let nonZero = 0;
    for (const [type, search] of Object.entries(withValue)) {
      for (const value of property(answer, type as Property['propertyType']).values) {
        const expected = await total(search(value.name, value.id));
        expect({ type, value: value.name, count: value.count }).toEqual({ type, value: value.name, count: expected });
        if (value.count > 0) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(10);
    const price = property(answer, 'price');
    for (const bucket of price.values) {
      const expected = await total({ ...base, price: { min: bucket.min!, max: bucket.max === null ? undefined : bucket.max! - 1 } });
      expect({ bucket: bucket.name, count: bucket.count }).toEqual({ bucket: bucket.name, count: expected });
    }
    const all = await searchOffers(db, criteria({ ...base, price: {}, orderBy: 'priceAsc', pageSize: 1 }));
    expect(price.range?.min).toBe(Math.round(all.exactMatch[0].sellPrice * 100));
  }

  it('counts every value with all the other chosen filters applied (undated)', async () => {
    const environment = (await db.selectFrom('vocabulary').select('code').where('kind', '=', 'environment').orderBy('position').executeTakeFirstOrThrow()).code;
    await expectCountsMatchTotals({ stars: [3, 4], facilities: ['free_wifi'], hotelEnvironments: [environment], hotelTypes: ['hotel'], price: { max: 30000 }, tags: ['free_cancellation'] });
  });

  it('counts with dates and a family the offers bookable for them, at their final prices', async () => {
    await expectCountsMatchTotals({ checkin: addDays(t.today, 40), nights: 2, family: { adults: 2, children: 1 }, stars: [4, 5], minHotelReviewScore: 7 });
  });

  it('labels values in the locale, or leaves labels out without names', async () => {
    const answer = await facetsOf({ locale: 'nl_NL' }, { propertiesRequested: ['facility', 'environment'] });
    expect(answer.properties.map((p) => p.propertyType)).toEqual(['facility', 'environment']);
    const labels = await db.selectFrom('vocabulary_label').select(['kind', 'id', 'label']).where('locale', '=', 'nl_NL').where('kind', 'in', ['facility', 'environment']).execute();
    for (const [type, kind] of [['facility', 'facility'], ['environment', 'environment']] as const) {
      for (const value of property(answer, type).values) expect(value.label).toBe(labels.find((l) => l.kind === kind && Number(l.id) === value.id)!.label);
    }
    const bare = await facetsOf({ locale: 'nl_NL' }, { withNames: false, propertiesRequested: ['tag'] });
    expect(bare.properties[0].values.every((v) => v.label === undefined)).toBe(true);
  });

  it('answers GET /api/facets.json with the refresh parameters of the filters', async () => {
    const handler = facetsHandler(() => db);
    const ok = await call(handler, { query: { hotelType: 'hotel,chateau', stars: '4,5', locale: 'es_ES', withNames: 'true', propertiesRequested: 'stars,type', orderBy: 'priceQuality' } });
    expect(ok.status).toBe(200);
    const body = facetsResponseSchema.parse(ok.body);
    expect(body.properties.map((p) => p.propertyType)).toEqual(['stars', 'type']);
    const stars4 = body.properties[0].values.find((v) => v.id === 4)!;
    expect(stars4.count).toBe(await total({ hotelTypes: ['hotel', 'chateau'], stars: [4] }));
    expect(stars4.label).toBe('4 estrellas');
    expect(facetsQuerySchema.safeParse({ hotelStyle: 'design' }).data?.criteria.hotelStyles).toEqual(['design']);
  });

  it.each([
    ['an unknown property', { propertiesRequested: 'price,colour' }, 400],
    ['a malformed star list', { stars: 'four' }, 400],
    ['an unknown facility code', { facilities: 'helipad' }, 400],
    ['an unknown region', { regionId: '999999999' }, 404],
    ['a negative price', { priceMin: '-5' }, 400],
  ])('answers %s with a JSON error', async (_what, query, status) => {
    const answer = await call(facetsHandler(() => db), { query });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('never answers 500, whatever the query holds', async () => {
    const keys = ['hotelType', 'hotelEnvironment', 'hotelStyle', 'stars', 'minHotelReviewScore', 'priceMin', 'priceMax', 'facilities', 'petsAllowed', 'distanceMin', 'distanceMax', 'lat', 'lng', 'tags', 'activities', 'withNames', 'propertiesRequested', 'checkin', 'nights', 'locale'];
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 3_000_000_000 }).map(String), fc.constantFrom('', '9', 'true', 'price,stars', 'hotel,chateau', 'SEA', '2027-01-10', '45.1', 'es_ES'));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), async (query) => {
        expect([200, 400, 404]).toContain((await call(facetsHandler(() => db), { query })).status);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses POST on the facets call', async () => {
    expect((await call(facetsHandler(() => db), { method: 'POST', body: {} })).status).toBe(405);
  });
});
