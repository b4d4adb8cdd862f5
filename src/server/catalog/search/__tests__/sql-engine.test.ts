/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import type { Database, NewRow } from '@/server/db/database';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { isolatedPostgres } from '../test-support/isolated-postgres';
import { resolveSearch } from '../resolve-query';
import { SqlSearchEngine } from '../sql-engine.repository';

/*
 * The engine on a hand-made catalog small enough to work out every answer by hand:
 * hotel 1 (4★, 9.0, room for 2) and hotel 2 (3★, 8.0, room for 4) in town A at (45, 5) and 1.1 km north;
 * hotel 3 (5★, unrated, room for 3) in town B 55.6 km north; hotel 4 inactive.
 */
const D0 = '2030-01-04';
const D1 = '2030-01-05';
const D2 = '2030-01-06';

async function buildCatalog(db: Kysely<Database>) {
  await db.insertInto('country').values({ id: 1, code: 'FR', name: 'France', slug: 'france', lat: 46, lng: 2, default_locale: 'fr_FR' }).execute();
  await db.insertInto('region').values({ id: 10, country_id: 1, code: 'FR.1', name: 'Region', slug: 'region', lat: 45, lng: 5 }).execute();
  await db.insertInto('department').values({ id: 100, country_id: 1, region_id: 10, code: 'FR.1.1', name: 'Dept', slug: 'dept', lat: 45, lng: 5 }).execute();
  for (const [id, lat] of [[1000, 45], [1001, 45.5]] as const) {
    await db.insertInto('city').values({ id, country_id: 1, region_id: 10, department_id: 100, name: `Town ${id}`, slug: `town-${id}`, lat, lng: 5, population: 1000, elevation: null, zip_code: null }).execute();
  }
  const hotel = (id: number, city: number, lat: number, stars: number, review: number | null, active: 0 | 1, facilityMask: number): NewRow<'hotel'> => ({
    id, name: `Hotel ${id}`, slug: `hotel-${id}`, stars, address: 'x', zip_code: '00000', city_id: city, department_id: 100, region_id: 10, country_id: 1,
    touristic_region_id: null, ski_resort_id: null, sea_resort_id: null, lat, lng: 5, review_count: review === null ? 0 : 10, review_average: review, popularity: id,
    active, pets_allowed: 0, pets_price: null, pets_max_weight: null, pets_max_number: 0, local_tax_type: null, local_tax_amount: null, local_tax_percentage: null,
    local_tax_paid_at_hotel: 0, checkin_time: '15:00', checkout_time: '11:00', channel_manager_id: null, facility_mask: facilityMask, eco_facility_mask: 0,
    eco_facility_count: 0, type_mask: 0, environment_mask: 0, style_mask: 0, images: '[]', highlighted_facilities: '[]', created_at: '2026-01-01T00:00:00.000Z',
  });
  await db.insertInto('hotel').values([hotel(1, 1000, 45, 4, 9, 1, 1), hotel(2, 1000, 45.01, 3, 8, 1, 0), hotel(3, 1001, 45.5, 5, null, 1, 1), hotel(4, 1000, 45, 4, 9, 0, 1)]).execute();
  for (const [id, hotelId, capacity] of [[11, 1, 2], [21, 2, 4], [31, 3, 3], [41, 4, 2]] as const) {
    await db.insertInto('room').values({ id, hotel_id: hotelId, uuid: `room-${id}`, room_type_id: 1, size_m2: 20, capacity: 2, max_capacity: capacity, bedding: 'double', images: '[]' }).execute();
  }
  const offer = (id: number, hotelId: number, roomId: number, sell: number, promo: number, extra: Partial<NewRow<'offer'>> = {}): NewRow<'offer'> => ({
    id, hotel_id: hotelId, room_id: roomId, item_category: 'weekend', main_theme_id: 26, nights: 1, min_nights: 1, max_nights: 3, sell_price: sell,
    bar_price: Math.round(sell / (1 - promo / 100)), ref_price: sell * 2, promo_percent: promo, sv_price: null, giftable: 0, pax_count: 2, participants_min: 1,
    participants_max: 2, cancellable: 1, cancellation_days: 3, expires_at: null, last_minute: 0, channel_manager_id: null, data_flow_mode: 'pull',
    connectivity: 'MANUAL', published: 1, popularity: id, theme_mask: 0, tag_mask: 0, activity_group_mask: 0, marketing_label_ids: '[]', images: '[]',
    created_at: '2026-01-01T00:00:00.000Z', ...extra,
  });
  await db
    .insertInto('offer')
    .values([
      offer(101, 1, 11, 10000, 16),
      offer(201, 2, 21, 8000, 0),
      offer(202, 2, 21, 15000, 0, { expires_at: '2000-01-01' }),
      offer(203, 2, 21, 9000, 0, { published: 0 }),
      offer(301, 3, 31, 20000, 0),
      offer(401, 4, 41, 5000, 0),
    ])
    .execute();
  const night = (offerId: number, day: string, price: number, extra: Partial<NewRow<'availability'>> = {}): NewRow<'availability'> => ({
    offer_id: offerId, day, price, bar_price: price, extra_adult_price: 2000, child_price: 1000, baby_price: 500, min_stay: 1, rooms_left: 5, closed: 0,
    promo_percent: 0, best_price_of_month: 0, ...extra,
  });
  await db
    .insertInto('availability')
    .values([
      night(101, D0, 9000),
      night(101, D1, 9000),
      night(201, D0, 5000, { min_stay: 2, rooms_left: 3 }),
      night(201, D1, 6000, { rooms_left: 1 }),
      night(201, D2, 7000, { closed: 1 }),
      night(301, D0, 10000, { child_price: 2000, baby_price: 0 }),
      night(301, D1, 10000, { child_price: 2000, baby_price: 0 }),
      night(401, D0, 1000),
    ])
    .execute();
}

