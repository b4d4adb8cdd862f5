/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activityOnlyDetailSchema, activityPromo } from '@/contracts/activity-only-detail.schema';
import type { SeededTestDb } from '@/testing/test-db';
import detailRoute from '../../pages/api/activity-only/weekend/[id]/detail.json';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('GET /api/activity-only/weekend/{id}/detail.json on %s', (_engine, url) => {
  let t: SeededTestDb;
  let activityId: number;
  let stayId: number;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    const activity = await t.db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select('o.id')
      .where('o.item_category', '=', 'activity')
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where('o.expires_at', 'is', null)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    activityId = Number(activity.id);
    stayId = Number((await t.db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').orderBy('id').executeTakeFirstOrThrow()).id);
  }, 240_000);
  afterAll(() => t?.destroy());

  it('gives the activity, its texts in the locale, its centre and its prices per number of people from the database', async () => {
    const answer = await call(detailRoute, { query: { id: String(activityId), locale: 'es_ES' } });
    expect(answer.status).toBe(200);
    const detail = activityOnlyDetailSchema.parse(answer.body);
    expect(detail).toMatchObject({ id: activityId, published: true });
    expect(detail.activities.length).toBeGreaterThan(0);
    const [first] = detail.activities;
    expect(first.description).toMatch(/^.+: .+ Calcula unos /);
    expect(first.schedules[0]).toMatch(/^Duración: /);
    expect(first.importantInformation).toMatch(/^Reserva obligatoria/);
    expect(first.univers).not.toBeNull();
    expect(first.activityCenter.main).toBe(true);
    expect(detail.niceToKnow.length).toBeGreaterThanOrEqual(2);
    expect(detail.images.length).toBeGreaterThanOrEqual(4);
    const rows = await t.db.selectFrom('offer_pax_price').selectAll().where('offer_id', '=', activityId).orderBy('adults').execute();
    expect(Object.keys(detail.prices)).toEqual(rows.map((r) => String(r.adults)));
    for (const row of rows) {
      const price = detail.prices[String(row.adults)];
      expect(price).toEqual({
        sellPrice: Number(row.sell_price),
        refPrice: Number(row.bar_price),
        promo: activityPromo(Number(row.sell_price), Number(row.bar_price)),
        moneySaved: Number(row.bar_price) - Number(row.sell_price),
        paxComposition: { adults: Number(row.adults) },
        priceType: 'final',
      });
    }
  });

  it('answers published false for an unpublished activity', async () => {
    await t.db.updateTable('offer').set({ published: 0 }).where('id', '=', activityId).execute();
    try {
      const answer = await call(detailRoute, { query: { id: String(activityId), locale: 'fr_FR' } });
      expect(answer.status).toBe(200);
      expect(activityOnlyDetailSchema.parse(answer.body)).toMatchObject({ published: false, pageModel: { metaRobots: 'noindex, follow' } });
    } finally {
      await t.db.updateTable('offer').set({ published: 1 }).where('id', '=', activityId).execute();
    }
  });

  it('answers 404 for a stay id or an unknown id, 400 for a malformed id or locale', async () => {
    expect((await call(detailRoute, { query: { id: String(stayId) } })).status).toBe(404);
    expect((await call(detailRoute, { query: { id: '2147483000' } })).status).toBe(404);
    for (const query of [{ id: 'abc' }, { id: '0' }, { id: String(activityId), locale: 'de_DE' }] as Record<string, string>[]) {
      const answer = await call(detailRoute, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    }
  });
});
