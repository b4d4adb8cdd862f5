/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SUITE_DATABASES } from '@/server/catalog/search/test-support/suite-db';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';

/*
 * `updated_at` on offers, hotels, gift boxes and their translations (migration 20261242000000), the sitemap's
 * lastmod: kept by the database itself, whoever writes, on SQLite and PostgreSQL.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(SUITE_DATABASES)('updated_at of the catalog rows on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
  }, 240_000);
  afterAll(() => t?.destroy());

  const hotelUpdatedAt = (id: number) => t.db.selectFrom('hotel').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow().then((r) => r.updated_at);

  it('keeps what the seed wrote', async () => {
    const offer = await t.db.selectFrom('offer').select(['created_at', 'updated_at']).orderBy('id').executeTakeFirstOrThrow();
    expect(offer.updated_at).toBe(offer.created_at);
    const box = await t.db.selectFrom('gift_box_translation').select('updated_at').executeTakeFirstOrThrow();
    expect(box.updated_at).toMatch(/T06:00:00\.000Z$/);
  });

  it('moves to the time of an update that does not set it, and keeps one that does', async () => {
    const { id } = await t.db.selectFrom('hotel').select('id').orderBy('id').executeTakeFirstOrThrow();
    const seeded = await hotelUpdatedAt(id);
    const before = Date.now() - 1000;
    await t.db.updateTable('hotel').set((eb) => ({ stars: eb('stars', '+', 0) })).where('id', '=', id).execute();
    const touched = await hotelUpdatedAt(id);
    expect(touched).toMatch(ISO_INSTANT);
    expect(touched).not.toBe(seeded);
    expect(Date.parse(touched)).toBeGreaterThanOrEqual(before);

    await t.db.updateTable('hotel').set({ updated_at: '2020-01-02T03:04:05.000Z' }).where('id', '=', id).execute();
    expect(await hotelUpdatedAt(id)).toBe('2020-01-02T03:04:05.000Z');
    // Its translations keep their own time.
    const translation = await t.db.selectFrom('hotel_translation').select('updated_at').where('hotel_id', '=', id).executeTakeFirstOrThrow();
    expect(translation.updated_at).toBe(seeded);
  });

  it('is set on a row inserted without one', async () => {
    const source = await t.db.selectFrom('offer_translation').selectAll().orderBy('offer_id').executeTakeFirstOrThrow();
    await t.db.deleteFrom('offer_translation').where('offer_id', '=', source.offer_id).where('locale', '=', source.locale).execute();
    const row = Object.fromEntries(Object.entries(source).filter(([column]) => column !== 'updated_at')) as Omit<typeof source, 'updated_at'>;
    const before = Date.now() - 1000;
    await t.db.insertInto('offer_translation').values(row).execute();
    const inserted = await t.db.selectFrom('offer_translation').select('updated_at').where('offer_id', '=', source.offer_id).where('locale', '=', source.locale).executeTakeFirstOrThrow();
    expect(inserted.updated_at).toMatch(ISO_INSTANT);
    expect(Date.parse(inserted.updated_at)).toBeGreaterThanOrEqual(before);
  });
});
