/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import type { SeededTestDb } from '@/testing/test-db';
import type { EngineQuery } from '../../engine';
import { addDays } from '@/lib/days';
import { resolveSearch } from '../../resolve-query';
import { SqlSearchEngine } from '../../sql-engine.repository';
import { seededSuiteDb, SUITE_DATABASES } from '../../test-support/suite-db';
import { buildColumnarIndex } from '../build';
import { readCatalogVersion } from '../catalog-version.repository';
import { pruneChangeLog } from '../change-log.repository';
import { ColumnarSearchEngine, type IndexLoaded } from '../columnar-engine';
import { writeSnapshot } from '../snapshot';

/*
 * Stock and price changes (availability updates, whoever makes them) reach the loaded index through the change log,
 * patched in place when the poll runs (driven here with applyChanges, no timers): no rebuild. A catalog structure
 * change (a new offer) still moves the catalog version and rebuilds.
 */
describe.each(SUITE_DATABASES)('live stock and price changes on %s', (_name, url) => {
  let t: SeededTestDb;
  let engine: ColumnarSearchEngine;
  let reference: SqlSearchEngine;
  const loads: IndexLoaded[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'live-changes-'));

  beforeAll(async () => {
    t = await seededSuiteDb(url);
    // No background freshness check (it would apply changes on its own under a slow machine): only the calls below do.
    engine = new ColumnarSearchEngine(t.db, { freshnessCheckMs: Infinity, onLoaded: (event) => loads.push(event) });
    reference = new SqlSearchEngine(t.db);
    await engine.index();
  }, 120_000);
  afterAll(async () => {
    engine?.close();
    await t?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const query = async (input: SearchCriteriaInput): Promise<EngineQuery> => (await resolveSearch(t.db, searchCriteriaSchema.parse(input))).query;
  /** The cheapest offer for one night, `offset` days ahead or the first day after with one, and the queries that find it. */
  const cheapestNight = async (offset: number) => {
    for (let day = offset; day < offset + 60; day++) {
      const checkin = addDays(t.today, day);
      const dated = await query({ checkin, nights: 1, orderBy: 'priceAsc' });
      const hit = (await engine.search(dated)).hits[0];
      if (hit) return { checkin, dated, hit, ofHotel: await query({ checkin, nights: 1, hotelId: hit.hotelId }) };
    }
    throw new Error(`no bookable night from day ${offset}`);
  };
  /** What the orders service runs for each night it sells. */
  const sellOneRoom = (offerId: number, day: string) =>
    sql`update availability set rooms_left = rooms_left - 1 where offer_id = ${offerId} and day = ${day} and rooms_left >= 1 and closed = 0`.execute(t.db);

  it('stops offering a sold-out night once the poll has run, with no rebuild and the catalog version unmoved', async () => {
    const { checkin, dated, hit, ofHotel } = await cheapestNight(20);
    const version = await readCatalogVersion(t.db);
    const builds = loads.length;
    while (Number((await sellOneRoom(hit.offerId, checkin)).numAffectedRows) > 0);

    expect(await readCatalogVersion(t.db)).toEqual(version);
    // Until the poll, the index still offers the night (the poll is what changes it).
    expect((await engine.search(ofHotel)).hits.map((h) => h.offerId)).toContain(hit.offerId);
    expect(await engine.applyChanges()).toMatchObject({ kind: 'patched', nights: 1 });
    expect((await engine.search(ofHotel)).hits.map((h) => h.offerId)).not.toContain(hit.offerId);
    expect(await engine.search(dated)).toEqual(await reference.search(dated));
    expect(loads).toHaveLength(builds);

    // A cancellation gives the room back.
    await sql`update availability set rooms_left = rooms_left + 1 where offer_id = ${hit.offerId} and day = ${checkin}`.execute(t.db);
    await engine.applyChanges();
    const back = (await engine.search(ofHotel)).hits.find((h) => h.offerId === hit.offerId);
    expect(back).toMatchObject({ price: hit.price, availableRooms: 1 });
    expect(loads).toHaveLength(builds);
  });

  it('shows a night price change in the results, and a value larger than the array was sized for', async () => {
    const { checkin, dated, hit, ofHotel } = await cheapestNight(25);
    await t.db.updateTable('availability').set((eb) => ({ price: eb('price', '+', 1000) })).where('offer_id', '=', hit.offerId).where('day', '=', checkin).execute();
    await engine.applyChanges();
    expect((await engine.search(ofHotel)).hits.find((h) => h.offerId === hit.offerId)?.price).toBe(hit.price + 1000);
    expect(await engine.search(dated)).toEqual(await reference.search(dated));

    await t.db.updateTable('availability').set({ price: 5_000_000, bar_price: 6_000_000, rooms_left: 70_000 }).where('offer_id', '=', hit.offerId).where('day', '=', checkin).execute();
    await engine.applyChanges();
    expect((await engine.search(ofHotel)).hits.find((h) => h.offerId === hit.offerId)).toMatchObject({ price: 5_000_000, barPrice: 6_000_000, availableRooms: 70_000 });
    expect(await engine.search(dated)).toEqual(await reference.search(dated));
  });

  it('rebuilds for a catalog structure change (a new offer)', async () => {
    const [model] = await t.db.selectFrom('offer').selectAll().orderBy('id', 'desc').limit(1).execute();
    const builds = loads.length;
    await t.db.insertInto('offer').values({ ...model!, id: Number(model!.id) + 1 }).execute();
    await engine.refresh();
    expect(loads).toHaveLength(builds + 1);
    const ofHotel = await query({ hotelId: Number(model!.hotel_id) });
    expect(await engine.search(ofHotel)).toEqual(await reference.search(ofHotel));
  });

  it('rebuilds instead when more nights changed than one poll patches', async () => {
    const few = new ColumnarSearchEngine(t.db, { maxChangedNights: 2, freshnessCheckMs: Infinity, onLoaded: (event) => loads.push(event) });
    await few.index();
    const builds = loads.length;
    const { checkin, dated, hit } = await cheapestNight(30);
    await t.db.updateTable('availability').set({ rooms_left: 0 }).where('offer_id', '=', hit.offerId).where('day', '>=', checkin).where('day', '<', addDays(checkin, 3)).execute();
    expect(await few.applyChanges()).toMatchObject({ kind: 'behind' });
    expect(loads).toHaveLength(builds + 1);
    expect(await few.search(dated)).toEqual(await reference.search(dated));
  });

  it('brings an index read from a snapshot up to the changes made since the snapshot was written', async () => {
    const file = join(folder, 'index.bin');
    // Written from a build of its own, as the server does (the live index may be patched while a write runs).
    await writeSnapshot(file, await buildColumnarIndex(t.db));
    const { checkin, dated, hit } = await cheapestNight(40);
    await t.db.updateTable('availability').set({ closed: 1 }).where('offer_id', '=', hit.offerId).where('day', '=', checkin).execute();

    const started: IndexLoaded[] = [];
    const restarted = new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (event) => started.push(event) });
    const result = await restarted.search(dated);
    expect(started.map((e) => e.from)).toEqual(['snapshot']);
    expect(result.hits.map((h) => h.offerId)).not.toContain(hit.offerId);
    expect(result).toEqual(await reference.search(dated));
  });

  it('prunes log rows older than the retention and keeps the recent ones', async () => {
    await t.db.deleteFrom('availability_change').execute();
    const { checkin, hit } = await cheapestNight(45);
    await sellOneRoom(hit.offerId, checkin);
    await sellOneRoom(hit.offerId, addDays(checkin, 1));
    const [old] = await t.db.selectFrom('availability_change').select('seq').orderBy('seq').limit(1).execute();
    await t.db.updateTable('availability_change').set({ changed_at: '2020-01-01T00:00:00.000Z' }).where('seq', '=', old!.seq).execute();
    expect(await pruneChangeLog(t.db, 3_600_000)).toBe(1);
    expect(await t.db.selectFrom('availability_change').select('day').execute()).toEqual([{ day: addDays(checkin, 1) }]);
  });

  if (url) {
    it('applies a change whose transaction commits after a later-numbered one was read (PostgreSQL)', async () => {
      const { checkin, hit, ofHotel } = await cheapestNight(50);
      const other = await cheapestNight(51);
      await engine.applyChanges();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let updated!: () => void;
      const firstUpdated = new Promise<void>((resolve) => (updated = resolve));
      const slow = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('availability').set({ rooms_left: 0 }).where('offer_id', '=', hit.offerId).where('day', '=', checkin).execute();
        updated();
        await held;
      });
      try {
        await firstUpdated;
        await t.db.updateTable('availability').set({ rooms_left: 0 }).where('offer_id', '=', other.hit.offerId).where('day', '=', other.checkin).execute();
        expect(await engine.applyChanges()).toMatchObject({ kind: 'patched', nights: 1 });
        expect((await engine.search(other.ofHotel)).hits.map((h) => h.offerId)).not.toContain(other.hit.offerId);
      } finally {
        release();
        await slow;
      }
      expect(await engine.applyChanges()).toMatchObject({ kind: 'patched', nights: 1 });
      expect((await engine.search(ofHotel)).hits.map((h) => h.offerId)).not.toContain(hit.offerId);
    });
  }
});
