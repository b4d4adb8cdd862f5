import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { sql } from 'kysely';
import { clusterSettings, startCluster } from '../deploy/cluster';
import { isolatedPostgres } from '../src/server/catalog/search/test-support/isolated-postgres';
import { createDb } from '../src/server/db/create-db';
import { pageKindPaths } from '../tests/page-kinds';

// Issue 31 (docs/deployment.md): the shipped nginx configuration, Debian's nginx with its default buffers, in front
// of two production instances on one PostgreSQL. It needs nginx, openssl and PostgreSQL (TEST_DATABASE_URL, else the
// local server): without them it fails, it never skips. Server behaviour: the fr-FR-desktop project alone runs it.

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
type Cluster = Awaited<ReturnType<typeof startCluster>>;

test.describe.configure({ mode: 'serial' });

test.describe('two production instances behind the shipped nginx configuration', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'starts its own topology from the local build');
  let cluster: Cluster;
  let site: APIRequestContext;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let databaseUrl = '';
  const dir = mkdtempSync(join(tmpdir(), 'escapade-cluster-'));
  const logFile = join(dir, 'cluster.log');

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const database = await isolatedPostgres(ADMIN_URL);
    dropDatabase = database.drop;
    databaseUrl = database.url;
    cluster = await startCluster({
      ...clusterSettings({ INSTANCES: '2', CLUSTER_HTTP_PORT: '3270', CLUSTER_HTTPS_PORT: '3273', CLUSTER_APP_PORT: '3271', CLUSTER_SERVICES_PORT: '3274', CLUSTER_SEED_SCALE: 'test', CLUSTER_QUIET: '1' }),
      databaseUrl,
      dir,
      logFile,
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n--- cluster log ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    });
    site = await request.newContext({ baseURL: cluster.settings.siteUrl, ignoreHTTPSErrors: true, maxRedirects: 0 });
  });

  test.afterAll(async () => {
    await site?.dispose();
    await cluster?.stop();
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves every page kind through the proxy, keeps anonymous pages in its cache and never a personal one', async () => {
    test.setTimeout(120_000);
    const db = createDb({ databaseUrl, sqliteFile: '' });
    const pages = await pageKindPaths(db).finally(() => db.destroy());
    const http = await request.newContext({ maxRedirects: 0 });
    const redirect = await http.get(`http://localhost:${cluster.settings.httpPort}/contact`);
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`${cluster.settings.siteUrl}/contact`);
    await http.dispose();

    for (const [what, , path] of pages) {
      const first = await site.get(path);
      expect(first.status(), `${what} ${path}`).toBe(what === 'not found' ? 404 : 200);
      const headers = first.headers();
      expect(headers['content-security-policy'], `${what}: the app's headers pass the proxy intact`).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      if (!/public/.test(headers['cache-control'] ?? '')) continue;
      const second = await site.get(path);
      expect(second.headers()['x-cache-status'], `${what}: a second anonymous visit is served from the cache`).toBe('HIT');
      const personal = await site.get(path, { headers: { cookie: 'escapade-consent=v1' } });
      expect(personal.headers()['x-cache-status'], `${what}: a visitor with a cookie never gets the cached page`).not.toBe('HIT');
    }
    const script = (await (await site.get('/')).text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
    const asset = await site.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('an order placed through one instance is read through the other', async () => {
    const [one, two] = cluster.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
    const stay = await bookableStay(one, databaseUrl);
    const buyer = { ...BUYER, email: `cluster-${randomUUID().slice(0, 8)}@example.com` };
    const placed = await post(one, '/api/orders', { ...stay.criteria, buyer, travellers: [{ firstName: 'Ana', lastName: 'Ruiz' }], paymentMethod: 'hotel', insurance: false, shownTotal: stay.total, idempotencyKey: randomUUID() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { bookingNumber } = placed.body as { bookingNumber: string };
    const read = await post(two, '/api/orders/lookup', { bookingNumber, email: buyer.email });
    expect(read.status).toBe(200);
    expect((read.body as { bookingNumber: string }).bookingNumber).toBe(bookingNumber);
  });

  test('a rolling restart under 20 connections of pages, searches and orders fails no request and books each order once', async () => {
    test.setTimeout(240_000);
    const stay = await bookableStay(`http://127.0.0.1:${cluster.instances[0].port}`, databaseUrl);
    const failures: string[] = [];
    const booked: string[] = [];
    let answered = 0;
    let running = true;
    const requests = [
      () => site.get('/recherche'),
      () => site.get('/contact'),
      () => site.post('/api/offers.json', { data: { locale: 'fr_FR', criteria: {} } }),
      async () => {
        const key = randomUUID();
        const body = { ...stay.criteria, buyer: { ...BUYER, email: `roll-${key.slice(0, 8)}@example.com` }, travellers: [{ firstName: 'Ana', lastName: 'Ruiz' }], paymentMethod: 'hotel', insurance: false, shownTotal: stay.total, idempotencyKey: key };
        const answer = await site.post('/api/orders', { data: body, headers: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
        if (answer.status() === 200) booked.push(key);
        return answer;
      },
    ];
    const worker = async (n: number) => {
      for (let i = n; running; i++) {
        const answer = await requests[i % requests.length]().catch((error: Error) => error);
        answered += 1;
        if (answer instanceof Error) failures.push(answer.message);
        else if (answer.status() >= 500) failures.push(`${answer.status()} ${answer.url()}: ${(await answer.text()).slice(0, 200)}`);
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, (_, n) => worker(n)));
    await cluster.rollingRestart();
    running = false;
    await load;
    const nginxErrors = () => readFileSync(join(dir, 'nginx/error.log'), 'utf8').split('\n').filter((line) => !line.includes('[warn]')).slice(-15).join('\n');
    expect(failures.map((failure) => failure.slice(0, 120)), `nginx's errors:\n${nginxErrors()}`).toEqual([]);
    expect(answered, 'the load ran through both restarts').toBeGreaterThan(200);
    expect(booked.length, 'orders were placed during the restarts').toBeGreaterThan(0);
    // Each order had its own key and its own buyer: one row per buyer, however often nginx or a drain resent it.
    const db = createDb({ databaseUrl, sqliteFile: '' });
    try {
      const rows = await db.selectFrom('order').select('buyer_email').where('buyer_email', 'like', 'roll-%').execute();
      expect(rows.length).toBe(booked.length);
      expect(new Set(rows.map((r) => r.buyer_email)).size).toBe(rows.length);
    } finally {
      await db.destroy();
    }
  });
});

const BUYER = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@example.com', phone: '+34 600 000 000', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', country: 'ES' };

async function post(base: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

/** A stay the cart prices (200) a month ahead, with its activities dated on the first day (as orders-last-room.spec.ts). */
async function bookableStay(base: string, databaseUrl: string) {
  const db = createDb({ databaseUrl, sqliteFile: '' });
  const runs = await sql<{ offer_id: number; day: string; nights: number }>`
    select a.offer_id, a.day, o.nights from availability a join offer o on o.id = a.offer_id
    where o.item_category = 'weekend' and o.published = 1 and o.expires_at is null and a.closed = 0 and a.rooms_left >= 5
      and a.min_stay <= o.nights and a.day >= ${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}
    order by a.day, a.offer_id limit 40`
    .execute(db)
    .finally(() => db.destroy());
  for (const run of runs.rows) {
    const criteria = { offerId: Number(run.offer_id), checkin: run.day, nights: Number(run.nights), adults: 2, children: 0, babies: 0, activityDates: [] as string[], locale: 'es_ES' };
    const first = await post(base, '/api/checkout/stay/cart', criteria);
    if (first.status !== 200) continue;
    criteria.activityDates = (first.body as { programLines: { activityId: number; needsDate: boolean }[] }).programLines.filter((l) => l.needsDate).map((l) => `${l.activityId}_0`);
    const priced = await post(base, '/api/checkout/stay/cart', criteria);
    const cart = priced.body as { total: number; modifiedCriteria: boolean };
    if (priced.status === 200 && !cart.modifiedCriteria) return { criteria, total: cart.total };
  }
  throw new Error('no bookable stay a month ahead');
}
