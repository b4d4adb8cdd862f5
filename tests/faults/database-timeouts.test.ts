/** @jest-environment node */
// A busy database that answers is waited for, however long the page takes; one that stops answering is noticed by its
// own timeouts (connect, statement), and the visitor gets the degraded page, 503 with Retry-After, within 1.5 s.
// The client is the server's own (getDb's options from the default settings). On PostgreSQL `hotel` is made slow by
// a view over it that sleeps once per statement, so every statement reading hotels takes that long in the database
// itself; SQLite (reads never wait there) gets its answers to those statements late instead.
process.env.SEARCH_ENGINE = 'sql';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { parseEnv } from '@/lib/env';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { serverDbOptions } from '@/server/db/get-db';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { useDb, visitPage } from './in-process';

const DEFAULTS = parseEnv({});
/** An operator's stricter statement timeout: a statement past it gives the degraded page within 1.5 s. */
const STRICT = parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
const OLD_PAGE_DEADLINE_MS = 1000;
const BUDGET_MS = 1500;
const ENGINES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : [])];

/** PostgreSQL: every statement reading `hotel` sleeps `ms` once in the database; null gives the table back. */
function pgHotelPause(db: Kysely<Database>): (ms: number | null) => Promise<void> {
  let paused = false;
  return async (ms) => {
    await sql.raw(paused ? 'drop view hotel' : 'alter table hotel rename to hotel_rows').execute(db);
    paused = ms !== null;
    if (ms === null) await sql`alter table hotel_rows rename to hotel`.execute(db);
    else await sql.raw(`create view hotel as with pause as materialized (select pg_sleep(${ms / 1000})) select h.* from hotel_rows h, pause`).execute(db);
  };
}

/** SQLite: the answer to every statement reading `hotel` arrives `ms` late (the connection held meanwhile). */
function lateHotelAnswers(db: Kysely<Database>): { db: Kysely<Database>; pause: (ms: number | null) => Promise<void> } {
  let lateMs = 0;
  const reading = new Set<unknown>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (JSON.stringify(node).includes('"name":"hotel"')) reading.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (reading.delete(queryId) && lateMs > 0) await new Promise((resolve) => setTimeout(resolve, lateMs));
      return result;
    },
  };
  return { db: db.withPlugin(plugin), pause: async (ms) => void (lateMs = ms ?? 0) };
}

describe.each(ENGINES)('on %s, with the server’s database timeouts (defaults)', (engine, databaseUrl) => {
  const postgres = databaseUrl !== null;
  let t: SeededTestDb;
  let server: Kysely<Database>;
  let strict: Kysely<Database>;
  let hotelPath: string;
  let pauseHotels: (ms: number | null) => Promise<void>;
  let logged: ReturnType<typeof jest.spyOn>;

  beforeAll(async () => {
    // The degraded answers log their cause; the suite checks what the visitor gets.
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    t = await createTestDb({ databaseUrl });
    if (postgres) {
      server = createDb({ ...serverDbOptions(DEFAULTS), databaseUrl: t.databaseUrl });
      strict = createDb({ ...serverDbOptions(STRICT), databaseUrl: t.databaseUrl });
      pauseHotels = pgHotelPause(t.db);
    } else {
      const late = lateHotelAnswers(t.db);
      server = late.db;
      pauseHotels = late.pause;
    }
    const hotel = await t.db
      .selectFrom('offer')
      .select('hotel_id')
      .where('item_category', '=', 'weekend')
      .where('published', '=', 1)
      .where('expires_at', 'is', null)
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    hotelPath = `/hotel/${hotel.hotel_id}`;
    useDb(server);
  }, 180_000);

  afterAll(async () => {
    useDb(undefined);
    if (postgres) await Promise.all([server?.destroy(), strict?.destroy()]);
    await t?.destroy();
    logged?.mockRestore();
  }, 60_000);

  // PostgreSQL: each statement reading hotels alone outlasts the old page deadline, well under the statement timeout.
  const pauseMs = postgres ? OLD_PAGE_DEADLINE_MS + 200 : 400;

  it(`renders the hotel page when its statements reading hotels take ${pauseMs} ms each, longer than a second together`, async () => {
    await pauseHotels(pauseMs);
    const answer = await visitPage('fr-FR', hotelPath);
    expect(answer.ms).toBeGreaterThan(OLD_PAGE_DEADLINE_MS);
    expect(answer.status).toBe(200);
    expect(answer.props.page).toBe('hotel');
    expect(answer.headers['retry-after']).toBeUndefined();
  }, 60_000);

  if (postgres) {
    it('answers the degraded page, 503 with Retry-After, within 1.5 s when a statement runs past a 1 s statement timeout, and PostgreSQL stops it', async () => {
      await pauseHotels(STRICT.DATABASE_STATEMENT_TIMEOUT_MS + 2000);
      useDb(strict);
      const answer = await visitPage('es-ES', hotelPath);
      useDb(server);
      expect(answer.ms).toBeLessThan(BUDGET_MS);
      expect(answer.status).toBe(503);
      expect(answer.props.page).toBe('unavailable');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // Cancelled by the server, not abandoned: nothing of it still runs after the answer.
      const running = await sql<{ n: number }>`select count(*) as n from pg_stat_activity where datname = current_database() and query like '%hotel%' and state = 'active' and pid <> pg_backend_pid()`.execute(t.db);
      expect(Number(running.rows[0].n)).toBe(0);
    }, 30_000);
  }

  it(`serves the full page again once the database is quick (${engine})`, async () => {
    await pauseHotels(null);
    const answer = await visitPage('fr-FR', hotelPath);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(BUDGET_MS);
  }, 30_000);
});
