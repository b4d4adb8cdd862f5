import { createTestDb, type SeededTestDb } from '@/testing/test-db';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const SUITE_DATABASES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as [string, string][]) : [])];

/** The seeded `test` catalog: in-memory SQLite (databaseUrl null), or a PostgreSQL database of its own. */
export const seededSuiteDb = (databaseUrl: string | null): Promise<SeededTestDb> => createTestDb({ databaseUrl });
