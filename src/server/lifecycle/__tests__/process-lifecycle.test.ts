/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { claimDueRows, workerToken } from '@/server/db/work-rows';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import { createProcessLifecycle, type LifecycleDeps } from '../process-lifecycle';
import { atShutdown } from '@/server/shutdown/shutdown-hooks';

const NO_CACHE = { timeoutMs: 1000, cacheMs: 0 };
const opened: Kysely<Database>[] = [];

function emptyDb(): Kysely<Database> {
  const db = createDb({ sqliteFile: ':memory:' });
  opened.push(db);
  return db;
}

async function migratedDb(): Promise<Kysely<Database>> {
  const db = emptyDb();
  await migrateToLatest(db);
  return db;
}

const lifecycleOn = (db: Kysely<Database>, deps: Partial<LifecycleDeps> = {}) =>
  createProcessLifecycle({ db: () => db, searchIndexReady: () => true, databaseCheck: NO_CACHE, ...deps });

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy().catch(() => undefined)));
});

describe('a server process lifecycle', () => {
  it('is not ready until every migration is applied', async () => {
    const db = emptyDb();
    const lifecycle = lifecycleOn(db);
    expect(await lifecycle.readiness()).toEqual({ ready: false, reasons: ['migrations_pending'] });
    await migrateToLatest(db);
    expect(await lifecycle.readiness()).toEqual({ ready: true });
  });

  it('is not ready while the search index loads, and starts a failed load again at most every 5 s', async () => {
    const db = await migratedDb();
    let clock = 0;
    let loaded = false;
    const retries: boolean[] = [];
    const lifecycle = lifecycleOn(db, {
      now: () => clock,
      searchIndexReady: (_db, { retry }) => {
        retries.push(retry);
        return loaded;
      },
    });
    expect(await lifecycle.readiness()).toEqual({ ready: false, reasons: ['search_index_loading'] });
    clock = 4_999;
    await lifecycle.readiness();
    clock = 5_000;
    await lifecycle.readiness();
    expect(retries).toEqual([true, false, true]);
    loaded = true;
    expect(await lifecycle.readiness()).toEqual({ ready: true });
  });

  it('is not ready once it drains, and stops the background work registered for shutdown', async () => {
    const db = await migratedDb();
    const lifecycle = lifecycleOn(db);
    const stopped = jest.fn<() => void>();
    atShutdown('test worker', stopped);
    expect(lifecycle.isDraining()).toBe(false);
    lifecycle.beginDrain();
    expect(lifecycle.isDraining()).toBe(true);
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(await lifecycle.readiness()).toEqual({ ready: false, reasons: ['draining'] });
  });

  it('releases after the background work stopped: gives back its claimed mails and closes the database', async () => {
    const db = await migratedDb();
    const lifecycle = lifecycleOn(db);
    let finishPass: () => void = () => undefined;
    atShutdown('test worker', () => new Promise<void>((resolve) => (finishPass = resolve)));
    const at = new Date();
    const id = await enqueueMail(db, { kind: 'order_confirmation', locale: 'fr_FR', to: 'ana@example.com', subject: 'Réservation', text: 'Merci.' }, at);
    await claimDueRows(db, 'outbox_mail', { now: at, limit: 1, leaseMs: 120_000, token: workerToken() });
    lifecycle.beginDrain();
    let released = false;
    const release = lifecycle.release({ timeoutMs: 5_000 }).then((report) => {
      released = true;
      return report;
    });
    // The claims are given back only once the pass under way is over (it may still record its outcome).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(released).toBe(false);
    const status = await db.selectFrom('outbox_mail').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'sending' });
    finishPass();
    expect(await release).toEqual({ unfinished: [], released: { mails: 1, contactRequests: 0 } });
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });

  it('does not wait past its deadline for background work that hangs, and names it', async () => {
    const db = await migratedDb();
    const lifecycle = lifecycleOn(db);
    atShutdown('test worker', () => new Promise<void>(() => undefined));
    lifecycle.beginDrain();
    const started = performance.now();
    expect(await lifecycle.release({ timeoutMs: 100 })).toEqual({ unfinished: ['test worker'], released: { mails: 0, contactRequests: 0 } });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
