import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { isolatedPostgres } from '../src/server/catalog/search/test-support/isolated-postgres';
import { freshRequest } from '../tests/security/raw-http';
import { NAMED_SERVICES } from './fixtures/named-services';

// Issue 18: two visitors can never book the last room of a night. 200 orders race for it through HTTP against
// `npm start` with two server processes (one process with a synchronous driver could never fail this), on SQLite
// and, when TEST_DATABASE_URL is set, on PostgreSQL: exactly one order, 199 'no more availability'. Server
// behaviour, not the locale's: the fr-FR-desktop project alone runs it (playwright.config.ts).

const RACERS = 200;

type Sql = { query<T>(text: string, params?: unknown[]): Promise<T[]>; close(): Promise<void> };

/** The same `?` statements on both engines. */
function sqlClient(databaseUrl: string | null, sqliteFile: string): Sql {
  if (!databaseUrl) {
    const db = new Database(sqliteFile);
    return {
      query: async <T>(text: string, params: unknown[] = []) => (/^\s*select/i.test(text) ? (db.prepare(text).all(...params) as T[]) : (db.prepare(text).run(...params), [])),
      close: async () => void db.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => {
      await connected;
      let n = 0;
      return (await client.query(text.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    },
    close: () => client.end(),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const ENGINES: [string, string | undefined][] = [['SQLite', undefined], ...(process.env.TEST_DATABASE_URL ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as [string, string][]) : [])];

for (const [engine, adminUrl] of ENGINES) {
  test.describe(`the last room of a night on ${engine}`, () => {
    test.skip(!!process.env.E2E_BASE_URL, 'starts its own server from the local build');
    let server: ChildProcess | undefined;
    let url = '';
    let sql: Sql;
    let cleanUp: () => Promise<void> = async () => undefined;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const dir = mkdtempSync(join(tmpdir(), 'escapade-orders-race-'));
      const sqliteFile = join(dir, 'catalog.sqlite');
      const database = adminUrl ? await isolatedPostgres(adminUrl) : null;
      cleanUp = async () => {
        await database?.drop();
        rmSync(dir, { recursive: true, force: true });
      };
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = { ...process.env, ...NAMED_SERVICES, PORT: String(port), HOSTNAME: '127.0.0.1', WEB_CONCURRENCY: '2', TRUSTED_PROXIES: '127.0.0.2', SITE_URL: url, SQLITE_FILE: sqliteFile, SEED_SCALE: 'test' };
      delete env.DATABASE_URL;
      if (database) env.DATABASE_URL = database.url;
      // Its own catalog (SQLite file or PostgreSQL database), prepared by npm start itself.
      server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
      for (let i = 0; i < 220; i++) {
        if ((await freshRequest(`${url}/api/health`).catch(() => null))?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      sql = sqlClient(database?.url ?? null, sqliteFile);
    });
    test.afterAll(async () => {
      await sql?.close();
      if (server?.pid) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    });

    const post = (path: string, body: unknown, client: string) =>
      freshRequest(`${url}${path}`, {
        method: 'POST',
        localAddress: '127.0.0.2',
        // Each racer is its own visitor behind the trusted proxy: the per-client order limit does not interfere.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });

    test(`${RACERS} parallel orders for the last room: one booking, the rest told there is no more availability`, async () => {
      test.setTimeout(30_000);
      const { cart, criteria } = await bookableStay(sql, post);
      await sql.query('update availability set rooms_left = 1 where offer_id = ? and day = ?', [criteria.offerId, criteria.checkin]);
      const buyer = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@example.com', phone: '+34 600 000 000', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', country: 'ES' };
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          post(
            '/api/orders',
            { ...criteria, buyer, travellers: [{ firstName: 'Ana', lastName: 'Ruiz' }], paymentMethod: 'hotel', insurance: false, shownTotal: cart.total, idempotencyKey: randomUUID() },
            `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          ),
        ),
      );
      const statuses: Record<number, number> = {};
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      expect({ statuses, other: answers.find((a) => a.status !== 200 && a.status !== 409)?.body }).toEqual({ statuses: { 200: 1, 409: RACERS - 1 }, other: undefined });
      const refused = answers.filter((a) => a.status === 409).map((a) => JSON.parse(a.body) as { code: string; textId: string });
      expect(new Set(refused.map((r) => `${r.code} ${r.textId}`))).toEqual(new Set(['NO_MORE_AVAILABILITY product.booking.error.unavailable']));
      const orders = await sql.query<{ n: number }>('select count(*) as n from "order" where offer_id = ? and checkin = ?', [criteria.offerId, criteria.checkin]);
      expect(Number(orders[0].n)).toBe(1);
      const night = await sql.query<{ rooms_left: number }>('select rooms_left from availability where offer_id = ? and day = ?', [criteria.offerId, criteria.checkin]);
      expect(Number(night[0].rooms_left)).toBe(0);
    });
  });
}

type Criteria = { offerId: number; checkin: string; nights: number; adults: number; children: number; babies: number; activityDates: string[]; locale: string };

/** A stay the cart prices (200) a month ahead, with its activities dated on the first day. */
async function bookableStay(sql: Sql, post: (path: string, body: unknown, client: string) => Promise<{ status: number; body: string }>) {
  const runs = await sql.query<{ offer_id: number; day: string; nights: number }>(
    `select a.offer_id, a.day, o.nights from availability a join offer o on o.id = a.offer_id
     where o.item_category = 'weekend' and o.published = 1 and o.expires_at is null and a.closed = 0 and a.rooms_left >= 1 and a.min_stay <= o.nights and a.day >= ?
     order by a.day, a.offer_id limit 40`,
    [new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)],
  );
  for (const run of runs) {
    const criteria: Criteria = { offerId: Number(run.offer_id), checkin: run.day, nights: Number(run.nights), adults: 2, children: 0, babies: 0, activityDates: [], locale: 'es_ES' };
    const first = await post('/api/checkout/stay/cart', criteria, '198.18.0.1');
    if (first.status !== 200) continue;
    const { programLines } = JSON.parse(first.body) as { programLines: { activityId: number; needsDate: boolean }[] };
    criteria.activityDates = programLines.filter((l) => l.needsDate).map((l) => `${l.activityId}_0`);
    const priced = await post('/api/checkout/stay/cart', criteria, '198.18.0.1');
    const cart = JSON.parse(priced.body) as { total: number; modifiedCriteria: boolean };
    if (priced.status === 200 && !cart.modifiedCriteria) return { cart, criteria };
  }
  throw new Error('no bookable stay a month ahead');
}
