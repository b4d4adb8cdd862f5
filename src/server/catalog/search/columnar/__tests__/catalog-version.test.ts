/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { isolatedPostgres } from '../../test-support/isolated-postgres';
import { SUITE_DATABASES } from '../../test-support/suite-db';
import { readCatalogVersion } from '../catalog-version.repository';

/*
 * The catalog version moves on every insert, update and delete of catalog data, through triggers, whoever
 * writes (the seed, a script, a person in a SQL shell); stored client reports do not move it, nor do stock and price
 * updates of availability nights (the search index patches those from the change log).
 */
describe.each(SUITE_DATABASES)('catalog version on %s', (_name, url) => {
  let t: TestDb;
  let drop = async () => {};
  beforeAll(async () => {
    let databaseUrl: string | null = null;
    if (url) {
      const database = await isolatedPostgres(url);
      databaseUrl = database.url;
      drop = database.drop;
    }
    t = await createMigratedTestDb({ databaseUrl });
  });
  afterAll(async () => {
    await t?.destroy();
    await drop();
  });

  const version = async () => (await readCatalogVersion(t.db)).version;
  const country = { id: 1, code: 'FR', name: 'France', slug: 'france', lat: 46, lng: 2, default_locale: 'fr_FR' as const };

  it('starts at a version of a database instance of its own', async () => {
    const first = await readCatalogVersion(t.db);
    expect(first.version).toBeGreaterThanOrEqual(1);
    expect(first.instance).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves on an insert, an update that changes nothing, and a delete', async () => {
    let before = await version();
    await t.db.insertInto('country').values(country).execute();
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await t.db.updateTable('country').set({ name: 'France' }).where('id', '=', 1).execute();
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await t.db.insertInto('catalog_meta').values({ key: 'k', value: 'v' }).execute();
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await t.db.deleteFrom('country').execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('moves when one statement writes several rows in a transaction', async () => {
    const before = await version();
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('country').values([country, { ...country, id: 2, code: 'BE', slug: 'belgique' }]).execute();
    });
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays put for stock and price updates of availability (logged as changes instead), moves for its inserts, key updates and deletes', async () => {
    const night = { offer_id: 7, day: '2026-12-01', price: 100, bar_price: 120, extra_adult_price: 0, child_price: 0, baby_price: 0, min_stay: 1, rooms_left: 2, closed: 0 as const, promo_percent: 0, best_price_of_month: 0 as const };
    let before = await version();
    await t.db.insertInto('availability').values(night).execute();
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await t.db.updateTable('availability').set({ rooms_left: 1, price: 90 }).where('offer_id', '=', 7).execute();
    await t.db.updateTable('availability').set({ closed: 1 }).where('offer_id', '=', 7).execute();
    expect(await version()).toBe(before);
    expect(await t.db.selectFrom('availability_change').select(['offer_id', 'day']).orderBy('seq').execute()).toEqual([
      { offer_id: 7, day: '2026-12-01' },
      { offer_id: 7, day: '2026-12-01' },
    ]);

    await t.db.updateTable('availability').set({ day: '2026-12-02' }).where('offer_id', '=', 7).execute();
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await t.db.deleteFrom('availability').execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays put for stored client reports and for reads', async () => {
    const before = await version();
    await t.db.insertInto('missing_page_report').values({ received_at: '2026-01-01T00:00:00.000Z', uri: '/x', locale: null, referrer: null }).execute();
    await sql`select count(*) from country`.execute(t.db);
    expect(await version()).toBe(before);
  });
});
