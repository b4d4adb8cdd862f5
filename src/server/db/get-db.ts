import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { createDb } from './create-db';
import type { Database } from './database';

const globalForDb = globalThis as typeof globalThis & { __escapadeDb?: Kysely<Database> };

/** The server's one database client, created on first use from env; kept on globalThis so dev hot reloads reuse it. */
export function getDb(): Kysely<Database> {
  if (!globalForDb.__escapadeDb) {
    const config = env();
    // A down or hung PostgreSQL fails fast (answered 503) instead of holding requests; SQLite reads never wait.
    // Statements get 30 s: the search index build reads the availability of 500 offers at a time.
    globalForDb.__escapadeDb = createDb({
      databaseUrl: config.DATABASE_URL,
      sqliteFile: config.SQLITE_FILE,
      connectTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
      statementTimeoutMs: 30_000,
    });
  }
  return globalForDb.__escapadeDb;
}
