import type { Kysely } from 'kysely';
import { env, type Env } from '@/lib/env';
import { createDb, type DbOptions } from './create-db';
import type { Database } from './database';

type DatabaseSettings = Pick<
  Env,
  'DATABASE_URL' | 'SQLITE_FILE' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_POOL_WAIT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS' | 'SQLITE_BUSY_TIMEOUT_MS'
>;

/**
 * The server's database client options from its settings. A hung or overloaded database is noticed by its own
 * timeouts (docs/catalog-database.md, 'Timeouts'): a connection that does not open, no free connection in the pool,
 * a statement that runs too long; each fails the request's query, answered 503 with Retry-After.
 */
export const serverDbOptions = (config: DatabaseSettings): DbOptions => ({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: config.SQLITE_FILE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  poolWaitMs: config.DATABASE_POOL_WAIT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
});

const globalForDb = globalThis as typeof globalThis & { __escapadeDb?: Kysely<Database> };

/** The server's one database client, created on first use from env; kept on globalThis so dev hot reloads reuse it. */
export function getDb(): Kysely<Database> {
  globalForDb.__escapadeDb ??= createDb(serverDbOptions(env()));
  return globalForDb.__escapadeDb;
}
