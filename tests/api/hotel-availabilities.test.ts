/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkoutNightsResponseSchema } from '@/contracts/checkout-nights.schema';
import { hotelAvailabilitiesResponseSchema } from '@/contracts/hotel-availabilities.schema';
import { checkoutNights } from '@/server/catalog/availability/checkout-nights.service';
import { addDays, dayRange, monthStart } from '@/lib/days';
import { hotelAvailabilities } from '@/server/catalog/availability/hotel-availabilities.service';
import type { Row } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import availabilitiesRoute from '../../pages/api/hotels/[hotelId]/availabilities.json';
import checkoutNightsRoute from '../../pages/api/weekend/[id]/packageCheckoutNights.json';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

type Night = Row<'availability'>;
const open = (n: Night | undefined) => !!n && n.closed === 0 && n.rooms_left > 0;

describe.each(ENGINES)('hotel availabilities and checkout nights on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  const stayOffers = (hotelId: number) =>
    t.db
      .selectFrom('offer')
      .select(['id', 'min_nights', 'max_nights', 'expires_at'])
      .where('hotel_id', '=', hotelId)
      .where('item_category', '=', 'weekend')
      .where('published', '=', 1)
      .execute()
      .then((offers) => offers.filter((o) => o.expires_at === null || o.expires_at >= t.today));
  const nightsOf = async (offerId: number) => new Map((await t.db.selectFrom('availability').selectAll().where('offer_id', '=', offerId).execute()).map((n) => [n.day, n]));
  /** Hotels with stays: the first few by id, and the one with the most offers. */
  const sampleHotels = async () => {
    const rows = await t.db
      .selectFrom('offer')
      .select(['hotel_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_category', '=', 'weekend')
      .where('published', '=', 1)
      .groupBy('hotel_id')
      .orderBy('hotel_id')
      .execute();
    const most = [...rows].sort((a, b) => Number(b.n) - Number(a.n) || a.hotel_id - b.hotel_id)[0];
    return [...new Set([...rows.slice(0, 3).map((r) => r.hotel_id), most.hotel_id])];
  };

  describe('GET /api/hotels/{hotelId}/availabilities.json', () => {
    it('answers every day of the requested months, in the contract shape', async () => {
      const [hotelId] = await sampleHotels();
      const month = t.today.slice(0, 7);
      const answer = await call(availabilitiesRoute, { query: { hotelId: String(hotelId), locale: 'fr_FR', month, length: '12' } });
      expect(answer.status).toBe(200);
      const { days } = hotelAvailabilitiesResponseSchema.parse(answer.body);
      expect(Object.keys(days)).toEqual(dayRange(monthStart(month), addDays(monthStart(month, 12), -1)));
      expect(answer.headers['cache-control']).toMatch(/^public/);
    });

    it('shows on each day the cheapest stay of minimum length starting then, and null where nothing can be booked', async () => {
      for (const hotelId of await sampleHotels()) {
        const offers = await stayOffers(hotelId);
        const nights = await Promise.all(offers.map((o) => nightsOf(o.id)));
        const month = t.today.slice(0, 7);
        const { days } = await hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month, length: 12 }, t.today);
        for (const [day, answer] of Object.entries(days)) {
          let best: { perNight: number; total: number; minLos: number } | null = null;
          if (day >= t.today) {
            offers.forEach((offer, i) => {
              const first = nights[i].get(day);
              if (!open(first)) return;
              const minLos = Math.max(1, offer.min_nights, first!.min_stay);
              if (minLos > offer.max_nights) return;
              const stay = Array.from({ length: minLos }, (_, k) => nights[i].get(addDays(day, k)));
              if (!stay.every(open)) return;
              const total = stay.reduce((sum, n) => sum + n!.price, 0);
              // Equal prices per night: the shorter stay (the lower total) is shown.
              const perNight = total / minLos;
              if (!best || perNight < best.perNight || (perNight === best.perNight && total < best.total)) best = { perNight, total, minLos };
            });
          }
          if (best === null) {
            expect([day, answer]).toEqual([day, null]);
          } else {
            const b = best as { perNight: number; total: number; minLos: number };
            expect([day, answer?.amount, answer?.minLos]).toEqual([day, Math.ceil(b.perNight / 100), b.minLos]);
            expect(answer!.displayTotalPrice).toBe(b.total / 100);
            expect(answer!.price).toMatch(new RegExp(`${answer!.amount}\\s?€`));
          }
        }
      }
    });

    it('is null on a day every stay of the hotel is closed or full', async () => {
      const [hotelId] = await sampleHotels();
      const offerIds = (await stayOffers(hotelId)).map((o) => o.id);
      const openDays = new Set(
        (await t.db.selectFrom('availability').select('day').distinct().where('offer_id', 'in', offerIds).where('closed', '=', 0).where('rooms_left', '>', 0).execute()).map((r) => r.day),
      );
      const { days } = await hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month: t.today.slice(0, 7), length: 12 }, t.today);
      const closedDays = Object.keys(days).filter((d) => !openDays.has(d));
      expect(closedDays.length).toBeGreaterThan(0);
      for (const day of closedDays) expect([day, days[day]]).toEqual([day, null]);
    });

    it('marks the lowest amount of each month as its best price', async () => {
      const hotels = await sampleHotels();
      const { days } = await hotelAvailabilities(t.db, { hotelId: hotels[hotels.length - 1], locale: 'es_ES', month: t.today.slice(0, 7), length: 12 }, t.today);
      const byMonth = new Map<string, number>();
      for (const [day, d] of Object.entries(days)) if (d) byMonth.set(day.slice(0, 7), Math.min(byMonth.get(day.slice(0, 7)) ?? Infinity, d.amount));
      for (const [day, d] of Object.entries(days)) if (d) expect([day, d.bestPriceOfTheMonth]).toEqual([day, d.amount === byMonth.get(day.slice(0, 7))]);
    });

    it("writes prices as the visitor's locale does", async () => {
      const [hotelId] = await sampleHotels();
      const month = monthStart(t.today.slice(0, 7), 1).slice(0, 7);
      const fr = await hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month, length: 1 }, t.today);
      const nl = await hotelAvailabilities(t.db, { hotelId, locale: 'nl_NL', month, length: 1 }, t.today);
      const day = Object.keys(fr.days).find((d) => fr.days[d] !== null)!;
      expect(fr.days[day]!.price).toBe(`${fr.days[day]!.amount}\u00a0€`);
      expect(nl.days[day]!.price).toBe(`€\u00a0${nl.days[day]!.amount}`);
    });

    it('answers null for every day of months without availability rows', async () => {
      const [hotelId] = await sampleHotels();
      const { days } = await hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month: '2099-01', length: 2 }, t.today);
      expect(Object.keys(days)).toHaveLength(31 + 28);
      expect(Object.values(days).every((d) => d === null)).toBe(true);
    });

    it('answers 404 for an unknown hotel', async () => {
      const max = await t.db.selectFrom('hotel').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const answer = await call(availabilitiesRoute, { query: { hotelId: String(Number(max.id) + 1), month: t.today.slice(0, 7) } });
      expect(answer.status).toBe(404);
      expect(isApiError(answer.body)).toBe(true);
    });

    it.each([
      ['a hotel id that is not a number', { hotelId: 'abc' }],
      ['hotel id 0', { hotelId: '0' }],
      ['a negative hotel id', { hotelId: '-4' }],
      ['month 13', { hotelId: '1', month: '2026-13' }],
      ['a month without its leading zero', { hotelId: '1', month: '2026-1' }],
      ['a full date as month', { hotelId: '1', month: '2026-01-01' }],
      ['a month in 1999', { hotelId: '1', month: '1999-12' }],
      ['length 0', { hotelId: '1', length: '0' }],
      ['length 13', { hotelId: '1', length: '13' }],
      ['a length that is not a number', { hotelId: '1', length: 'all' }],
      ['an unknown locale', { hotelId: '1', locale: 'fr_CH' }],
      ['a repeated month', { hotelId: '1', month: ['2026-01', '2026-02'] }],
    ])('answers 400 for %s', async (_case, query) => {
      const answer = await call(availabilitiesRoute, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });
  });

  describe('GET /api/weekend/{id}/packageCheckoutNights.json', () => {
    /** Night counts from a check-in, read straight off the availability rows. */
    const expectedNights = (offer: { min_nights: number; max_nights: number }, nights: Map<string, Night>, checkin: string) => {
      const first = nights.get(checkin);
      if (!open(first) || checkin < t.today) return [];
      const out: number[] = [];
      for (let n = 1; n <= offer.max_nights && open(nights.get(addDays(checkin, n - 1))); n++) if (n >= Math.max(offer.min_nights, first!.min_stay)) out.push(n);
      return out;
    };
    const sampleOffers = async () => {
      const hotels = await sampleHotels();
      const offers = (await Promise.all(hotels.map(stayOffers))).flat();
      const multiNight = await t.db.selectFrom('offer').select(['id', 'min_nights', 'max_nights', 'expires_at']).where('item_category', '=', 'weekend').where('published', '=', 1).where('min_nights', '>', 1).orderBy('id').executeTakeFirst();
      return [...offers, ...(multiNight ? [multiNight] : [])];
    };

    it('lists, for many check-ins, the night counts the availability rows allow', async () => {
      let nonEmpty = 0;
      for (const offer of await sampleOffers()) {
        const nights = await nightsOf(offer.id);
        const checkins = [...nights.keys()].filter((d) => d >= t.today).filter((_, i) => i % 9 === 0);
        for (const checkin of checkins) {
          const answer = await checkoutNights(t.db, { id: offer.id, checkin, adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, t.today);
          expect([offer.id, checkin, answer]).toEqual([offer.id, checkin, expectedNights(offer, nights, checkin)]);
          if (answer.length > 0) nonEmpty++;
        }
      }
      expect(nonEmpty).toBeGreaterThan(10);
    });

    it('lists without a check-in every night count bookable from some day of the window', async () => {
      for (const offer of await sampleOffers()) {
        const nights = await nightsOf(offer.id);
        const last = addDays(monthStart(t.today.slice(0, 7), 12), -1);
        const union = new Set<number>();
        for (const day of nights.keys()) if (day <= last) for (const n of expectedNights(offer, nights, day)) union.add(n);
        const answer = await checkoutNights(t.db, { id: offer.id, adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, t.today);
        expect(answer).toEqual([...union].sort((a, b) => a - b));
      }
    });

    it("agrees with the hotel calendar: a day's minimum stay can be booked from that day", async () => {
      const [hotelId] = await sampleHotels();
      const offers = await stayOffers(hotelId);
      const { days } = await hotelAvailabilities(t.db, { hotelId, locale: 'fr_FR', month: t.today.slice(0, 7), length: 3 }, t.today);
      for (const [day, d] of Object.entries(days).filter(([, d]) => d !== null).slice(0, 20)) {
        const lists = await Promise.all(offers.map((o) => checkoutNights(t.db, { id: o.id, checkin: day, adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, t.today)));
        expect([day, lists.some((l) => l.includes(d!.minLos))]).toEqual([day, true]);
      }
    });

    it("answers an empty list when the family does not fit the offer's room", async () => {
      const offer = await t.db
        .selectFrom('offer')
        .innerJoin('room', 'room.id', 'offer.room_id')
        .select(['offer.id', 'room.max_capacity'])
        .where('offer.item_category', '=', 'weekend')
        .where('offer.published', '=', 1)
        .where('room.max_capacity', '<', 10)
        .orderBy('offer.id')
        .executeTakeFirstOrThrow();
      const fitting = await checkoutNights(t.db, { id: offer.id, adult: 1, child: 0, baby: 2, locale: 'fr_FR' }, t.today);
      expect(fitting.length).toBeGreaterThan(0);
      const tooMany = await call(checkoutNightsRoute, { query: { id: String(offer.id), adult: '1', child: String(offer.max_capacity), locale: 'fr_FR' } });
      expect(tooMany).toMatchObject({ status: 200, body: [] });
    });

    it('answers an empty list for activities and for a check-in in the past', async () => {
      const activity = await t.db.selectFrom('offer').select('id').where('item_category', '=', 'activity').orderBy('id').executeTakeFirst();
      if (activity) expect(await checkoutNights(t.db, { id: activity.id, adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, t.today)).toEqual([]);
      const [offer] = await sampleOffers();
      expect(await checkoutNights(t.db, { id: offer.id, checkin: addDays(t.today, -1), adult: 2, child: 0, baby: 0, locale: 'fr_FR' }, t.today)).toEqual([]);
    });

    it('answers through the route with the contract shape', async () => {
      const [offer] = await sampleOffers();
      const answer = await call(checkoutNightsRoute, { query: { id: String(offer.id), adult: '2', child: '0', baby: '0', locale: 'fr_BE', multiOffer: 'true', client: 'msite', minisite: '97' } });
      expect(answer.status).toBe(200);
      checkoutNightsResponseSchema.parse(answer.body);
    });

    it('answers 404 for an unknown offer', async () => {
      const max = await t.db.selectFrom('offer').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const answer = await call(checkoutNightsRoute, { query: { id: String(Number(max.id) + 1) } });
      expect(answer.status).toBe(404);
      expect(isApiError(answer.body)).toBe(true);
    });

    it.each([
      ['an id that is not a number', { id: 'weekend' }],
      ['an impossible check-in date', { id: '1', checkin: '2026-02-30' }],
      ['a check-in in another format', { id: '1', checkin: '30/01/2026' }],
      ['both checkin and length', { id: '1', checkin: '2026-02-03', length: '2' }],
      ['length 13', { id: '1', length: '13' }],
      ['0 adults', { id: '1', adult: '0' }],
      ['21 adults', { id: '1', adult: '21' }],
      ['11 children', { id: '1', child: '11' }],
      ['a negative baby count', { id: '1', baby: '-1' }],
      ['multiOffer that is not a boolean', { id: '1', multiOffer: 'maybe' }],
      ['a client with spaces', { id: '1', client: 'm site' }],
      ['an unknown locale', { id: '1', locale: 'xx_XX' }],
    ])('answers 400 for %s', async (_case, query) => {
      const answer = await call(checkoutNightsRoute, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });
  });
});
