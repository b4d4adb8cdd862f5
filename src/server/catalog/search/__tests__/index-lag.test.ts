/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { SeededTestDb } from '@/testing/test-db';
import { ColumnarSearchEngine } from '../columnar/columnar-engine';
import { searchIndexLagReader } from '../index-lag';
import { SqlSearchEngine } from '../sql-engine.repository';
import { WarmingEngine } from '../index';
import { seededSuiteDb, SUITE_DATABASES } from '../test-support/suite-db';

// The search-index lag metric (docs/operations-observability.md): how far the index a process serves from is behind the data.
describe.each(SUITE_DATABASES)('the search index lag on %s', (_name, url) => {
  let t: SeededTestDb;
  let columnar: ColumnarSearchEngine;
  let lag: ReturnType<typeof searchIndexLagReader>;

  beforeAll(async () => {
    t = await seededSuiteDb(url);
    // No background freshness check: only the calls below bring the index up to date.
    columnar = new ColumnarSearchEngine(t.db, { freshnessCheckMs: Infinity });
    const engine = new WarmingEngine(columnar, new SqlSearchEngine(t.db));
    lag = searchIndexLagReader(t.db, () => engine);
    expect(await lag()).toEqual({ ready: false, versionsBehind: 0, lagSeconds: 0 });
    await columnar.index();
  }, 120_000);
  afterAll(async () => {
    columnar?.close();
    await t?.destroy();
  });

  it('is none for an index that holds the data', async () => {
    expect(await lag()).toEqual({ ready: true, versionsBehind: 0, lagSeconds: 0 });
  });

  it('counts from the oldest stock or price change not patched in, until the poll applies it', async () => {
    const night = await t.db.selectFrom('availability').select(['offer_id', 'day']).where('rooms_left', '>', 1).where('closed', '=', 0).executeTakeFirstOrThrow();
    await sql`update availability set rooms_left = rooms_left - 1 where offer_id = ${night.offer_id} and day = ${night.day}`.execute(t.db);
    const reading = await lag(Date.now() + 5_000);
    expect(reading.versionsBehind).toBe(0);
    expect(reading.lagSeconds).toBeGreaterThanOrEqual(4);
    expect(reading.lagSeconds).toBeLessThan(60);
    await columnar.applyChanges();
    expect(await lag()).toEqual({ ready: true, versionsBehind: 0, lagSeconds: 0 });
  });

  it('counts a catalog edit not loaded yet from the first reading that saw it, until the index reloads', async () => {
    await sql`update hotel set name = name || ' ' where id = (select min(id) from hotel)`.execute(t.db);
    const start = Date.now();
    const first = await lag(start);
    expect(first.versionsBehind).toBeGreaterThanOrEqual(1);
    expect(first.lagSeconds).toBe(0);
    expect((await lag(start + 30_000)).lagSeconds).toBe(30);
    await columnar.refresh();
    expect(await lag(start + 31_000)).toEqual({ ready: true, versionsBehind: 0, lagSeconds: 0 });
  }, 120_000);
});

describe('the search index lag with SEARCH_ENGINE=sql', () => {
  it('is none: searches read the tables themselves', async () => {
    const reader = searchIndexLagReader({} as never, () => new SqlSearchEngine({} as never));
    expect(await reader()).toEqual({ ready: true, versionsBehind: 0, lagSeconds: 0 });
  });
});
