/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOX_OFFERS_PAGE_SIZE, boxPromo, giftBoxDetailSchema, giftBoxOffersResponseSchema, giftBoxSearchResponseSchema } from '@/contracts/gift-boxes.schema';
import { mapSearchResponseSchema } from '@/contracts/offers.schema';
import { shippingCostsResponseSchema } from '@/contracts/shipping-costs.schema';
import { subElementsResponseSchema } from '@/contracts/sub-elements.schema';
import { addDays } from '@/lib/days';
import { getGiftBoxOffers } from '@/server/catalog/gift-boxes/gift-boxes.service';
import type { SeededTestDb } from '@/testing/test-db';
import offersRoute from '../../pages/api/boxes/[code]/offers';
import detailRoute from '../../pages/api/boxes/[code]/product-detail';
import searchRoute from '../../pages/api/boxes/search';
import shippingRoute from '../../pages/api/single-voucher/shipping-costs';
import subElementsRoute from '../../pages/api/sub-elements/available-custom-sub-elements';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('gift box calls on %s', (_engine, url) => {
  let t: SeededTestDb;
  /** A box of the seed with more than one page of stays. */
  let code: string;
  let stayCount: number;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    const counts = await t.db
      .selectFrom('gift_box_offer')
      .select(['code', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('code', 'like', '%-EBOX')
      .groupBy('code')
      .orderBy('code')
      .execute();
    const best = counts.map((c) => ({ code: c.code, n: Number(c.n) })).sort((a, b) => b.n - a.n)[0];
    code = best.code;
    stayCount = best.n;
  }, 240_000);
  afterAll(() => t?.destroy());

  describe('GET /api/boxes/search', () => {
    it('lists every published box in both formats with texts in the locale and the box promo rule', async () => {
      const answer = await call(searchRoute, { query: { locale: 'es_ES' } });
      expect(answer.status).toBe(200);
      const { boxes } = giftBoxSearchResponseSchema.parse(answer.body);
      expect(boxes.map((b) => b.code)).toEqual(expect.arrayContaining(['ROMANCE1N-EBOX', 'ROMANCE1N-PBOX', 'FAMILY1N-EBOX']));
      expect(boxes.map((b) => b.code)).not.toContain('FAMILY1N-PBOX');
      const romance = boxes.find((b) => b.code === 'ROMANCE1N-EBOX')!;
      expect(romance).toMatchObject({ title: 'Escapada romántica', format: 'digital', value: 14990 });
      expect(romance.price.promo).toBe(boxPromo(romance.value, romance.price.referencePrice));
      expect(romance.price.promo).toBeGreaterThan(5);
      expect(romance.image.url).toMatch(/^\/api\/images\/box-/);
    });

    it('answers 400 for a locale the site does not sell in', async () => {
      const answer = await call(searchRoute, { query: { locale: 'de_DE' } });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });
  });

  describe('GET /api/boxes/{code}/product-detail', () => {
    it('gives the box, its included content line by line, its pictures and both variants', async () => {
      const answer = await call(detailRoute, { query: { code: 'romance1n-ebox', locale: 'it_IT' } });
      expect(answer.status).toBe(200);
      const box = giftBoxDetailSchema.parse(answer.body);
      expect(box).toMatchObject({ code: 'ROMANCE1N-EBOX', title: 'Fuga romantica', variants: { digital: { code: 'ROMANCE1N-EBOX', sellPrice: box.price.sellPrice } } });
      const physical = await t.db.selectFrom('gift_box').select('sell_price').where('code', '=', 'ROMANCE1N-PBOX').executeTakeFirstOrThrow();
      expect(box.variants.physical).toEqual({ code: 'ROMANCE1N-PBOX', sellPrice: physical.sell_price });
      expect(box.includedContent).toEqual(['1 notte per 2 persone', 'Colazione', 'Cena o sorpresa romantica']);
      expect(box.images.length).toBeGreaterThanOrEqual(4);
      expect(box.searchCriteriaProperties.themes).toEqual(['romantic']);
    });

    it('says a box sold only digitally has no physical variant', async () => {
      const box = giftBoxDetailSchema.parse((await call(detailRoute, { query: { code: 'FAMILY1N-EBOX' } })).body);
      expect(box.variants).toMatchObject({ digital: { code: 'FAMILY1N-EBOX' }, physical: null });
    });

    it.each([
      ['an unknown box', 'NOPE1N-EBOX', 404],
      ['a physical variant that does not exist', 'FAMILY1N-PBOX', 404],
      ['a code without a format suffix', 'ROMANCE1N', 400],
      ['an injection attempt', "x' OR 1=1 --", 400],
    ])('answers %s (%s) with %d', async (_case, badCode, status) => {
      const answer = await call(detailRoute, { query: { code: badCode } });
      expect(answer.status).toBe(status);
      expect(isApiError(answer.body)).toBe(true);
    });
  });

  describe('GET /api/boxes/{code}/offers', () => {
    it('pages the stays 8 at a time, every stay once, and answers an empty page past the end', async () => {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const answer = await call(offersRoute, { query: { code, page: String(page), locale: 'fr_FR' } });
        expect(answer.status).toBe(200);
        const body = giftBoxOffersResponseSchema.parse(answer.body);
        expect(body.searchDetails.totalCount).toBe(stayCount);
        expect(body.exactMatch.length).toBeLessThanOrEqual(BOX_OFFERS_PAGE_SIZE);
        if (body.exactMatch.length === 0) break;
        seen.push(...body.exactMatch.map((s) => s.id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBeLessThanOrEqual(stayCount);
      expect(seen.length).toBeGreaterThan(0);
    });

    it('gives each stay with its hotel, town and picture', async () => {
      const body = giftBoxOffersResponseSchema.parse((await call(offersRoute, { query: { code, limit: '3' } })).body);
      expect(body.exactMatch).toHaveLength(Math.min(3, stayCount));
      for (const stay of body.exactMatch) {
        expect(stay.label).not.toBe('');
        expect(stay.hotel.city).not.toBe('');
        expect(stay.imageUrl).toMatch(/^\/api\/images\//);
      }
    });

    it('answers the map points of the same stays, one per hotel', async () => {
      const answer = await call(offersRoute, { query: { code, performMapSearch: 'true' } });
      const map = mapSearchResponseSchema.parse(answer.body);
      const ids = map.exactMatch.flatMap((h) => h.weekend.map((w) => w.id));
      expect(new Set(map.exactMatch.map((h) => h.id)).size).toBe(map.exactMatch.length);
      expect(ids.length).toBe(map.searchDetails.totalCount);
      const firstPage = giftBoxOffersResponseSchema.parse((await call(offersRoute, { query: { code } })).body);
      for (const stay of firstPage.exactMatch) expect(ids).toContain(stay.id);
    });

    it.each([
      ['page 0', { page: '0' }],
      ['a page size above 50', { limit: '51' }],
      ['a page that is not a number', { page: 'two' }],
    ])('answers %s with 400', async (_case, over) => {
      const answer = await call(offersRoute, { query: { code, ...over } });
      expect(answer.status).toBe(400);
    });

    it("leaves out a stay once its last day is over on the point of sale's clock, not the server's UTC day", async () => {
      const row = await t.db.selectFrom('gift_box_offer as g').innerJoin('offer as o', 'o.id', 'g.offer_id').select(['o.id', 'o.expires_at']).where('g.code', '=', code).orderBy('o.id').executeTakeFirstOrThrow();
      const lastDay = addDays(t.today, 30);
      await t.db.updateTable('offer').set({ expires_at: lastDay }).where('id', '=', row.id).execute();
      try {
        const stayIdsAt = async (instant: string) =>
          (await getGiftBoxOffers(t.db, { code, locale: 'fr_FR', page: 1, limit: 8, performMapSearch: true }, new Date(instant))).exactMatch.flatMap((h) => h.weekend.map((w) => w.id));
        // 22:30 or 23:30 in Paris on its last day: still redeemable.
        expect(await stayIdsAt(`${lastDay}T21:30:00Z`)).toContain(row.id);
        // Already the next day in Paris, while UTC still reads its last day: gone.
        expect(await stayIdsAt(`${lastDay}T23:30:00Z`)).not.toContain(row.id);
      } finally {
        await t.db.updateTable('offer').set({ expires_at: row.expires_at }).where('id', '=', row.id).execute();
      }
    });

    it('answers 404 for a box the catalog does not have', async () => {
      expect((await call(offersRoute, { query: { code: 'NOPE1N-EBOX' } })).status).toBe(404);
    });
  });

  describe('GET /api/sub-elements/available-custom-sub-elements', () => {
    it('gives the extras by category, named in the locale, the sleeves single choice', async () => {
      const answer = await call(subElementsRoute, { query: { locale: 'nl_BE' } });
      expect(answer.status).toBe(200);
      const list = subElementsResponseSchema.parse(answer.body);
      const sleeves = list.categories.find((c) => c.id === 2)!;
      expect(sleeves).toMatchObject({ name: 'Sleeves', label: 'Hoezen', singleSelection: true });
      const ids = new Set(list.categories.map((c) => c.id));
      for (const e of list.availableCustomSubElements) expect(ids).toContain(e.categoryId);
      expect(list.availableCustomSubElements.find((e) => e.id === 201)).toMatchObject({ name: 'Verjaardagshoes', price: 300, categoryId: 2 });
    });
  });

  describe('GET /api/single-voucher/shipping-costs', () => {
    it('gives the costs per lower-case country for the point of sale', async () => {
      const answer = await call(shippingRoute, { query: { pos: 'fr_BE' } });
      expect(answer.status).toBe(200);
      const costs = shippingCostsResponseSchema.parse(answer.body);
      expect(costs.shippingCostsPerCountry.be).toEqual({ shippingCost: 590, internationalShippingFee: 250 });
    });

    it('gives no costs in Italy, where no physical box is sold', async () => {
      const costs = shippingCostsResponseSchema.parse((await call(shippingRoute, { query: { pos: 'it_IT' } })).body);
      expect(costs.shippingCostsPerCountry).toEqual({});
    });

    it('answers 400 for an unknown point of sale', async () => {
      expect((await call(shippingRoute, { query: { pos: 'xx' } })).status).toBe(400);
    });
  });
});
