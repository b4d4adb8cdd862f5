import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { pendingMigrations } from '@/server/db/migrate';
import { pingDatabase } from '@/server/db/ping';
import { cachedCheck } from './cached-check';

/** A database taking longer than this to answer `select 1` is unreachable for readiness. */
export const DATABASE_CHECK_TIMEOUT_MS = 1_000;
/** How long a readiness answer about the database is reused. */
export const DATABASE_CHECK_CACHE_MS = 1_000;

export type DatabaseFacts = { databaseReachable: boolean; migrationsApplied: boolean | null };

/**
 * What readiness needs from one database client: `select 1` within a second (cached a second), and whether every
 * migration is applied. Once they all are, that is never asked again (they are not undone under a running server);
 * until then it is asked with each reachability check.
 */
export function databaseFacts(db: Kysely<Database>, options = { timeoutMs: DATABASE_CHECK_TIMEOUT_MS, cacheMs: DATABASE_CHECK_CACHE_MS }): () => Promise<DatabaseFacts> {
  let migrationsApplied: boolean | null = null;
  const reachable = cachedCheck(async () => {
    await pingDatabase(db);
    if (migrationsApplied !== true) migrationsApplied = (await pendingMigrations(db)).length === 0;
    return true;
  }, options);
  return async () => {
    const databaseReachable = await reachable();
    return { databaseReachable, migrationsApplied };
  };
}
