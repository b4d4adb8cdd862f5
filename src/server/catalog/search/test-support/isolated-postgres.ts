import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** How long a drop waits for the suite's own connections to finish closing before it forces them. */
const CLOSE_WAIT_MS = 5000;

/**
 * A throwaway PostgreSQL database next to the one of `databaseUrl`, for one test suite.
 * Kysely's migrator looks for its lock table in every schema of a database, so suites migrating side
 * by side in one database (one schema each) can see each other's table and fail with
 * "kysely_migration_lock does not exist"; a database per suite cannot.
 */
export async function isolatedPostgres(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `search_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // A pool's end() resolves before its sockets have closed. Forcing the drop at once would terminate those
    // connections, and a client that gets "terminating connection due to administrator command" after end() has
    // no error listener left, which fails the suite. So wait for them to go, then force only what remains.
    drop: () =>
      admin(async (client) => {
        const until = Date.now() + CLOSE_WAIT_MS;
        while (Date.now() < until) {
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