describe('SqlSearchEngine on a hand-made catalog', () => {
  let t: TestDb;
  let drop = async () => {};
  let engine: SqlSearchEngine;
  beforeAll(async () => {
    // SQLite, or PostgreSQL in a database of its own when TEST_DATABASE_URL is set.
    let databaseUrl: string | null = null;
    if (process.env.TEST_DATABASE_URL) {
      const database = await isolatedPostgres(process.env.TEST_DATABASE_URL);
      databaseUrl = database.url;
      drop = database.drop;
    }
    t = await createMigratedTestDb({ databaseUrl });
    await buildCatalog(t.db);
    engine = new SqlSearchEngine(t.db);
  });
  afterAll(async () => {
    await t?.destroy();
    await drop();
  });

  const search = async (input: SearchCriteriaInput) => engine.search((await resolveSearch(t.db, searchCriteriaSchema.parse(input))).query);
  const ids = async (input: SearchCriteriaInput) => (await search(input)).hits.map((h) => h.offerId);

  it('shows published, unexpired offers of active hotels, best quality/price first', async () => {
    // 101: (9 + 16/20) / (100 + 100) = 0.049; 201: 8 / (80 + 100) = 0.044; 301: 7 / (200 + 100) = 0.023
    const result = await search({});
    expect(result.hits.map((h) => h.offerId)).toEqual([101, 201, 301]);
    expect(result.total).toBe(3);
    expect(result.hits[0]).toMatchObject({ price: 10000, promo: 16, distanceKm: null, availableRooms: null, hasMoreOffers: false });
  });

  it('needs the minimum stay of the check-in day: 201 asks for 2 nights on D0', async () => {
    expect(await ids({ checkin: D0, nights: 1, orderBy: 'priceAsc' })).toEqual([101, 301]);
  });

  it('prices 2 nights for 2 adults, a child and a baby, in rooms for 3 only', async () => {
    const result = await search({ checkin: D0, nights: 2, family: { adults: 2, children: 1, babies: 1 }, orderBy: 'priceAsc' });
    // 201: (5000 + 1000 + 500) + (6000 + 1000 + 500); 301: 2 × (10000 + 2000 + 0); 101's room sleeps 2.
    expect(result.hits.map((h) => [h.offerId, h.price, h.availableRooms])).toEqual([
      [201, 14000, 1],
      [301, 24000, 5],
    ]);
  });

  it('charges extra adults beyond two', async () => {
    const result = await search({ hotelId: 2, checkin: D0, nights: 2, family: { adults: 3 } });
    expect(result.hits.map((h) => h.price)).toEqual([5000 + 2000 + 6000 + 2000]);
  });

  it('drops a stay with a closed night or a missing day', async () => {
    expect((await search({ checkin: D1, nights: 2 })).total).toBe(0);
  });

  it('keeps the radius around a position and sorts by distance', async () => {
    const result = await search({ location: { latitude: 45, longitude: 5, maxDistance: 10 }, orderBy: 'distance' });
    expect(result.hits.map((h) => h.offerId)).toEqual([101, 201]);
    expect(result.hits[0].distanceKm).toBe(0);
    expect(result.hits[1].distanceKm).toBeCloseTo(1.11, 2);
  });

  it('reads a city as its hotels, or with a distance as a circle around it', async () => {
    expect(await ids({ location: { cityId: 1001 } })).toEqual([301]);
    expect(await ids({ location: { cityId: 1000, maxDistance: 60 }, orderBy: 'distance' })).toEqual([101, 201, 301]);
    expect(await ids({ location: { cityId: 1000, minDistance: 10, maxDistance: 60 } })).toEqual([301]);
    // A minimum alone does not turn the town into a circle.
    expect(await ids({ location: { cityId: 1000, minDistance: 0 } })).toEqual([101, 201]);
  });

  it('counts each star value with the other filters but not the star choice', async () => {
    const { query } = await resolveSearch(t.db, searchCriteriaSchema.parse({ stars: [4], location: { regionId: 10 } }));
    const facets = await engine.facets(query, ['stars', 'price'], { facility: [], type: [], environment: [], style: [], tag: [], activityGroup: [] });
    expect(Object.fromEntries(facets.counts.stars!)).toEqual({ 5: 1, 4: 1, 3: 1, 2: 0, 1: 0 });
    // Price counts apply the star choice: only 101 (100 €) is left, in the 100-150 € bucket.
    expect(facets.counts.price!.get(2)).toBe(1);
    expect(facets.priceRange).toEqual({ min: 10000, max: 10000 });
  });

  it('groups a map search by hotel', async () => {
    const { query } = await resolveSearch(t.db, searchCriteriaSchema.parse({ orderBy: 'priceAsc' }));
    expect(await engine.mapSearch(query, 10)).toEqual([
      { hotelId: 2, lat: 45.01, lng: 5, offerIds: [201] },
      { hotelId: 1, lat: 45, lng: 5, offerIds: [101] },
      { hotelId: 3, lat: 45.5, lng: 5, offerIds: [301] },
    ]);
    expect(await engine.mapSearch(query, 1)).toHaveLength(1);
  });
});
