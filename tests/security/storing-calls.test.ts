/** @jest-environment node */
// Calls that store what they receive (client errors, missing pages, analytics) refuse what another site could make
// a visitor's browser send: a cross-site request (Sec-Fetch-Site, else Origin) is a 403, a body that is not
// application/json (text/plain and forms need no preflight) a 415; nothing is stored either way. Their rate limit
// is one count in the database for every process and instance. e2e/security-edges.spec.ts posts cross-site to the
// running server too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { buildClientErrorReport } from '@/lib/logging/client-error-report';
import { createDb } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { crossSiteProblem } from '@/server/http/same-origin';
import { SharedRateLimiter } from '@/server/rate-limit/limiters';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import collect, { limiter as collectLimiter } from '../../pages/api/analytics/ga/collect/[pos]';
import missingPage, { limiter as missingPageLimiter } from '../../pages/api/error';
import clientError, { limiter as clientErrorLimiter } from '../../pages/api/log/client-error';
import { call, ENGINES, isApiError, useDbForRoutes } from '../api/catalog-content.helpers';

const report = () => buildClientErrorReport(new Error('boom'), 'http://localhost:3000/recherche', 'fr-FR');
const events = { client_id: 'c-1', events: [{ name: 'select_item', params: {}, session_id: 's', timestamp_ms: 1 }] };

/** Each storing call, as the site sends it, and how many rows it has stored. */
const CALLS = [
  {
    name: 'POST /api/log/client-error',
    send: (headers: Record<string, string>, body: unknown = report()) => call(clientError, { method: 'POST', body: JSON.stringify(body), headers }),
    count: (db: Kysely<Database>) => db.selectFrom('client_error_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  },
  {
    name: 'POST /api/analytics/ga/collect/{pos}',
    send: (headers: Record<string, string>, body: unknown = events) => call(collect, { method: 'POST', query: { pos: 'fr_FR' }, body: JSON.stringify(body), headers }),
    count: (db: Kysely<Database>) => db.selectFrom('analytics_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  },
  {
    name: 'GET /api/error (missing page)',
    send: (headers: Record<string, string>) => call(missingPage, { query: { uri: '/x', locale: 'fr_FR' }, headers }),
    count: (db: Kysely<Database>) => db.selectFrom('missing_page_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  },
];

describe('the site-origin rule', () => {
  const hosts = ['www.escapade.example', 'escapade.be'];
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, null],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://www.escapade.example' }, 'a cross-site request (Sec-Fetch-Site)'],
    [{ 'sec-fetch-site': 'same-site' }, 'a same-site request (Sec-Fetch-Site)'],
    [{ 'sec-fetch-site': 'none' }, 'a none request (Sec-Fetch-Site)'],
    [{ origin: 'https://www.escapade.example' }, null],
    [{ origin: 'https://escapade.be' }, null],
    [{ origin: 'http://127.0.0.1:3210', host: '127.0.0.1:3210' }, null],
    [{ origin: 'https://evil.example' }, 'a request from https://evil.example'],
    [{ origin: 'https://www.escapade.example.evil.example' }, 'a request from https://www.escapade.example.evil.example'],
    [{ origin: 'null' }, 'a request from null'],
    [{}, null],
  ])('%j → %s', (headers, problem) => {
    expect(crossSiteProblem(headers, hosts)).toBe(problem);
  });
});

describe.each(ENGINES)('storing calls on %s', (_engine, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const limiter of [collectLimiter, missingPageLimiter, clientErrorLimiter]) await limiter.reset();
  });

  describe.each(CALLS)('$name', ({ send, count }) => {
    it.each([
      ['a cross-site browser request', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['a same-site (other subdomain) request', { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost:3000' }],
      ['a request from another origin (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
      ['an opaque origin (sandboxed frame, data: page)', { origin: 'null' }],
    ])('refuses %s with a 403 JSON answer and stores nothing', async (_case, headers) => {
      const before = Number((await count(t.db)).n);
      const answer = await send(headers);
      expect(answer.status).toBe(403);
      expect(isApiError(answer.body)).toBe(true);
      expect((answer.body as { error: string }).error).toBe('forbidden');
      expect(Number((await count(t.db)).n)).toBe(before);
    });

    it('stores what the site itself sends (same-origin, or its own Origin)', async () => {
      const before = Number((await count(t.db)).n);
      expect((await send({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).status).toBe(202);
      expect((await send({ origin: 'http://localhost:3000' })).status).toBe(202);
      expect(Number((await count(t.db)).n)).toBeGreaterThan(before);
    });
  });

  describe.each(CALLS.filter((c) => c.name.startsWith('POST')))('$name', ({ send, count }) => {
    it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', ''])(
      'refuses a body sent as "%s" (no preflight needed) with a 415 and stores nothing',
      async (type) => {
        const before = Number((await count(t.db)).n);
        const answer = await send(type ? { 'content-type': type } : { 'content-type': '' });
        expect(answer.status).toBe(415);
        expect(isApiError(answer.body)).toBe(true);
        expect(Number((await count(t.db)).n)).toBe(before);
      },
    );

    it('accepts application/json with parameters', async () => {
      expect((await send({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(202);
    });
  });
});

describe.each(ENGINES)('shared rate limit on %s', (_engine, url) => {
  // Two database clients stand for two server processes (or two app instances) using the same database.
  let first: Kysely<Database>;
  let second: Kysely<Database>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (url) {
      const t = await createMigratedTestDb({ databaseUrl: url });
      first = t.db;
      second = createDb({ databaseUrl: url, schema: t.schema, poolSize: 2 });
      cleanup = async () => {
        await second.destroy();
        await t.destroy();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'escapade-rate-'));
      const file = join(dir, 'shared.sqlite');
      first = createDb({ sqliteFile: file });
      await migrateToLatest(first);
      second = createDb({ sqliteFile: file });
      cleanup = async () => {
        await first.destroy();
        await second.destroy();
        rmSync(dir, { recursive: true, force: true });
      };
    }
  });
  afterAll(() => cleanup?.());

  it('counts one burst for a client across processes, not one per process', async () => {
    const now = 1_800_000_000_000;
    const options = { capacity: 30, refillPerSecond: 1, now: () => now };
    const processes = [new SharedRateLimiter('report', options, () => first), new SharedRateLimiter('report', options, () => second)];
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => processes[i % 2].take('198.51.100.9')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(30);
    expect(verdicts.find((v) => !v.allowed)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another client, another limit: its own burst.
    expect((await processes[1].take('198.51.100.10')).allowed).toBe(true);
  });

  it('refills at its rate, whichever process asks', async () => {
    let now = 1_900_000_000_000;
    const options = { capacity: 2, refillPerSecond: 0.5, now: () => now };
    const [a, b] = [new SharedRateLimiter('refill', options, () => first), new SharedRateLimiter('refill', options, () => second)];
    expect((await a.take('c')).allowed).toBe(true);
    expect((await b.take('c')).allowed).toBe(true);
    expect(await a.take('c')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now += 2000;
    expect((await b.take('c')).allowed).toBe(true);
    expect((await a.take('c')).allowed).toBe(false);
  });

  it('falls back to counting in the process when the database cannot answer', async () => {
    const broken = new SharedRateLimiter('broken', { capacity: 1, refillPerSecond: 0.001 }, () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const logged = console.error;
    console.error = () => undefined;
    try {
      expect((await broken.take('x')).allowed).toBe(true);
      expect((await broken.take('x')).allowed).toBe(false);
    } finally {
      console.error = logged;
    }
  });
});
