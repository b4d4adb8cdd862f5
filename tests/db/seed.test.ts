/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { seedCatalog } from '@/server/db/seed/seed';
import { SHOWCASE_CITIES } from '@/server/db/seed/showcase-cities';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { catalogDigest } from './catalog-digest';

const today = '2026-03-02';
const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'];

describe('test-scale seed on SQLite', () => {
  let a: SeededTestDb;
  let digest: string;
  beforeAll(async () => {
    a = await createTestDb({ databaseUrl: null, today, seed: 'jest', fresh: true });
    digest = await catalogDigest(a.db);
  }, 120000);
  afterAll(() => a?.destroy());

  it('is deterministic: the same seed and day give the same rows', async () => {
    const b = await createTestDb({ databaseUrl: null, today, seed: 'jest', fresh: true });
    try {
      expect(await catalogDigest(b.db)).toBe(digest);
    } finally {
      await b.destroy();
    }
  }, 120000);

  it('is idempotent: seeding again changes nothing, forced or not', async () => {
    expect((await seedCatalog(a.db, { scale: 'test', seed: 'jest', today })).skipped).toBe(true);
    expect((await seedCatalog(a.db, { scale: 'test', seed: 'jest', today, force: true })).skipped).toBe(false);
    expect(await catalogDigest(a.db)).toBe(digest);
  }, 120000);

  it('has the test-scale sizes', async () => {
    const count = async (table: 'hotel' | 'offer') => Number((await a.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('hotel')).toBe(150);
    expect(await count('offer')).toBe(500);
  });

  it('puts published stays in every showcase city visitors search first (Lyon, Gent, Roma...)', async () => {
    const rows = await a.db
      .selectFrom('city')
      .innerJoin('hotel', 'hotel.city_id', 'city.id')
      .innerJoin('offer', 'offer.hotel_id', 'hotel.id')
      .where('offer.published', '=', 1)
      .where('offer.item_category', '=', 'weekend')
      .select(['city.name', (eb) => eb.fn.count('hotel.id').distinct().as('hotels')])
      .groupBy('city.name')
      .execute();
    const hotelsIn = new Map(rows.map((r) => [r.name, Number(r.hotels)]));
    const short = SHOWCASE_CITIES.filter(([, name]) => (hotelsIn.get(name) ?? 0) < 1).map(([, name]) => name);
    expect(short).toEqual([]);
  });

  it('gives every offer a hotel, a room for stays, and all three categories', async () => {
    const orphans = await sql<{ n: number }>`select count(*) as n from offer o left join hotel h on h.id = o.hotel_id where h.id is null`.execute(a.db);
    expect(orphans.rows[0].n).toBe(0);
    const roomless = await sql<{ n: number }>`select count(*) as n from offer where item_category <> 'activity' and room_id is null`.execute(a.db);
    expect(roomless.rows[0].n).toBe(0);
    const categories = await a.db.selectFrom('offer').select('item_category').distinct().execute();
    expect(categories.map((c) => c.item_category).sort()).toEqual(['activity', 'single_voucher', 'weekend']);
  });

  it('covers 12 months of availability from the seed day with positive prices', async () => {
    const { rows } = await sql<{ first: string; last: string; n: number; nonPositive: number; offers: number }>`
      select min(day) as first, max(day) as last, count(*) as n, sum(case when price <= 0 or bar_price < price then 1 else 0 end) as "nonPositive", count(distinct offer_id) as offers
      from availability`.execute(a.db);
    expect(rows[0]).toEqual({ first: today, last: '2027-03-01', n: 500 * 365, nonPositive: 0, offers: 500 });
    const prices = await sql<{ n: number }>`select count(*) as n from offer where sell_price <= 0 or ref_price < sell_price`.execute(a.db);
    expect(prices.rows[0].n).toBe(0);
  });

  it('has some bookable, some nearly sold-out, some closed and some promo nights', async () => {
    const { rows } = await sql<{ open: number; scarce: number; closed: number; promo: number; minStay: number }>`
      select sum(case when closed = 0 and rooms_left > 0 then 1 else 0 end) as open, sum(case when closed = 0 and rooms_left between 1 and 3 then 1 else 0 end) as scarce,
        sum(closed) as closed, sum(case when promo_percent > 0 then 1 else 0 end) as promo, sum(case when min_stay > 1 then 1 else 0 end) as "minStay"
      from availability`.execute(a.db);
    for (const value of Object.values(rows[0])) expect(value).toBeGreaterThan(0);
  });

  it('labels every offer and every vocabulary value in the six locales', async () => {
    const offers = await sql<{ n: number }>`select count(*) as n from offer o where (select count(distinct locale) from offer_translation t where t.offer_id = o.id and t.label <> '') <> 6`.execute(a.db);
    expect(offers.rows[0].n).toBe(0);
    const terms = await sql<{ n: number }>`select count(*) as n from vocabulary v where (select count(*) from vocabulary_label l where l.kind = v.kind and l.id = v.id) <> 6`.execute(a.db);
    expect(terms.rows[0].n).toBe(0);
    const locales = await a.db.selectFrom('menu_node').select('locale').distinct().execute();
    expect(locales.map((l) => l.locale).sort()).toEqual([...LOCALES].sort());
  });

  it('keeps hotel review summaries consistent with the reviews', async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from hotel h where h.review_count <> (select count(*) from review r where r.hotel_id = h.id)`.execute(a.db);
    expect(rows[0].n).toBe(0);
  });

  it('lists gift boxes with EBOX codes linked to offers', async () => {
    const boxes = await a.db.selectFrom('gift_box').select(['code', 'value']).where('format', '=', 'digital').execute();
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.code).toMatch(/-EBOX$/);
    const links = await sql<{ n: number }>`select count(*) as n from gift_box_offer`.execute(a.db);
    expect(links.rows[0].n).toBeGreaterThan(0);
  });

  it('gives every gift box believable content: its texts in the six locales, four pictures, stays, a physical variant but the family box', async () => {
    const boxes = await a.db.selectFrom('gift_box').select(['code', 'format', 'images']).execute();
    const digital = boxes.filter((box) => box.format === 'digital');
    expect(digital.length).toBeGreaterThanOrEqual(8);
    for (const box of boxes) {
      const texts = await a.db.selectFrom('gift_box_translation').selectAll().where('code', '=', box.code).execute();
      expect(texts.map((text) => text.locale).sort()).toEqual([...LOCALES].sort());
      for (const text of texts) {
        expect(text.title.length).toBeGreaterThan(5);
        expect(text.description.length).toBeGreaterThan(40);
        expect(text.included_content.split('\n').length).toBeGreaterThanOrEqual(3);
      }
      expect((JSON.parse(box.images) as string[]).length).toBeGreaterThanOrEqual(4);
      const stays = await a.db
        .selectFrom('gift_box_offer as g')
        .innerJoin('offer as o', 'o.id', 'g.offer_id')
        .select('o.id')
        .where('g.code', '=', box.code)
        .where('o.published', '=', 1)
        .where('o.item_category', '!=', 'activity')
        .execute();
      expect({ code: box.code, stays: stays.length > 0 }).toEqual({ code: box.code, stays: true });
    }
    const physical = new Set(boxes.filter((box) => box.format === 'physical').map((box) => box.code.replace(/-PBOX$/, '')));
    expect(digital.map((box) => box.code.replace(/-EBOX$/, '')).filter((code) => !physical.has(code))).toEqual(['FAMILY1N']);
  });

  if (process.env.TEST_DATABASE_URL) {
    it('writes the same rows on PostgreSQL', async () => {
      const pg = await createTestDb({ today, seed: 'jest', fresh: true });
      try {
        expect(pg.dialect).toBe('postgres');
        expect(await catalogDigest(pg.db)).toBe(digest);
      } finally {
        await pg.destroy();
      }
    }, 180000);
  }
});
