/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { seedCatalog } from '@/server/db/seed/seed';
import { createTestDb } from '@/testing/test-db';
import { buildColumnarIndex } from '../build';
import { typedArraysOf, type ColumnarIndex } from '../layout';
import { readSnapshot } from '../snapshot';
import { buildInWorker, type CatalogSource } from '../worker-build';

/*
 * The build in a worker thread (what the server does at start without a usable snapshot): the worker reads the
 * catalog on its own connection and hands back the same index a build on this thread makes, writes the
 * snapshot, and leaves this thread's event loop free meanwhile.
 */

const arraysOf = (ix: ColumnarIndex) => Object.fromEntries(typedArraysOf(ix).map(([path, a]) => [path, Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64')]));

async function expectWorkerBuild(db: Kysely<Database>, source: CatalogSource, snapshotFile: string) {
  const expected = await buildColumnarIndex(db);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    const reply = await buildInWorker({ source, snapshotFile });
    expect(ticks).toBeGreaterThan(0);
    expect(reply.index.version).toEqual(expected.version);
    expect(reply.index.size).toBe(expected.size);
    expect(arraysOf(reply.index)).toEqual(arraysOf(expected));
    expect(reply.snapshot).toMatchObject({ bytes: expect.any(Number) });
    expect((await readSnapshot(snapshotFile, expected.version)).index?.size).toBe(expected.size);
  } finally {
    clearInterval(timer);
  }
}

describe('search index built in a worker thread', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'escapade-worker-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('from a SQLite file: the same index, and its snapshot', async () => {
    const sqliteFile = join(dir, 'catalog.sqlite');
    const db = createDb({ sqliteFile });
    try {
      await migrateToLatest(db);
      await seedCatalog(db, { scale: 'test' });
      await expectWorkerBuild(db, { sqliteFile }, join(dir, 'catalog.sqlite.search-index'));
    } finally {
      await db.destroy();
    }
  }, 180_000);

  it('reports a database that holds no catalog', async () => {
    await expect(buildInWorker({ source: { sqliteFile: join(dir, 'missing', 'nothing.sqlite') }, snapshotFile: null })).rejects.toThrow(/search index worker failed/);
  }, 60_000);

  // PostgreSQL when TEST_DATABASE_URL is set: the worker connects to the suite's own database.
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    it('from PostgreSQL: the same index, and its snapshot', async () => {
      const t = await createTestDb({ databaseUrl: pgUrl });
      try {
        await expectWorkerBuild(t.db, { databaseUrl: t.databaseUrl! }, join(dir, 'pg.search-index'));
      } finally {
        await t.destroy();
      }
    }, 300_000);
  }
});
