/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { collectBodySchema as clientCollectBodySchema } from '@/lib/analytics/collect-body.schema';
import { analyticsEvents } from '@/lib/analytics/events';
import { buildClientErrorReport } from '@/lib/logging/client-error-report';
import { trustedProxies } from '@/server/http/client-address';
import { clientAddress } from '@/server/http/rate-limit';
import { TokenBucketLimiter } from '@/server/rate-limit/limiters';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import collect, { limiter as collectLimiter } from '../../pages/api/analytics/ga/collect/[pos]';
import missingPage, { limiter as missingPageLimiter } from '../../pages/api/error';
import clientError, { limiter as clientErrorLimiter } from '../../pages/api/log/client-error';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

const validCollectBody = () =>
  clientCollectBodySchema.parse({
    client_id: 'c-123',
    user_id: 'u-9',
    events: [
      { ...analyticsEvents.searchOverlay('display', 'destination'), session_id: 's-1', timestamp_ms: 1_700_000_000_000 },
      { ...analyticsEvents.calendarCheckin('2026-12-04', 'product', 'booking'), session_id: 's-1', timestamp_ms: 1_700_000_000_500 },
    ],
  });

describe.each(ENGINES)('report calls on %s', (_engine, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const l of [collectLimiter, missingPageLimiter, clientErrorLimiter]) await l.reset();
  });

  describe('GET /api/error (missing page)', () => {
    it('stores the uri, locale and referrer and answers 202', async () => {
      const uri = `/fr/sejour/unknown-${Date.now()}`;
      const answer = await call(missingPage, { query: { uri, locale: 'fr_BE' }, headers: { referer: 'https://example.test/fr' } });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: 1 });
      const rows = await t.db.selectFrom('missing_page_report').selectAll().where('uri', '=', uri).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ uri, locale: 'fr_BE', referrer: 'https://example.test/fr' });
      expect(Number.isNaN(Date.parse(rows[0].received_at))).toBe(false);
    });

    it.each([
      ['no uri', {}],
      ['an empty uri', { uri: '  ' }],
      ['a uri over 2000 characters', { uri: `/${'a'.repeat(2000)}` }],
      ['an unknown locale', { uri: '/x', locale: 'en_US' }],
      ['a repeated uri', { uri: ['/a', '/b'] }],
    ])('answers 400 for %s and stores nothing', async (_case, query) => {
      const before = await t.db.selectFrom('missing_page_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const answer = await call(missingPage, { query: query as Record<string, string> });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
      const after = await t.db.selectFrom('missing_page_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses POST with 405', async () => {
      expect((await call(missingPage, { method: 'POST', query: { uri: '/x' } })).status).toBe(405);
    });
  });

  describe('POST /api/log/client-error', () => {
    it('stores what the site client sends, readable back', async () => {
      const report = buildClientErrorReport(new Error(`boom ${Date.now()}`), 'https://escapade.test/fr/recherche', 'fr-FR');
      const answer = await call(clientError, { method: 'POST', body: JSON.stringify(report), headers: { 'user-agent': 'jest', referer: 'https://escapade.test/fr/recherche' } });
      expect(answer.status).toBe(202);
      const row = await t.db.selectFrom('client_error_report').selectAll().where('message', '=', report.message).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ level: 'ERROR', location: 'application.client.error', locale: 'fr_FR', user_agent: 'jest', page_url: 'https://escapade.test/fr/recherche' });
    });

    it('keeps a message of exactly 256 characters whole', async () => {
      const message = `m${Date.now()}`.padEnd(256, 'x');
      expect((await call(clientError, { method: 'POST', body: { level: 'error', message } })).status).toBe(202);
      const row = await t.db.selectFrom('client_error_report').select(['message', 'level']).where('message', '=', message).executeTakeFirstOrThrow();
      expect(row).toEqual({ message, level: 'ERROR' });
    });

    it.each([
      ['invalid JSON', '{"level":'],
      ['a message over 256 characters', { level: 'ERROR', message: 'x'.repeat(257) }],
      ['an empty message', { level: 'ERROR', message: '' }],
      ['no level', { message: 'boom' }],
      ['an unknown level', { level: 'FATAL', message: 'boom' }],
      ['a message that is not text', { level: 'ERROR', message: 42 }],
      ['an unknown locale', { level: 'ERROR', message: 'boom', locale: 'de_DE' }],
      ['a location with spaces', { level: 'ERROR', message: 'boom', location: 'a b' }],
      ['an array body', [1, 2]],
    ])('answers 400 for %s', async (_case, body) => {
      const answer = await call(clientError, { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });

    it('refuses GET with 405', async () => {
      expect((await call(clientError, { method: 'GET' })).status).toBe(405);
    });
  });

  describe('POST /api/analytics/ga/collect/{pos}', () => {
    it('stores one row per event of a body the tracker builds, with the point of sale of the path', async () => {
      const body = validCollectBody();
      const answer = await call(collect, { method: 'POST', query: { pos: 'nl_BE' }, body: JSON.stringify(body) });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: 2 });
      const rows = await t.db.selectFrom('analytics_event').selectAll().where('client_id', '=', 'c-123').orderBy('id').execute();
      expect(rows.map((r) => [r.pos, r.name, r.user_id])).toEqual([
        ['nl_BE', 'search_overlay', 'u-9'],
        ['nl_BE', 'calendar_checkin', 'u-9'],
      ]);
      expect(JSON.parse(rows[1].payload)).toEqual({ params: body.events[1].params, session_id: 's-1', timestamp_ms: 1_700_000_000_500 });
    });

    it.each([
      ['fr', 'fr_FR'],
      ['be-fr', 'fr_BE'],
      ['BE-NL', 'nl_BE'],
      ['it-IT', 'it_IT'],
    ])('accepts the point of sale %s as %s', async (pos, stored) => {
      const clientId = `pos-${pos}`;
      const answer = await call(collect, { method: 'POST', query: { pos }, body: { ...validCollectBody(), client_id: clientId } });
      expect(answer.status).toBe(202);
      const rows = await t.db.selectFrom('analytics_event').select('pos').where('client_id', '=', clientId).execute();
      expect(rows.map((r) => r.pos)).toEqual([stored, stored]);
    });

    const event = { name: 'select_item', params: {}, session_id: 's', timestamp_ms: 1 };
    it.each([
      ['an unknown point of sale', 'xx', validCollectBody()],
      ['no events', 'fr_FR', { client_id: 'c', events: [] }],
      ['26 events', 'fr_FR', { client_id: 'c', events: Array.from({ length: 26 }, () => event) }],
      ['no client id', 'fr_FR', { events: [event] }],
      ['an event name with spaces', 'fr_FR', { client_id: 'c', events: [{ ...event, name: 'select item' }] }],
      ['a negative timestamp', 'fr_FR', { client_id: 'c', events: [{ ...event, timestamp_ms: -1 }] }],
      ['params over 8 kB', 'fr_FR', { client_id: 'c', events: [{ ...event, params: { text: 'x'.repeat(9000) } }] }],
      ['params that are a list', 'fr_FR', { client_id: 'c', events: [{ ...event, params: [1] }] }],
      ['a body that is not JSON', 'fr_FR', 'events='],
    ])('answers 400 for %s and stores nothing', async (_case, pos, body) => {
      const before = await t.db.selectFrom('analytics_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const answer = await call(collect, { method: 'POST', query: { pos }, body: typeof body === 'string' ? body : JSON.stringify(body) });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
      const after = await t.db.selectFrom('analytics_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('rate limit of the report calls', () => {
    it('answers 429 JSON with Retry-After once an address has spent its burst, and keeps serving other addresses', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await call(missingPage, { query: { uri: `/burst/${i}` }, ip: '198.51.100.1' })).status);
      expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
      const limited = await call(missingPage, { query: { uri: '/burst/again' }, ip: '198.51.100.1' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(isApiError(limited.body)).toBe(true);
      expect((await call(missingPage, { query: { uri: '/other' }, ip: '198.51.100.2' })).status).toBe(202);
    });
  });
});

describe('token bucket', () => {
  it('refills at its rate and tells how long to wait', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now = 2000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('forgets the longest idle address beyond its size', () => {
    const limiter = new TokenBucketLimiter({ capacity: 1, refillPerSecond: 0.001, maxClients: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });

  it('reads the address a trusted proxy appended, not the ones a client can forge', () => {
    const trusted = trustedProxies(['10.0.0.0/24']);
    expect(clientAddress({ headers: { 'x-forwarded-for': '1.1.1.1, 198.51.100.5' }, socket: { remoteAddress: '10.0.0.1' } } as never, trusted)).toBe('198.51.100.5');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '10.0.0.1' } } as never, trusted)).toBe('10.0.0.1');
  });
});
