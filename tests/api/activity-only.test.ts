/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { activityOnlyResponseSchema, type ActivityOnlyResponse } from '@/contracts/activity-only.schema';
import { activityOnlyHandler } from '@/server/http/search-handlers';
import type { Database } from '@/server/db/database';
import type { SeededTestDb } from '@/testing/test-db';
import { addDays } from '@/lib/days';
import { call, cents, createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('/api/search/activity-only.json on %s', (_name, databaseUrl) => {
  let t: SeededTestDb;
  let db: Kysely<Database>;
  let handler: ReturnType<typeof activityOnlyHandler>;
  beforeAll(async () => {
    t = await createSuiteDb(databaseUrl);
    db = t.db;
    handler = activityOnlyHandler(() => db);
  }, 120_000);
  afterAll(() => t?.destroy());

  const post = async (body: unknown) => {
    const answer = await call(handler, { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    return activityOnlyResponseSchema.parse(answer.body);
  };
  const inScope = async () =>
    (
      await db
        .selectFrom('offer as o')
        .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
        .select('o.id')
        .where('o.item_category', '=', 'activity')
        .where('o.published', '=', 1)
        .where('h.active', '=', 1)
        .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', t.today)]))
        .execute()
    ).map((r) => Number(r.id));

  it('lists activity offers with their price per participant count, shown per person', async () => {
    const body = await post({ criteria: {}, locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 0 });
    expect(body.exactMatch.length).toBeGreaterThan(0);
    expect(body.searchDetails.flow).toBe('activity');
    expect(body.searchDetails.totalCount).toBe((await inScope()).length);
    const pax = await db.selectFrom('offer_pax_price').selectAll().where('offer_id', 'in', body.exactMatch.map((c) => c.id)).execute();
    for (const card of body.exactMatch) {
      expect(card.itemCategory).toBe('activity');
      expect(card.participants).toBe(2);
      const own = pax.filter((p) => Number(p.offer_id) === card.id).sort((a, b) => Number(a.adults) - Number(b.adults));
      expect(card.prices.map((p) => p.paxComposition.adults)).toEqual(own.map((p) => Number(p.adults)));
      for (const [i, price] of card.prices.entries()) {
        expect(cents(price.sellPrice)).toBe(Number(own[i].sell_price));
        expect(cents(price.barPrice)).toBe(Number(own[i].bar_price));
      }
      const forTwo = card.prices.find((p) => p.paxComposition.adults === 2)!;
      expect(cents(card.sellPrice)).toBe(Math.floor(cents(forTwo.sellPrice) / 2));
    }
  });

  it('prices for one participant when the family has one adult', async () => {
    const body = await post({ criteria: { filters: { offer: { familyComposition: { adults: 1 } } } } });
    for (const card of body.exactMatch) {
      expect(card.participants).toBe(1);
      expect(card.sellPrice).toBe(card.prices.find((p) => p.paxComposition.adults === 1)!.sellPrice);
    }
  });

  it('pages with the page parameter and caps offers per provider', async () => {
    const pages: ActivityOnlyResponse[] = [await post({ criteria: { pagination: { pageSize: 10 } }, page: 0 }), await post({ criteria: { pagination: { pageSize: 10 } }, page: 1 })];
    const [a, b] = pages.map((p) => p.exactMatch.map((c) => c.id));
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(pages[1].searchDetails.totalCount).toBe(pages[0].searchDetails.totalCount);
    const one = await post({ criteria: { pagination: { pageSize: 60 } }, numberOfPackagesPerHotel: 1 });
    const hotels = one.exactMatch.map((c) => c.hotel.id);
    expect(new Set(hotels).size).toBe(hotels.length);
  });

  it('keeps, for a date, only the activities open that day', async () => {
    const day = addDays(t.today, 20);
    const body = await post({ criteria: { filters: { offer: { checkin: day } }, pagination: { pageSize: 60 } } });
    const open = await db.selectFrom('availability').select('offer_id').where('day', '=', day).where('closed', '=', 0).where('rooms_left', '>', 0).execute();
    const openIds = new Set(open.map((r) => Number(r.offer_id)));
    const expected = (await inScope()).filter((id) => openIds.has(id));
    expect(body.searchDetails.totalCount).toBe(expected.length);
    for (const card of body.exactMatch) {
      expect(openIds.has(card.id)).toBe(true);
      expect(card.checkin).toBe(day);
    }
  });

  it('gives labels in the locale', async () => {
    const body = await post({ criteria: {}, locale: 'it_IT' });
    const texts = await db.selectFrom('offer_translation').select(['offer_id', 'label']).where('locale', '=', 'it_IT').where('offer_id', 'in', body.exactMatch.map((c) => c.id)).execute();
    for (const card of body.exactMatch) expect(card.label).toBe(texts.find((x) => Number(x.offer_id) === card.id)!.label);
  });

  it.each([
    ['too many packages per hotel', { numberOfPackagesPerHotel: 50 }],
    ['a negative page', { page: -1 }],
    ['criteria as a list', { criteria: [1] }],
    ['an unknown locale', { locale: 'en_GB' }],
    ['a text participant count', { criteria: { filters: { offer: { familyComposition: { adults: 'two' } } } } }],
  ])('answers %s with a 400', async (_what, body) => {
    const answer = await call(handler, { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request' });
  });

  it('never answers 500, whatever the body holds', async () => {
    const body = fc.record(
      { criteria: fc.jsonValue({ maxDepth: 4 }), numberOfPackagesPerHotel: fc.jsonValue({ maxDepth: 1 }), page: fc.jsonValue({ maxDepth: 1 }), locale: fc.jsonValue({ maxDepth: 1 }) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        expect([200, 400, 404]).toContain((await call(handler, { method: 'POST', body: JSON.stringify(value) })).status);
      }),
      { numRuns: 60 },
    );
  });

  it('answers a body that is not JSON with a 400 and GET with a 405', async () => {
    expect((await call(handler, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await call(handler, { method: 'GET' })).status).toBe(405);
  });
});
