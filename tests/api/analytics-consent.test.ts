/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { SeededTestDb } from '@/testing/test-db';
import collect, { limiter } from '../../pages/api/analytics/ga/collect/[pos]';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

const body = (clientId: string) => JSON.stringify({ client_id: clientId, events: [{ name: 'view_item_list', params: {}, session_id: '1', timestamp_ms: 1 }] });

describe.each(DATABASES)('the collect call and the consent cookie on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(() => limiter.reset());

  const stored = async (clientId: string) =>
    Number((await t.db.selectFrom('analytics_event').select((eb) => eb.fn.countAll().as('n')).where('client_id', '=', clientId).executeTakeFirstOrThrow()).n);

  it.each([
    ['a refusal', 'v=1&analytics=0&advertising=0&at=1', 403, 0],
    ['advertising only', 'v=1&analytics=0&advertising=1&at=1', 403, 0],
    ['an unreadable answer', 'v=9&analytics=1', 403, 0],
    ['an acceptance', 'v=1&analytics=1&advertising=0&at=1', 202, 1],
  ])('answers a browser whose cookie holds %s with %i', async (_case, cookie, status, rows) => {
    const clientId = `consent-${status}-${cookie.length}`;
    const answer = await call(collect, { method: 'POST', query: { pos: 'fr_FR' }, body: body(clientId), headers: { cookie: `escapade-consent=${cookie}` } });
    expect(answer.status).toBe(status);
    if (status === 403) expect(answer.body).toMatchObject({ error: 'consent_refused' });
    expect(await stored(clientId)).toBe(rows);
  });
});
