/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { FACET_TYPES } from '../../engine';
import { addDays } from '@/lib/days';
import { facetVocabularyOf, resolveSearch, vocabularyOf } from '../../resolve-query';
import { buildColumnarIndex } from '../build';
import { readCatalogVersion } from '../catalog-version.repository';
import { ColumnarSearchEngine, type IndexLoaded } from '../columnar-engine';
import { typedArraysOf, type ColumnarIndex } from '../layout';
import { readSnapshot, writeSnapshot } from '../snapshot';

/*
 * The snapshot on disk: the same index comes back (every array, every number), a damaged or truncated file is
 * ignored, a snapshot of another catalog version is not used, and the engine falls back to a build and
 * rewrites the snapshot in those cases.
 */

const plain = (ix: ColumnarIndex) => ({
  arrays: Object.fromEntries(typedArraysOf(ix).map(([path, a]) => [path, { type: a.constructor.name, values: Array.from(a as unknown as ArrayLike<number>) }])),
  meta: { ...ix, lists: undefined, builtAt: undefined, buildMs: undefined, ...Object.fromEntries(typedArraysOf(ix).map(([path]) => [path.split('.')[0], undefined])) },
});

describe('search index snapshot', () => {
  let t: SeededTestDb;
  let dir: string;
  let built: ColumnarIndex;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    dir = mkdtempSync(join(tmpdir(), 'escapade-snapshot-'));
    built = await buildColumnarIndex(t.db);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const answers = async (engine: ColumnarSearchEngine) => {
    const vocabulary = facetVocabularyOf(await vocabularyOf(t.db));
    const criteria: SearchCriteriaInput[] = [
      {},
      { checkin: addDays(t.today, 9), nights: 2, family: { adults: 2, children: 1 } },
      { itemCategory: 'activity', family: { adults: 1 } },
      { itemCategory: 'single_voucher', orderBy: 'svPriceDesc' },
    ];
    const out = [];
    for (const input of criteria) {
      const { query } = await resolveSearch(t.db, searchCriteriaSchema.parse(input));
      out.push(await engine.search(query), await engine.facets(query, FACET_TYPES, vocabulary), await engine.mapSearch(query, 50));
    }
    return out;
  };

  it('reads back the index it wrote, array for array', async () => {
    const file = join(dir, 'round-trip.search-index');
    await writeSnapshot(file, built);
    const read = await readSnapshot(file, built.version);
    expect(read.index).not.toBeNull();
    expect(plain(read.index!)).toEqual(plain(built));
    expect(read.index!.bytes).toBe(built.bytes);
  });

  it('answers from the snapshot exactly what the built index answers', async () => {
    const file = join(dir, 'engine.search-index');
    await writeSnapshot(file, built);
    const events: IndexLoaded[] = [];
    const fromSnapshot = new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (e) => events.push(e) });
    const fromDatabase = new ColumnarSearchEngine(t.db);
    expect(await answers(fromSnapshot)).toEqual(await answers(fromDatabase));
    expect(events.map((e) => e.from)).toEqual(['snapshot']);
  });

  const flip = (at: (bytes: Buffer) => number) => (bytes: Buffer) => {
    const copy = Buffer.from(bytes);
    copy[at(copy)] ^= 0x01;
    return copy;
  };
  it.each([
    ['a flipped bit in the data', flip((bytes) => bytes.length - 100)],
    ['a flipped bit in the header', flip(() => 40)],
    ['a truncated file', (bytes: Buffer) => bytes.subarray(0, bytes.length - 4096)],
    ['another kind of file', () => Buffer.from('SQLite format 3\0 and then some')],
    ['an empty file', () => Buffer.alloc(0)],
  ])('ignores %s and rebuilds, then rewrites the snapshot', async (_what, damage) => {
    const file = join(dir, 'damaged.search-index');
    await writeSnapshot(file, built);
    writeFileSync(file, damage(readFileSync(file)));
    const read = await readSnapshot(file, built.version);
    expect(read).toMatchObject({ index: null, reason: 'corrupt' });

    const events: IndexLoaded[] = [];
    const errors: unknown[] = [];
    const engine = new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (e) => events.push(e), onError: (e) => errors.push(e) });
    await engine.index();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from: 'thread' });
    expect(events[0]!.snapshot).toMatch(/^corrupt: .*; written/);
    expect(errors).toHaveLength(1);
    expect((await readSnapshot(file, built.version)).index).not.toBeNull();
  });

  it('says when there is no snapshot', async () => {
    expect(await readSnapshot(join(dir, 'absent.search-index'), built.version)).toMatchObject({ index: null, reason: 'missing' });
  });

  it('does not use a snapshot of another catalog version: any edit, even count-neutral, moves the version', async () => {
    const file = join(dir, 'versioned.search-index');
    await writeSnapshot(file, built);
    const offer = built.offerId[0]!;
    await t.db.updateTable('offer').set((eb) => ({ sell_price: eb('sell_price', '+', 1) })).where('id', '=', offer).execute();
    const now = await readCatalogVersion(t.db);
    expect(now.instance).toBe(built.version.instance);
    expect(now.version).toBeGreaterThan(built.version.version);
    expect(await readSnapshot(file, now)).toMatchObject({ index: null, reason: 'stale' });

    const events: IndexLoaded[] = [];
    const engine = new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (e) => events.push(e) });
    const index = await engine.index();
    expect(events[0]).toMatchObject({ from: 'thread', version: now });
    expect(events[0]!.snapshot).toMatch(/^stale: catalog version/);
    expect(index.sell[0]).toBe(built.sell[0]! + 1);
    // The rewritten snapshot is the new version's, used by the next start.
    const next: IndexLoaded[] = [];
    await new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (e) => next.push(e) }).index();
    expect(next[0]).toMatchObject({ from: 'snapshot', version: now });
  });

  it('refreshes a serving engine when the version moves, not before', async () => {
    const events: IndexLoaded[] = [];
    const engine = new ColumnarSearchEngine(t.db, { onLoaded: (e) => events.push(e) });
    await engine.index();
    await engine.refresh();
    expect(events).toHaveLength(1);
    await t.db.updateTable('hotel').set((eb) => ({ stars: eb('stars', '+', 0) })).where('id', '=', built.hotelIdOf[0]!).execute();
    await engine.refresh();
    expect(events).toHaveLength(2);
  });
});
