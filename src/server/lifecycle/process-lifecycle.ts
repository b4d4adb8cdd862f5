import type { Kysely } from 'kysely';
import { searchIndexReady, stopSearchIndexPolling } from '@/server/catalog/search';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import { releaseProcessClaims } from '@/server/db/work-rows';
import { databaseFacts, type DatabaseFacts } from './database-facts';
import { readinessOf, type Readiness } from './readiness';
import { runShutdownHooks, type Stopping } from '@/server/shutdown/shutdown-hooks';
import { logger } from '@/lib/logging/logger.js';

/** A failed index load is tried again at most this often while readiness is asked (each failure is logged). */
const INDEX_RETRY_MS = 5_000;

export type ReleaseReport = {
  /** background work still running at the deadline (cut off with the process; its rows come back after their lease) */
  unfinished: string[];
  /** rows this process had claimed and not finished, given back to every process */
  released: { mails: number; contactRequests: number };
};

/**
 * One server process's life after Next is prepared (scripts/serve.mjs drives it; docs/operations-lifecycle.md):
 * ready or not, then draining, then releasing what it holds. Reached by scripts/serve.mjs through globalThis.
 */
export type ProcessLifecycle = {
  readiness(): Promise<Readiness>;
  isDraining(): boolean;
  /** Not ready from now on; background work (outbox and CRM workers, release passes) starts stopping. */
  beginDrain(): void;
  /**
   * After the requests in flight are done: waits for background work (at most `timeoutMs`), gives back the outbox
   * and CRM rows this process claimed and did not finish, stops the search index's poll and closes the database.
   */
  release(options: { timeoutMs: number }): Promise<ReleaseReport>;
};

export type LifecycleDeps = {
  db: () => Kysely<Database>;
  searchIndexReady: (db: Kysely<Database>, options: { retry: boolean }) => boolean;
  /** the `select 1` check's timeout and cache (database-facts.ts: a second each) */
  databaseCheck?: { timeoutMs: number; cacheMs: number };
  now?: () => number;
};

export function createProcessLifecycle({ db, searchIndexReady: indexReady, databaseCheck, now = Date.now }: LifecycleDeps): ProcessLifecycle {
  const factsByDb = new WeakMap<Kysely<Database>, () => Promise<DatabaseFacts>>();
  let draining = false;
  let stopping: Stopping | null = null;
  let retriedAt = -Infinity;
  const factsOf = (client: Kysely<Database>) => {
    let facts = factsByDb.get(client);
    if (!facts) factsByDb.set(client, (facts = databaseFacts(client, databaseCheck)));
    return facts();
  };
  return {
    async readiness() {
      const client = db();
      const facts = await factsOf(client);
      const retry = facts.databaseReachable && now() - retriedAt >= INDEX_RETRY_MS;
      const searchIndexReady = indexReady(client, { retry });
      if (retry && !searchIndexReady) retriedAt = now();
      return readinessOf({ ...facts, searchIndexReady, draining });
    },
    isDraining: () => draining,
    beginDrain() {
      draining = true;
      stopping ??= runShutdownHooks();
    },
    async release({ timeoutMs }) {
      stopping ??= runShutdownHooks();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([stopping.settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      const client = db();
      const released = { mails: 0, contactRequests: 0 };
      try {
        released.mails = await releaseProcessClaims(client, 'outbox_mail');
        released.contactRequests = await releaseProcessClaims(client, 'contact_request');
      } catch (error) {
        logger.error({ err: error }, '[lifecycle] could not give back the claimed outbox and CRM rows: they come back after their lease');
      }
      stopSearchIndexPolling(client);
      await client.destroy().catch((error: unknown) => logger.error({ err: error }, '[lifecycle] closing the database failed'));
      return { unfinished: stopping.unfinished(), released };
    },
  };
}

const LIFECYCLE = Symbol.for('escapade.processLifecycle');
const globalForLifecycle = globalThis as typeof globalThis & { [LIFECYCLE]?: ProcessLifecycle };

/**
 * This process's lifecycle, on globalThis under `Symbol.for('escapade.processLifecycle')`: the same for every bundle
 * Next makes (instrumentation, API routes) and for scripts/serve.mjs, which reads it there once Next is prepared.
 */
export function processLifecycle(): ProcessLifecycle {
  return (globalForLifecycle[LIFECYCLE] ??= createProcessLifecycle({ db: getDb, searchIndexReady }));
}
