/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { buildColumnarIndex } from '../build';
import { ColumnarSearchEngine, type IndexLoaded } from '../columnar-engine';
import type { ColumnarIndex } from '../layout';
import { readSnapshot, STALE_TEMPORARY_MS, writeSnapshot, type SnapshotRead } from '../snapshot';

/*
 * Several instances share one snapshot directory (SEARCH_SNAPSHOT_DIR) and start together: their writes never leave a
 * corrupt snapshot, what a dead writer left is cleaned up, and a snapshot that cannot be read is rebuilt, not a crash.
 */

describe('search index snapshot shared by several writers', () => {
  let t: SeededTestDb;
  let dir: string;
  let built: ColumnarIndex;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    dir = mkdtempSync(join(tmpdir(), 'escapade-snapshot-writers-'));
    built = await buildColumnarIndex(t.db);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const otherVersion = (ix: ColumnarIndex, step: number): ColumnarIndex => ({ ...ix, version: { ...ix.version, version: ix.version.version + step } });

  it('leaves one whole snapshot when writers run at once, readers meanwhile never seeing half of one', async () => {
    const file = join(dir, 'shared', 'escapade.sqlite.search-index');
    const writers = [built, otherVersion(built, 1), otherVersion(built, 2), built];
    const reads: SnapshotRead[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        for (const ix of writers.slice(0, 3)) reads.push(await readSnapshot(file, ix.version));
      }
    })();
    await Promise.all(writers.map((ix) => writeSnapshot(file, ix)));
    writing = false;
    await reader;

    expect(reads.filter((r) => r.index === null && r.reason === 'corrupt')).toEqual([]);
    const results = await Promise.all(writers.slice(0, 3).map((ix) => readSnapshot(file, ix.version)));
    expect(results.filter((r) => r.index !== null)).toHaveLength(1);
    expect(results.filter((r) => r.index === null && r.reason === 'stale')).toHaveLength(2);
    expect(readdirSync(join(dir, 'shared'))).toEqual(['escapade.sqlite.search-index']);
  });

  it("removes a dead writer's temporary file on the next write, and keeps one a live writer is filling", async () => {
    const sub = join(dir, 'leftovers');
    mkdirSync(sub);
    const file = join(sub, 'escapade.sqlite.search-index');
    const dead = `${file}.4242-0badc0de.tmp`;
    const live = `${file}.4343-0c0ffee0.tmp`;
    writeFileSync(dead, Buffer.alloc(4096));
    writeFileSync(live, Buffer.alloc(4096));
    const longAgo = (Date.now() - STALE_TEMPORARY_MS - 60_000) / 1000;
    utimesSync(dead, longAgo, longAgo);
    const unrelated = join(sub, 'notes.tmp');
    writeFileSync(unrelated, 'kept');
    utimesSync(unrelated, longAgo, longAgo);

    await writeSnapshot(file, built);
    expect(readdirSync(sub).sort()).toEqual(['escapade.sqlite.search-index', 'escapade.sqlite.search-index.4343-0c0ffee0.tmp', 'notes.tmp']);
    expect((await readSnapshot(file, built.version)).index).not.toBeNull();
  });

  it('rebuilds instead of crashing when something unreadable stands where the snapshot should be', async () => {
    const file = join(dir, 'a-directory.search-index');
    mkdirSync(file);
    expect(await readSnapshot(file, built.version)).toMatchObject({ index: null, reason: 'corrupt' });

    const events: IndexLoaded[] = [];
    const errors: unknown[] = [];
    const engine = new ColumnarSearchEngine(t.db, { snapshotFile: file, onLoaded: (e) => events.push(e), onError: (e) => errors.push(e) });
    const index = await engine.index();
    expect(index.size).toBe(built.size);
    expect(events).toEqual([expect.objectContaining({ from: 'thread', snapshot: expect.stringMatching(/^corrupt: unreadable/) })]);
    // Reported: the snapshot that was ignored, and the write that could not replace a directory.
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });
});
