import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { isolatedPostgres } from './isolated-postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const SUITE_DATABASES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as [string, string][]) : [])];

/** The seeded `test` catalog: in-memory SQLite (databaseUrl null), or a PostgreSQL database of its own. */
export async function seededSuiteDb(databaseUrl: string | null): Promise<SeededTestDb> {
  if (!databaseUrl) return createTestDb({ databaseUrl: null });
  const database = await isolatedPostgres(databaseUrl);
  try {
    const t = await createTestDb({ databaseUrl: database.url });
    return {
      ...t,
      destroy: async () => {
        await t.destroy();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
