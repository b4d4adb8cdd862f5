/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { giftCartSchema } from '@/contracts/gift-checkout.schema';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/gift/cart';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('POST /api/checkout/gift/cart on %s', (_engine, url) => {
  let t: SeededTestDb;
  let activityId: number;
  let stayId: number;
  const post = (body: unknown) => call(cartRoute, { method: 'POST', body: JSON.stringify(body) });

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

  it('prices an activity for its number of people from the database, own use without gift texts', async () => {
    for (const adults of [1, 2]) {
      const row = await t.db.selectFrom('offer_pax_price').selectAll().where('offer_id', '=', activityId).where('adults', '=', adults).executeTakeFirstOrThrow();
      const answer = await post({ productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: activityId, adults, customType: 'OWN_USE', fromName: 'Zoé', shownTotal: 1 });
      expect(answer.status).toBe(200);
      const cart = giftCartSchema.parse(answer.body);
      expect(cart).toMatchObject({ offerId: activityId, adults, ownUse: true, total: Number(row.sell_price), validityMonths: 12, delivery: 'email', customisation: { fromName: '', message: '' } });
      expect(cart.priceChange).toEqual({ previous: 1, current: Number(row.sell_price), diff: Number(row.sell_price) - 1 });
    }
  });

  it('keeps the gift texts of a gift, 2 people by default, no price change when the shown total matches', async () => {
    const row = await t.db.selectFrom('offer_pax_price').selectAll().where('offer_id', '=', activityId).where('adults', '=', 2).executeTakeFirstOrThrow();
    const answer = await post({ productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'es_ES', id: activityId, fromName: 'Zoé', message: '¡Feliz cumpleaños!', shownTotal: Number(row.sell_price) });
    expect(giftCartSchema.parse(answer.body)).toMatchObject({ adults: 2, ownUse: false, customisation: { fromName: 'Zoé', message: '¡Feliz cumpleaños!' }, priceChange: null });
  });

  it('prices a gift card at an amount the site sells', async () => {
    const answer = await post({ productType: 'GIFTCARD', locale: 'it_IT', amount: 5000, design: 'love', message: 'Auguri' });
    expect(answer.status).toBe(200);
    expect(giftCartSchema.parse(answer.body)).toMatchObject({ productType: 'GIFTCARD', label: 'Carta regalo', total: 5000, design: 'love', lines: [{ kind: 'giftcard', amount: 5000 }] });
  });

  it.each([
    ['an amount not sold', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 4000, design: 'love' }],
    ['an unknown design', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'ugly' }],
    ['a name beyond 40', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', fromName: 'a'.repeat(41) }],
    ['a name that is not text', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', fromName: 'Zoé 2' }],
    ['a message beyond 180', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', message: 'a'.repeat(181) }],
    ['3 people', { productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: 1, adults: 3 }],
    ['another product type', { productType: 'BOX', locale: 'fr_FR', id: 1 }],
    ['a price sent by the page', { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', shownTotal: -1 }],
  ])('answers 400 for %s', async (_case, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(isApiError(answer.body)).toBe(true);
  });

  it('answers 404 for a stay or an unknown id, 409 for an unpublished activity', async () => {
    expect((await post({ productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: stayId })).status).toBe(404);
    expect((await post({ productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: 2147483000 })).status).toBe(404);
    await t.db.updateTable('offer').set({ published: 0 }).where('id', '=', activityId).execute();
    try {
      const answer = await post({ productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: activityId });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'OFFER_EXPIRED' });
    } finally {
      await t.db.updateTable('offer').set({ published: 1 }).where('id', '=', activityId).execute();
    }
  });
});
