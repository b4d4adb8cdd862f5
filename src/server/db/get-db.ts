import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { createDb } from './create-db';
import type { Database } from './database';

const globalForDb = globalThis as typeof globalThis & { __escapadeDb?: Kysely<Database> };

/** The server's one database client, created on first use from env; kept on globalThis so dev hot reloads reuse it. */
export function getDb(): Kysely<Database> {
  if (!globalForDb.__escapadeDb) {
    const config = env();
    globalForDb.__escapadeDb = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  }
  return globalForDb.__escapadeDb;
}
