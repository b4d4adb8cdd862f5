/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { mapSearchResponseSchema, offersResponseSchema } from '@/contracts/offers.schema';
import { offersHandler } from '@/server/http/search-handlers';
import type { Database } from '@/server/db/database';
import type { SeededTestDb } from '@/testing/test-db';
import { addDays } from '@/lib/days';
import { flexibleMonthsFrom } from '@/contracts/search-criteria';
import { toOffersBody } from '@/contracts/offers-body';
import { call, createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('/api/offers.json on %s', (_name, databaseUrl) => {
  let t: SeededTestDb;
  let db: Kysely<Database>;
  let handler: ReturnType<typeof offersHandler>;
  beforeAll(async () => {
    t = await createSuiteDb(databaseUrl);
    db = t.db;
    handler = offersHandler(() => db);
  }, 120_000);
  afterAll(() => t?.destroy());

  const busiestCity = async () =>
    Number(
      (
        await db
          .selectFrom('hotel')
          .select('city_id')
          .groupBy('city_id')
          .orderBy((eb) => eb.fn.countAll(), 'desc')
          .orderBy('city_id')
          .executeTakeFirstOrThrow()
      ).city_id,
    );

  it('answers GET with flat query parameters: cards and search details', async () => {
    const city = await busiestCity();
    const answer = await call(handler, { query: { cityId: String(city), locale: 'fr_FR', pageSize: '5', orderBy: 'priceAsc', adults: '2' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBeDefined();
    const body = offersResponseSchema.parse(answer.body);
    expect(body.exactMatch.length).toBeGreaterThan(0);
    expect(body.searchDetails).toMatchObject({ location: { id: city, type: 'city' }, adult: 2, child: 0, baby: 0, page: 0, pageSize: 5, orderBy: 'priceAsc', flow: 'booking' });
  });

  it('answers POST with the nested criteria of the site and gives the same offers as GET', async () => {
    const checkin = addDays(t.today, 30);
    const body = {
      locale: 'es_ES',
      criteria: {
        filters: {
          property: { stars: [3, 4, 5] },
          offer: { checkin, nights: 2, familyComposition: { adults: 2, children: 1, babies: 0 } },
        },
        sorting: { orderBy: 'priceAsc' },
        pagination: { page: 0, pageSize: 10 },
        fallbackKey: { dates: { checkin, isRemoved: false }, value: 'exact', order: 0 },
      },
    };
    const posted = await call(handler, { method: 'POST', body: JSON.stringify(body) });
    expect(posted.status).toBe(200);
    const parsed = offersResponseSchema.parse(posted.body);
    expect(parsed.searchDetails).toMatchObject({ checkin, night: 2, child: 1, fallbackKey: { value: 'exact', order: 0 } });
    for (const card of parsed.exactMatch) expect(card.priceType).toBe('final');
    const got = await call(handler, { query: { stars: '3,4,5', checkin, nights: '2', adults: '2', children: '1', locale: 'es_ES', orderBy: 'priceAsc', pageSize: '10' } });
    expect(offersResponseSchema.parse(got.body).exactMatch.map((c) => c.id)).toEqual(parsed.exactMatch.map((c) => c.id));
  });

  it('answers a flexible search (GET and POST alike) with each card at its cheapest stay of the window', async () => {
    const months = flexibleMonthsFrom(t.today).slice(1, 3);
    const query = { flexibleArrival: 'weekend', flexibleNights: '2', flexibleMonths: months.join(','), adults: '2', children: '1', orderBy: 'priceAsc', pageSize: '10', locale: 'fr_FR' };
    const got = await call(handler, { query });
    expect(got.status).toBe(200);
    const body = offersResponseSchema.parse(got.body);
    expect(body.searchDetails).toMatchObject({ checkin: null, night: null, flexible: { arrival: 'weekend', nights: 2, months } });
    expect(body.exactMatch.length).toBeGreaterThan(0);
    for (const card of body.exactMatch) {
      const stay = card.flexibleStay!;
      expect([5, 6]).toContain(new Date(`${stay.checkin}T00:00:00Z`).getUTCDay());
      expect(months).toContain(stay.checkin.slice(0, 7));
      expect(stay.checkout).toBe(addDays(stay.checkin, stay.nights));
      expect(card).toMatchObject({ checkin: stay.checkin, nights: stay.nights, priceType: 'final', refPrice: null });
    }
    const prices = body.exactMatch.map((c) => c.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const posted = await call(handler, { method: 'POST', body: toOffersBody({ locale: 'fr_FR', flexible: { arrival: 'weekend', nights: 2, months }, family: { adults: 2, children: 1 }, orderBy: 'priceAsc', pageSize: 10 }) });
    expect(offersResponseSchema.parse(posted.body).exactMatch).toEqual(body.exactMatch);
  });

  it('answers performMapSearch with one item per hotel, unpaginated', async () => {
    const answer = await call(handler, { method: 'POST', body: { criteria: { filters: { property: { stars: [4] } } }, performMapSearch: true } });
    expect(answer.status).toBe(200);
    const body = mapSearchResponseSchema.parse(answer.body);
    expect(body.exactMatch.length).toBe(body.searchDetails.totalCount);
    expect(body.exactMatch.length).toBeGreaterThan(24);
  });

  it('answers a gift search (type gift) with gift prices', async () => {
    const answer = await call(handler, { method: 'POST', body: { type: 'gift', criteria: { filters: { gift: { singleVoucher: { price: { max: 20000 } } } } } } });
    expect(answer.status).toBe(200);
    const body = offersResponseSchema.parse(answer.body);
    expect(body.searchDetails.flow).toBe('gifting');
    for (const card of body.exactMatch) {
      expect(card.priceType).toBe('gift');
      expect(card.sellPrice).toBeLessThanOrEqual(200);
    }
  });

  it('answers 404 for an unknown hotel or place', async () => {
    const maxHotel = Number((await db.selectFrom('hotel').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    for (const query of [{ hotelId: String(maxHotel + 1000) }, { cityId: '2147483000' }, { poiId: '2147483000' }] as Record<string, string>[]) {
      const answer = await call(handler, { query });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found' });
    }
  });

  const malformedQueries: [string, Record<string, string>][] = [
    ['a negative page', { page: '-1' }],
    ['a huge page size', { pageSize: '1000' }],
    ['an unknown sort', { orderBy: 'cheapest' }],
    ['an impossible date', { checkin: '2026-02-30' }],
    ['a date in another format', { checkin: '30/01/2027' }],
    ['zero adults', { adults: '0' }],
    ['too many children', { children: '11' }],
    ['a latitude without longitude', { lat: '48.8' }],
    ['a latitude out of range', { lat: '123', lng: '2' }],
    ['a distance without a position', { distanceMax: '30' }],
    ['a reversed distance range', { lat: '48.8', lng: '2.3', distanceMin: '50', distanceMax: '10' }],
    ['six stars', { stars: '6' }],
    ['a price range upside down', { priceMin: '20000', priceMax: '100' }],
    ['a fallbackKey that is not JSON', { fallbackKey: '{oops' }],
    ['a text hotel id', { hotelId: 'abc' }],
    ['an unknown locale', { locale: 'de_DE' }],
    ['an unknown item category', { itemCategory: 'cruise' }],
    ['an unknown facility code', { facilities: 'helipad' }],
    ['an unknown theme', { themeIds: '999' }],
    ['an unknown environment', { hotelEnvironments: 'MOON' }],
    ['a code with SQL in it', { tags: "new'; drop table offer; --" }],
    ['too many nights', { checkin: '2027-01-10', nights: '30' }],
    ['a boolean that is not one', { petsAllowed: 'maybe' }],
    ['flexible dates with a checkin', { flexibleArrival: 'weekend', flexibleNights: '2', flexibleMonths: '2027-03', checkin: '2027-03-05' }],
    ['flexible dates without a length', { flexibleArrival: 'weekend', flexibleMonths: '2027-03' }],
    ['a flexible stay of three nights', { flexibleArrival: 'any', flexibleNights: '3', flexibleMonths: '2027-03' }],
    ['four flexible months', { flexibleArrival: 'any', flexibleNights: '1', flexibleMonths: '2027-03,2027-04,2027-05,2027-06' }],
    ['a flexible month long past', { flexibleArrival: 'weekend', flexibleNights: '1', flexibleMonths: '2020-01' }],
    ['flexible dates in a giftable search', { flexibleArrival: 'weekend', flexibleNights: '1', flexibleMonths: '2027-03', performGiftableSearch: 'true' }],
  ];
  it.each(malformedQueries)('answers GET with %s with a 400 naming the problem', async (_what, query) => {
    const answer = await call(handler, { query });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    const issues = (answer.body as { issues?: { path: string; message: string }[] }).issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
  });

  it('answers a distance around a region, which has no centre to measure from, with a 400', async () => {
    const region = await db.selectFrom('hotel').select('region_id').orderBy('id').executeTakeFirstOrThrow();
    const answer = await call(handler, { query: { regionId: String(region.region_id), distanceMax: '30' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', issues: [{ path: 'location' }] });
  });

  const malformedBodies: [string, unknown][] = [
    ['text that is not JSON', '{"criteria": '],
    ['a JSON array', '[1, 2]'],
    ['criteria that are a string', { criteria: 'all' }],
    ['stars as an object', { criteria: { filters: { property: { stars: { five: true } } } } }],
    ['a location with a text city', { criteria: { filters: { property: { location: { cityId: 'Paris' } } } } }],
    ['a family of minus one adult', { criteria: { filters: { offer: { familyComposition: { adults: -1 } } } } }],
    ['a gift type that does not exist', { type: 'voucher' }],
    ['a fallbackKey of the wrong shape', { criteria: { fallbackKey: { order: 'first' } } }],
    ['performMapSearch as a number', { performMapSearch: 7 }],
  ];
  it.each(malformedBodies)('answers POST with %s with a 400', async (_what, body) => {
    const answer = await call(handler, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it('never answers 500, whatever the query or body holds', async () => {
    const keys = ['cityId', 'poiId', 'regionId', 'lat', 'lng', 'distanceMin', 'distanceMax', 'hotelId', 'stars', 'facilities', 'checkin', 'nights', 'adults', 'children', 'priceMin', 'priceMax', 'orderBy', 'page', 'pageSize', 'itemCategory', 'tags', 'fallbackKey', 'performMapSearch', 'locale', 'packagesPerHotel', 'excludedHotelIds', 'flexibleArrival', 'flexibleNights', 'flexibleMonths'];
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 3_000_000_000 }).map(String), fc.constantFrom('', '0', '1', '2', 'true', '2027-01-10', '48.85', 'spa,pets', 'distance', 'null', '{}', 'NaN', '1e308', 'weekend', 'any', flexibleMonthsFrom(t.today)[1]!));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 3 }), async (query, body) => {
        const got = await call(handler, { query });
        expect([200, 400, 404]).toContain(got.status);
        const posted = await call(handler, { method: 'POST', body: JSON.stringify(body) });
        expect([200, 400, 404]).toContain(posted.status);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses other methods', async () => {
    const answer = await call(handler, { method: 'DELETE' });
    expect(answer.status).toBe(405);
  });
});
