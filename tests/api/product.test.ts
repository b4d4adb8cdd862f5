/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activityImagesResponseSchema } from '@/contracts/activity-images.schema';
import { productOffersResponseSchema } from '@/contracts/product-offers.schema';
import { liveQuoteSchema, quoteSchema, type Quote } from '@/contracts/quote.schema';
import { weekendDetailSchema } from '@/contracts/weekend-detail.schema';
import { addDays } from '@/lib/days';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { nightTotal } from '@/server/catalog/prices/family';
import { SqlSearchEngine } from '@/server/catalog/search/sql-engine.repository';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import type { SeededTestDb } from '@/testing/test-db';
import activityImagesRoute from '../../pages/api/activities/[activityId]/images.json';
import productOffersRoute from '../../pages/api/product/[id]/offers';
import detailRoute from '../../pages/api/weekend/[id]/detail.json';
import liveQuoteRoute from '../../pages/api/weekend/[id]/quote-realtime.json';
import quoteRoute from '../../pages/api/weekend/[id]/quote.json';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, criteria, DATABASES } from './offers-helpers';

describe.each(DATABASES)('stay product calls on %s', (_engine, url) => {
  let t: SeededTestDb;
  /** 10:00 UTC on the seed day: before the 20:00 cut-off everywhere. */
  let now: Date;
  /** An active stay of the catalog with a bookable stay of its advertised nights ~2 weeks ahead. */
  let stay: { id: number; hotelId: number; nights: number; checkin: string; maxCapacity: number };

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    now = new Date(`${t.today}T10:00:00Z`);
    const offers = await t.db
      .selectFrom('offer')
      .innerJoin('room', 'room.id', 'offer.room_id')
      .select(['offer.id', 'offer.hotel_id', 'offer.nights', 'offer.min_nights', 'room.max_capacity'])
      .where('offer.item_category', '=', 'weekend')
      .where('offer.published', '=', 1)
      .where('offer.expires_at', 'is', null)
      .orderBy('offer.id')
      .limit(40)
      .execute();
    for (const o of offers) {
      const nights = await t.db.selectFrom('availability').selectAll().where('offer_id', '=', o.id).where('day', '>=', addDays(t.today, 14)).orderBy('day').limit(60).execute();
      for (let i = 0; i + o.nights <= nights.length; i++) {
        const run = nights.slice(i, i + o.nights);
        if (run[0].min_stay <= o.nights && run.every((n) => n.closed === 0 && n.rooms_left > 0)) {
          stay = { id: o.id, hotelId: o.hotel_id, nights: o.nights, checkin: run[0].day, maxCapacity: o.max_capacity };
          return;
        }
      }
    }
    throw new Error('no bookable stay in the test catalog');
  }, 240_000);
  afterAll(() => t?.destroy());

  const q = (over: Record<string, string> = {}) => ({ id: String(stay.id), checkin: stay.checkin, nights: String(stay.nights), locale: 'fr_FR', ...over });
  const nightsOf = (offerId: number, checkin: string, n: number) =>
    t.db.selectFrom('availability').selectAll().where('offer_id', '=', offerId).where('day', '>=', checkin).where('day', '<', addDays(checkin, n)).orderBy('day').execute();

  describe('GET /api/weekend/{id}/quote.json', () => {
    it('prices the stay from availability, whatever price the browser sends', async () => {
      const answer = await call(quoteRoute, { query: { ...q({ adult: '2', child: '0' }), sellPrice: '1', price: '1' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const quote = quoteSchema.parse(answer.body);
      const nights = await nightsOf(stay.id, stay.checkin, stay.nights);
      const expected = nights.reduce((s, n) => s + nightTotal(n, { adult: 2, child: 0, baby: 0 }), 0);
      expect(quote).toMatchObject({ productId: stay.id, bookable: true, errors: [], modifiedReservationCriteria: null });
      expect(quote.priceInfo).toMatchObject({ sellPrice: expected, priceType: 'final', nights: stay.nights, nbRooms: 1, currency: 'EUR', pricePerNight: Math.ceil(expected / stay.nights) });
      expect(quote.reservationCriteria).toEqual({ checkin: stay.checkin, checkout: addDays(stay.checkin, stay.nights), nights: stay.nights, adult: 2, child: 0, baby: 0, activitySelectionList: [] });
    });

    it('prices a family with its extras and keeps the tourist tax apart', async () => {
      const family = { adult: 2, child: Math.min(1, stay.maxCapacity - 2), baby: 1 };
      const quote = await quoteStay(t.db, { id: stay.id, checkin: stay.checkin, nights: stay.nights, ...family, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' }, now);
      const nights = await nightsOf(stay.id, stay.checkin, stay.nights);
      expect(quote.priceInfo?.sellPrice).toBe(nights.reduce((s, n) => s + nightTotal(n, family), 0));
      const hotel = await t.db.selectFrom('hotel').selectAll().where('id', '=', stay.hotelId).executeTakeFirstOrThrow();
      if (hotel.local_tax_type === 'PER_PERSON_PER_NIGHT') expect(quote.localTaxTotalAmount).toBe(hotel.local_tax_amount! * 2 * stay.nights);
      if (hotel.local_tax_type === null) expect(quote.localTaxTotalAmount).toBe(0);
    });

    it.each([
      ['a product id that is not one', { id: 'abc' }, 'Product ID is required'],
      ['no product id', { id: '' }, 'Product ID is required'],
      ['no check-in', { checkin: '' }, null],
      ['a check-in that is no date', { checkin: '2026-02-30' }, null],
      ['nights out of range', { nights: '40' }, null],
      ['too many adults', { adult: '21' }, null],
      ['a malformed activity date', { activitySelectionList: 'wine' }, null],
    ])('answers 400 to %s', async (_name, over, message) => {
      const answer = await call(quoteRoute, { query: q(over) });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    });

    it('answers 404 to an unknown offer and 405 to a POST', async () => {
      expect((await call(quoteRoute, { query: q({ id: '99999999' }) })).status).toBe(404);
      const post = await call(quoteRoute, { method: 'POST', query: q() });
      expect(post.status).toBe(405);
      expect(isApiError(post.body)).toBe(true);
    });

    it('refuses a check-in in the past or today after 20:00 in the point of sale', async () => {
      const base = { id: stay.id, nights: stay.nights, adult: 2, child: 0, baby: 0, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' as const };
      const past = await quoteStay(t.db, { ...base, checkin: addDays(t.today, -1) }, now);
      expect(past).toMatchObject({ bookable: false, priceInfo: null, errors: [{ code: 'CHECKIN_IN_PAST' }] });
      // 19:30 UTC in July is 21:30 in Paris.
      const late = await quoteStay(t.db, { ...base, checkin: t.today }, new Date(`${t.today}T21:30:00+02:00`));
      expect(late.errors[0]?.code).toBe('CHECKIN_IN_PAST');
    });

    it('adjusts a stay below the minimum and says what changed; refuses it without smartcapacity', async () => {
      const offer = await t.db.selectFrom('offer').select(['id', 'min_nights']).where('item_category', '=', 'weekend').where('published', '=', 1).where('expires_at', 'is', null).where('min_nights', '>=', 2).orderBy('id').executeTakeFirstOrThrow();
      const base = { id: offer.id, checkin: addDays(t.today, 20), nights: 1, adult: 2, child: 0, baby: 0, activitySelectionList: ['1_5'], locale: 'fr_FR' as const };
      const smart = await quoteStay(t.db, { ...base, smartcapacity: true }, now);
      expect(smart.reservationCriteria.nights).toBeGreaterThanOrEqual(offer.min_nights);
      expect(smart.modifiedReservationCriteria?.requested.nights).toBe(1);
      expect(smart.modifiedReservationCriteria?.changes).toEqual(expect.arrayContaining([{ field: 'nights', requested: 1, applied: smart.reservationCriteria.nights, reason: 'MIN_STAY' }]));
      expect(smart.modifiedReservationCriteria?.changes.map((c) => c.field)).toContain('activitySelectionList');
      const strict = await quoteStay(t.db, { ...base, smartcapacity: false }, now);
      expect(strict).toMatchObject({ bookable: false, errors: [{ code: 'MIN_STAY' }] });
    });

    it('refuses a family the room cannot take', async () => {
      const quote = await quoteStay(t.db, { id: stay.id, checkin: stay.checkin, nights: stay.nights, adult: stay.maxCapacity + 1, child: 0, baby: 0, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' }, now);
      expect(quote.errors[0]?.code).toBe('CAPACITY_EXCEEDED');
    });

    it('strikes the lowest price of the previous 30 days only when the stay was dearer on each of them', async () => {
      const reduced = await t.db
        .selectFrom('night_price_history')
        .select(['offer_id', 'night'])
        .where('valid_to', '=', t.today)
        .where('valid_from', '<=', addDays(t.today, -30))
        .where('night', '>=', addDays(t.today, 5))
        .orderBy('offer_id')
        .orderBy('night')
        .execute();
      let checked = 0;
      for (const r of reduced.slice(0, 200)) {
        const offer = await t.db.selectFrom('offer').select(['nights', 'published', 'expires_at']).where('id', '=', r.offer_id).executeTakeFirstOrThrow();
        if (offer.nights !== 1 || offer.published !== 1) continue;
        const quote: Quote = await quoteStay(t.db, { id: r.offer_id, checkin: r.night, nights: 1, adult: 2, child: 0, baby: 0, smartcapacity: false, activitySelectionList: [], locale: 'fr_FR' }, now);
        if (!quote.bookable) continue;
        const old = await t.db.selectFrom('night_price_history').select('price').where('offer_id', '=', r.offer_id).where('night', '=', r.night).execute();
        const lowest = Math.min(...old.map((o) => o.price));
        expect(quote.priceInfo!.refPrice).toBe(lowest > quote.priceInfo!.sellPrice ? lowest : null);
        if (quote.priceInfo!.refPrice !== null) {
          expect(quote.priceInfo!.moneySaved).toBe(lowest - quote.priceInfo!.sellPrice);
          expect(quote.priceInfo!.promoPercentageRounded).toBe(Math.ceil(100 - (100 * quote.priceInfo!.sellPrice) / lowest - 1e-9));
        }
        if (++checked === 3) break;
      }
      expect(checked).toBeGreaterThan(0);
      // A stay never repriced strikes nothing.
      const plain = await quoteStay(t.db, { id: stay.id, checkin: addDays(t.today, 200), nights: stay.nights, adult: 2, child: 0, baby: 0, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' }, now);
      expect(plain.priceInfo?.refPrice ?? null).toBeNull();
    });
  });

  describe('GET /api/weekend/{id}/quote-realtime.json', () => {
    it('reads the price now and tells the difference with the shown price', async () => {
      const first = liveQuoteSchema.parse((await call(liveQuoteRoute, { query: { id: String(stay.id), 'check-in': stay.checkin, night: String(stay.nights), adult: '2' } })).body);
      expect(first.priceChange).toBeNull();
      const shown = first.priceInfo!.sellPrice;
      await t.db.updateTable('availability').set((eb) => ({ price: eb('price', '+', 1000) })).where('offer_id', '=', stay.id).where('day', '=', stay.checkin).execute();
      try {
        const answer = await call(liveQuoteRoute, { query: { id: String(stay.id), 'check-in': stay.checkin, night: String(stay.nights), adult: '2', shownPrice: String(shown) } });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
        const live = liveQuoteSchema.parse(answer.body);
        expect(live.priceChange).toEqual({ previous: shown, current: shown + 1000, diff: 1000 });
      } finally {
        await t.db.updateTable('availability').set((eb) => ({ price: eb('price', '-', 1000) })).where('offer_id', '=', stay.id).where('day', '=', stay.checkin).execute();
      }
    });
  });

  describe('GET /api/weekend/{id}/detail.json', () => {
    it('answers the product with its from price, struck by the same rule as its search card', async () => {
      const answer = await call(detailRoute, { query: { id: String(stay.id), locale: 'es_ES' } });
      expect(answer.status).toBe(200);
      const detail = weekendDetailSchema.parse(answer.body);
      expect(detail).toMatchObject({ id: stay.id, status: 'active', quote: null, hotel: { id: stay.hotelId } });
      expect(detail.label).not.toBe('');
      expect(detail.programLine.length).toBeGreaterThan(0);
      expect(detail.price?.priceType).toBe('from');
      const search = await searchOffers(t.db, criteria({ locale: 'es_ES', hotelId: stay.hotelId, packagesPerHotel: 20 }), { engine: new SqlSearchEngine(t.db) });
      const card = search.exactMatch.find((c) => c.id === stay.id);
      expect(card).toBeDefined();
      expect(Math.round(card!.sellPrice * 100)).toBe(detail.price!.sellPrice);
      expect(card!.refPrice === null ? null : Math.round(card!.refPrice * 100)).toBe(detail.price!.refPrice);
    });

    it('cards strike a price only after 30 days of dearer history', async () => {
      const search = await searchOffers(t.db, criteria({ locale: 'fr_FR', pageSize: 60 }), { engine: new SqlSearchEngine(t.db), now });
      const struck = search.exactMatch.filter((c) => c.refPrice !== null);
      expect(struck.length).toBeGreaterThan(0);
      for (const card of search.exactMatch.slice(0, 30)) {
        const history = await t.db.selectFrom('offer_price_history').select(['day', 'from_price']).where('offer_id', '=', card.id).where('day', '>=', addDays(t.today, -30)).where('day', '<', t.today).execute();
        const lowest = Math.min(...history.map((h) => h.from_price));
        const expected = history.length === 30 && lowest > Math.round(card.sellPrice * 100) ? lowest / 100 : null;
        expect(card.refPrice).toBe(expected);
      }
    });

    it('a dated card and the quote show the same amount for the same stay and family', async () => {
      const family = { adults: 2, children: Math.min(1, stay.maxCapacity - 2), babies: 1 };
      const search = await searchOffers(
        t.db,
        criteria({ locale: 'fr_FR', hotelId: stay.hotelId, packagesPerHotel: 20, checkin: stay.checkin, nights: stay.nights, family: { ...family, singleRoom: false } }),
        { engine: new SqlSearchEngine(t.db), now },
      );
      const card = search.exactMatch.find((c) => c.id === stay.id);
      expect(card).toBeDefined();
      const quote = await quoteStay(t.db, { id: stay.id, checkin: stay.checkin, nights: stay.nights, adult: family.adults, child: family.children, baby: family.babies, smartcapacity: false, activitySelectionList: [], locale: 'fr_FR' }, now);
      expect(Math.round(card!.sellPrice * 100)).toBe(quote.priceInfo!.sellPrice);
    });

    it('with dates, carries the quote and its price', async () => {
      const detail = await getWeekendDetail(t.db, { id: stay.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 }, now);
      const quote = await quoteStay(t.db, { id: stay.id, checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0, smartcapacity: true, activitySelectionList: [], locale: 'fr_FR' }, now);
      expect(detail.quote).toEqual(quote);
      expect(detail.price).toEqual(quote.priceInfo);
      expect(detail.cancellationPolicy).toEqual(quote.cancellationPolicy);
    });

    it('says an expired offer is expired, and answers 400 and 404', async () => {
      const expired = await t.db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').where('published', '=', 1).where('expires_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      const later = new Date(`${addDays(t.today, 400)}T10:00:00Z`);
      expect((await getWeekendDetail(t.db, { id: expired.id, locale: 'fr_FR', adult: 2, child: 0, baby: 0 }, later)).status).toBe('expired');
      expect((await call(detailRoute, { query: { id: 'x' } })).status).toBe(400);
      expect((await call(detailRoute, { query: { id: String(stay.id), checkin: stay.checkin } })).status).toBe(400);
      expect((await call(detailRoute, { query: { id: '99999999' } })).status).toBe(404);
    });
  });

  describe('GET /api/product/{id}/offers', () => {
    it('lists the product first, then its options and the hotel’s other stays, priced for the dates', async () => {
      const answer = await call(productOffersRoute, { query: { id: String(stay.id), checkin: stay.checkin, nights: String(stay.nights), adult: '2', locale: 'fr_FR' } });
      expect(answer.status).toBe(200);
      const { hotelId, offers } = productOffersResponseSchema.parse(answer.body);
      expect(hotelId).toBe(stay.hotelId);
      expect(offers[0]).toMatchObject({ weekendId: stay.id, current: true, sameProgram: true, bookable: true });
      expect(offers.filter((o) => o.current)).toHaveLength(1);
      for (const o of offers.filter((x) => x.bookable)) expect(o.priceInfo?.priceType).toBe('final');
      const undated = productOffersResponseSchema.parse((await call(productOffersRoute, { query: { id: String(stay.id) } })).body);
      expect(undated.offers.map((o) => o.weekendId).sort()).toEqual(offers.map((o) => o.weekendId).sort());
      expect(undated.offers[0].priceInfo?.priceType).toBe('from');
      expect((await call(productOffersRoute, { query: { id: String(stay.id), checkin: stay.checkin } })).status).toBe(400);
    });
  });

  describe('GET /api/activities/{activityId}/images.json', () => {
    it('answers an activity’s pictures, 404 for an unknown one, 400 for a bad id', async () => {
      const answer = await call(activityImagesRoute, { query: { activityId: '8', locale: 'it_IT' } });
      expect(answer.status).toBe(200);
      const images = activityImagesResponseSchema.parse(answer.body);
      expect(images).toMatchObject({ activityId: 8, title: 'Degustazione di vini' });
      expect(images.images[0].url).toMatch(/^\/api\/images\/activity-wine_tasting-8-0\.jpg$/);
      expect((await call(activityImagesRoute, { query: { activityId: '99999' } })).status).toBe(404);
      expect((await call(activityImagesRoute, { query: { activityId: 'abc' } })).status).toBe(400);
    });
  });
});
