import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { isolatedPostgres } from '@/server/catalog/search/test-support/isolated-postgres';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const OUTBOX_DATABASES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as [string, string][]) : [])];

/**
 * A migrated database of its own reached through two separate clients, as two server processes reach it: a SQLite
 * file in a temporary folder (two connections), or a throwaway PostgreSQL database (two pools).
 */
export async function twoClientsOfOneDatabase(databaseUrl: string | null): Promise<{ a: Kysely<Database>; b: Kysely<Database>; destroy: () => Promise<void> }> {
  if (!databaseUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    const file = join(folder, 'outbox.sqlite');
    const a = createDb({ sqliteFile: file });
    await migrateToLatest(a);
    const b = createDb({ sqliteFile: file });
    return {
      a,
      b,
      destroy: async () => {
        await Promise.all([a.destroy(), b.destroy()]);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const database = await isolatedPostgres(databaseUrl);
  const a = createDb({ databaseUrl: database.url, poolSize: 4 });
  const b = createDb({ databaseUrl: database.url, poolSize: 4 });
  const destroy = async () => {
    await Promise.all([a.destroy(), b.destroy()]);
    await database.drop();
  };
  try {
    await migrateToLatest(a);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { a, b, destroy };
}
