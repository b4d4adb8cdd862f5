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
  const admin = async (statement: string, waitForConnectionsToClose = false) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      if (waitForConnectionsToClose) await connectionsClosed(client, name);
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`, true) };
}

/**
 * A pool's end() resolves before its sockets have closed. Forcing the drop at once would terminate those connections,
 * and a client that gets "terminating connection due to administrator command" after end() has no error listener
 * left, which fails the suite. So the drop first waits for them to go, then forces only what remains.
 */
async function connectionsClosed(client: pg.Client, database: string): Promise<void> {
  const until = Date.now() + CLOSE_WAIT_MS;
  while (Date.now() < until) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
