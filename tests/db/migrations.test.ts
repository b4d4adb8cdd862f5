/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { migrateDownToZero, migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';

const engines: [string, string | null][] = [['SQLite', null]];
if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(engines)('migrations on %s', (_name, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: url });
  });
  afterAll(() => t?.destroy());

  it('creates every table of the schema', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of ['country', 'city', 'hotel', 'offer', 'availability', 'review', 'gift_box', 'menu_node', 'analytics_event']) {
      expect(tables).toContain(name);
    }
  });

  it('is a no-op when run again', async () => {
    expect(await migrateToLatest(t.db, { schema: t.schema })).toEqual([]);
  });

  it('rolls back to nothing and forward again', async () => {
    expect(await migrateDownToZero(t.db, { schema: t.schema })).toHaveLength(Object.keys(migrations).length);
    expect(await migrateToLatest(t.db, { schema: t.schema })).toEqual(Object.keys(migrations));
  });

  it('auto-numbers stored client reports', async () => {
    const received_at = '2026-01-01T00:00:00.000Z';
    await t.db.insertInto('missing_page_report').values([{ received_at, uri: '/a', locale: 'fr_FR', referrer: null }, { received_at, uri: '/b', locale: null, referrer: null }]).execute();
    const rows = await t.db.selectFrom('missing_page_report').select(['id', 'uri']).orderBy('id').execute();
    expect(rows.map((r) => r.uri)).toEqual(['/a', '/b']);
    expect(rows[1].id).toBeGreaterThan(rows[0].id);
  });

  it('returns counts as numbers on both engines', async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from missing_page_report`.execute(t.db);
    expect(rows[0].n).toBe(2);
  });
});
