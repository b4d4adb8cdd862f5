import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway PostgreSQL database next to the one of `databaseUrl`, for one test suite.
 * Kysely's migrator looks for its lock table in every schema of a database, so suites migrating side
 * by side in one database (one schema each) can see each other's table and fail with
 * "kysely_migration_lock does not exist"; a database per suite cannot.
 */
export async function isolatedPostgres(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `search_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
