/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hotelDetailSchema } from '@/contracts/hotel-detail.schema';
import { addDays } from '@/lib/days';
import { getHotelDetail } from '@/server/catalog/hotel/hotel-detail.service';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import type { SeededTestDb } from '@/testing/test-db';
import detailRoute from '../../pages/api/hotels/[hotelId]/detail.json';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

describe.each(DATABASES)('hotel detail call on %s', (_engine, url) => {
  let t: SeededTestDb;
  /** 10:00 UTC on the seed day: before the 20:00 cut-off everywhere. */
  let now: Date;
  /** A hotel with several published stays, and a stay of one of them bookable ~2 weeks ahead. */
  let stay: { hotelId: number; offerId: number; nights: number; checkin: string };

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    now = new Date(`${t.today}T10:00:00Z`);
    const offers = await t.db
      .selectFrom('offer')
      .select(['offer.id', 'offer.hotel_id', 'offer.nights'])
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
          stay = { hotelId: o.hotel_id, offerId: o.id, nights: o.nights, checkin: run[0].day };
          return;
        }
      }
    }
    throw new Error('no bookable stay in the test catalog');
  }, 240_000);
  afterAll(() => t?.destroy());

  const publishedStays = async (hotelId: number) =>
    (await t.db.selectFrom('offer').select(['id', 'room_id', 'expires_at']).where('hotel_id', '=', hotelId).where('item_category', '=', 'weekend').where('published', '=', 1).execute()).filter(
      (o) => o.expires_at === null || o.expires_at >= t.today,
    );

  it('answers the contract through the route: every published stay once, in its room, at the product page\'s from price', async () => {
    const answer = await call(detailRoute, { query: { hotelId: String(stay.hotelId), locale: 'es_ES' } });
    expect(answer.status).toBe(200);
    const body = hotelDetailSchema.parse(answer.body);
    expect(body.stay).toBeNull();
    const ids = body.rooms.flatMap((r) => r.offers.map((o) => o.weekendId));
    const expected = await publishedStays(stay.hotelId);
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.map((o) => o.id).sort((a, b) => a - b));
    for (const room of body.rooms) {
      expect(room.offers.length).toBeGreaterThan(0);
      expect(room.size).toBeGreaterThan(0);
      const prices = room.offers.filter((o) => o.bookable).map((o) => o.priceInfo!.sellPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const first = body.rooms[0].offers[0];
    const detail = await getWeekendDetail(t.db, { id: first.weekendId, locale: 'es_ES', adult: 2, child: 0, baby: 0 });
    expect(first.priceInfo?.sellPrice).toBe(detail.price?.sellPrice);
    expect(first.label).toBe(detail.label);
    expect(body.hotel).toEqual(detail.hotel);
  });

  it('prices every stay with the quote for dated criteria and a family', async () => {
    const family = { adult: 2, child: 1, baby: 0 };
    const detail = await getHotelDetail(t.db, { hotelId: stay.hotelId, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...family }, now);
    expect(detail.stay).toEqual({ checkin: stay.checkin, nights: stay.nights, ...family });
    for (const offer of detail.rooms.flatMap((r) => r.offers)) {
      const quote = await quoteStay(t.db, { id: offer.weekendId, checkin: stay.checkin, nights: stay.nights, ...family, smartcapacity: false, activitySelectionList: [], locale: 'fr_FR' }, now);
      expect(offer.bookable).toBe(quote.bookable);
      expect(offer.priceInfo).toEqual(quote.priceInfo);
      expect(offer.nights).toBe(stay.nights);
    }
    const booked = detail.rooms.flatMap((r) => r.offers).find((o) => o.weekendId === stay.offerId);
    expect(booked?.bookable).toBe(true);
  });

  it('counts its eco facilities and reviews as stored', async () => {
    const detail = await getHotelDetail(t.db, { hotelId: stay.hotelId, locale: 'it_IT', adult: 2, child: 0, baby: 0 }, now);
    const eco = await t.db.selectFrom('hotel_eco_facility').select('value_id').where('hotel_id', '=', stay.hotelId).execute();
    expect(detail.hotel.ecoFacilities).toHaveLength(eco.length);
    const reviews = await t.db.selectFrom('review').select('id').where('hotel_id', '=', stay.hotelId).execute();
    expect(detail.hotel.review.totalCount).toBe(reviews.length);
  });

  it("gives the parking information (§3 infoGeneral code parking) of the hotels that have a car park, and of no other", async () => {
    const hotels = await t.db.selectFrom('hotel').select('id').orderBy('id').limit(12).execute();
    const withParking = new Set(
      (await t.db.selectFrom('hotel_facility').innerJoin('vocabulary', 'vocabulary.id', 'hotel_facility.value_id').select('hotel_facility.hotel_id').where('vocabulary.kind', '=', 'facility').where('vocabulary.code', '=', 'parking').execute()).map((r) => r.hotel_id),
    );
    const seen = { with: 0, without: 0 };
    for (const { id } of hotels) {
      const detail = await getHotelDetail(t.db, { hotelId: id, locale: 'es_ES', adult: 2, child: 0, baby: 0 }, now).catch(() => null);
      if (!detail) continue;
      const parking = detail.hotel.infoGeneral.find((g) => g.code === 'parking');
      expect(parking?.facilities.some((f) => f.code === 'parking') ?? false).toBe(withParking.has(id));
      expect(parking?.facilities.every((f) => detail.hotel.facilities.some((g) => g.id === f.id)) ?? true).toBe(true);
      seen[withParking.has(id) ? 'with' : 'without']++;
    }
    expect(seen.with).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown hotel', { hotelId: '999999' }, 404],
    ['a hotel id that is no number', { hotelId: 'abc' }, 400],
    ['a check-in without nights', { hotelId: '1', checkin: '2030-01-01' }, 400],
    ['a date that is no date', { hotelId: '1', checkin: '2030-02-30', nights: '1' }, 400],
    ['too many adults', { hotelId: '1', adult: '21' }, 400],
  ])('answers %s with a clear error', async (_name, query, status) => {
    const answer = await call(detailRoute, { query });
    expect(answer.status).toBe(status);
    expect(isApiError(answer.body)).toBe(true);
  });
});
