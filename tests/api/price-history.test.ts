/** @jest-environment node */
// Price history records itself after the seed (docs/catalog-database.md, 'price history'): the trigger of migration
// 20261236000000 keeps a night's superseded prices, the recording pass an offer's card prices; struck prices read them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays } from '@/lib/days';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { recordFromPrices } from '@/server/catalog/prices/record-from-prices';
import { fromPriceInfo } from '@/server/catalog/product/weekend-detail.service';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { SqlSearchEngine } from '@/server/catalog/search/sql-engine.repository';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { criteria, DATABASES } from './offers-helpers';

describe.each(DATABASES)('price history on %s', (_engine, url) => {
  let t: SeededTestDb;
  /** 10:00 UTC today: the triggers write the database's UTC day, the seed's day (createTestDb's default). */
  let now: Date;
  /** Stays whose prices never moved in the seed's 30 days of history (a card strikes nothing), with a bookable stay far ahead. */
  let stays: { id: number; hotelId: number; nights: number; checkin: string; sellPrice: number }[];

  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    now = new Date(`${t.today}T10:00:00Z`);
    const offers = await t.db
      .selectFrom('offer')
      .select(['id', 'hotel_id', 'nights', 'sell_price'])
      .where('item_category', '=', 'weekend')
      .where('published', '=', 1)
      .where('expires_at', 'is', null)
      .orderBy('id')
      .execute();
    stays = [];
    for (const o of offers) {
      const history = await t.db.selectFrom('offer_price_history').select(['day', 'from_price']).where('offer_id', '=', o.id).where('day', '<', t.today).execute();
      if (history.length < 30 || history.some((h) => h.from_price !== o.sell_price)) continue;
      const nights = await t.db.selectFrom('availability').selectAll().where('offer_id', '=', o.id).where('day', '>=', addDays(t.today, 120)).orderBy('day').limit(40).execute();
      for (let i = 0; i + o.nights <= nights.length; i++) {
        const run = nights.slice(i, i + o.nights);
        if (run[0].min_stay <= o.nights && run.every((n) => n.closed === 0 && n.rooms_left > 0)) {
          stays.push({ id: o.id, hotelId: o.hotel_id, nights: o.nights, checkin: run[0].day, sellPrice: o.sell_price });
          break;
        }
      }
      if (stays.length === 6) return;
    }
    throw new Error(`only ${stays.length} stays with a steady price in the test catalog`);
  }, 240_000);
  afterAll(() => t?.destroy());

  const quote = (s: (typeof stays)[number]) =>
    quoteStay(t.db, { id: s.id, checkin: s.checkin, nights: s.nights, adult: 2, child: 0, baby: 0, smartcapacity: false, activitySelectionList: [], locale: 'fr_FR' }, now);
  const stayNights = (s: (typeof stays)[number]) => Array.from({ length: s.nights }, (_, i) => addDays(s.checkin, i));
  const movePrice = (s: (typeof stays)[number], by: number) =>
    t.db
      .updateTable('availability')
      .set((eb) => ({ price: eb('price', '+', by) }))
      .where('offer_id', '=', s.id)
      .where('day', 'in', stayNights(s))
      .execute();
  const nightRows = (s: (typeof stays)[number]) =>
    t.db.selectFrom('night_price_history').select(['night', 'valid_from', 'valid_to', 'price']).where('offer_id', '=', s.id).where('night', 'in', stayNights(s)).orderBy('night').orderBy('valid_from').execute();
  const trackedSince = async (offerId: number) =>
    (await t.db.selectFrom('offer_price_history').select('day').where('offer_id', '=', offerId).orderBy('day').limit(1).executeTakeFirstOrThrow()).day;

  describe('a night’s price changed in availability', () => {
    it('records the superseded price over the recorded days up to today, in the same transaction, and the quote strikes it', async () => {
      const s = stays[0];
      const before = await quote(s);
      expect(before.priceInfo).toMatchObject({ sellPrice: expect.any(Number), refPrice: null });
      const old = await t.db.selectFrom('availability').select(['day', 'price']).where('offer_id', '=', s.id).where('day', 'in', stayNights(s)).orderBy('day').execute();
      // Written inside the change's transaction: rolled back with it.
      let inside = -1;
      const rolledBack = await t.db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('availability').set((eb) => ({ price: eb('price', '-', 1000) })).where('offer_id', '=', s.id).where('day', 'in', stayNights(s)).execute();
          inside = (await trx.selectFrom('night_price_history').select('night').where('offer_id', '=', s.id).where('night', 'in', stayNights(s)).execute()).length;
          throw new Error('rolled back');
        })
        .catch((error: Error) => error.message);
      expect({ rolledBack, inside }).toEqual({ rolledBack: 'rolled back', inside: s.nights });
      expect(await nightRows(s)).toEqual([]);

      // Lowered today after 30 days at the higher price: the old one is struck.
      await movePrice(s, -1000);
      const since = await trackedSince(s.id);
      expect(since <= addDays(t.today, -30)).toBe(true);
      expect(await nightRows(s)).toEqual(old.map((n) => ({ night: n.day, valid_from: since, valid_to: t.today, price: n.price })));
      const after = await quote(s);
      expect(after.priceInfo).toMatchObject({ sellPrice: before.priceInfo!.sellPrice - 1000 * s.nights, refPrice: before.priceInfo!.sellPrice });
    });

    it('a price changed today is not compared with itself: a second change today records nothing more', async () => {
      const s = stays[1];
      const before = (await quote(s)).priceInfo!.sellPrice;
      await movePrice(s, -500);
      const first = await nightRows(s);
      await movePrice(s, -500);
      expect(await nightRows(s)).toEqual(first);
      // Struck against the price of the previous 30 days, not the one set earlier today.
      expect((await quote(s)).priceInfo).toMatchObject({ sellPrice: before - 1000 * s.nights, refPrice: before });
    });

    it('a price raised then brought back strikes nothing', async () => {
      const s = stays[2];
      const before = (await quote(s)).priceInfo!.sellPrice;
      // Raised 12 days ago (what the trigger would have written then), brought back today.
      const since = await trackedSince(s.id);
      await movePrice(s, 1000);
      await t.db.deleteFrom('night_price_history').where('offer_id', '=', s.id).execute();
      const raisedOn = addDays(t.today, -12);
      const old = await t.db.selectFrom('availability').select(['day', 'price', 'extra_adult_price', 'child_price', 'baby_price']).where('offer_id', '=', s.id).where('day', 'in', stayNights(s)).execute();
      await t.db
        .insertInto('night_price_history')
        .values(old.map((n) => ({ offer_id: s.id, night: n.day, valid_from: since, valid_to: raisedOn, price: n.price - 1000, extra_adult_price: n.extra_adult_price, child_price: n.child_price, baby_price: n.baby_price })))
        .execute();
      await movePrice(s, -1000);
      const rows = await nightRows(s);
      expect(rows).toEqual(
        old
          .sort((a, b) => (a.day < b.day ? -1 : 1))
          .flatMap((n) => [
            { night: n.day, valid_from: since, valid_to: raisedOn, price: n.price - 1000 },
            { night: n.day, valid_from: raisedOn, valid_to: t.today, price: n.price },
          ]),
      );
      expect((await quote(s)).priceInfo).toMatchObject({ sellPrice: before, refPrice: null });
    });

    it('a price raised then brought back the same day strikes nothing', async () => {
      const s = stays[3];
      const before = (await quote(s)).priceInfo!.sellPrice;
      await movePrice(s, 1000);
      await movePrice(s, -1000);
      expect((await nightRows(s)).every((r) => r.valid_to === t.today)).toBe(true);
      expect((await quote(s)).priceInfo).toMatchObject({ sellPrice: before, refPrice: null });
    });

    it('records nothing for an update that leaves the prices as they were (stock, closing)', async () => {
      const s = stays[4];
      await t.db.updateTable('availability').set((eb) => ({ rooms_left: eb('rooms_left', '+', 1), price: eb('price', '+', 0) })).where('offer_id', '=', s.id).where('day', 'in', stayNights(s)).execute();
      expect(await nightRows(s)).toEqual([]);
    });
  });

  describe('an offer’s card prices (the recording pass)', () => {
    const fromPrice = async (offerId: number) => {
      const o = await t.db.selectFrom('offer').select(['id', 'sell_price', 'nights']).where('id', '=', offerId).executeTakeFirstOrThrow();
      return fromPriceInfo(t.db, o, t.today);
    };
    const rowsOf = (offerId: number) => t.db.selectFrom('offer_price_history').select(['day', 'from_price', 'sv_price']).where('offer_id', '=', offerId).where('day', '>=', t.today).execute();

    it('writes nothing while prices stay as the seed recorded them, however often it runs', async () => {
      expect(await recordFromPrices(t.db, now)).toBe(0);
      expect(await Promise.all([recordFromPrices(t.db, now, 50), recordFromPrices(t.db, now, 70)])).toEqual([0, 0]);
    });

    it('records a lowered price once, and the card strikes the price of the previous 30 days, not today’s', async () => {
      const s = stays[5];
      await t.db.updateTable('offer').set({ sell_price: s.sellPrice - 1000 }).where('id', '=', s.id).execute();
      // Several processes at once: the same row, no error.
      const written = await Promise.all([recordFromPrices(t.db, now), recordFromPrices(t.db, now, 64)]);
      expect(written.every((n) => n <= 1) && written.some((n) => n === 1)).toBe(true);
      expect(await recordFromPrices(t.db, now)).toBe(0);
      expect(await rowsOf(s.id)).toEqual([expect.objectContaining({ day: t.today, from_price: s.sellPrice - 1000 })]);
      expect(await fromPrice(s.id)).toMatchObject({ sellPrice: s.sellPrice - 1000, refPrice: s.sellPrice });
      const search = await searchOffers(t.db, criteria({ locale: 'fr_FR', hotelId: s.hotelId, packagesPerHotel: 20 }), { engine: new SqlSearchEngine(t.db), now });
      const card = search.exactMatch.find((c) => c.id === s.id);
      expect(card && { sellPrice: card.sellPrice, refPrice: card.refPrice }).toEqual({ sellPrice: (s.sellPrice - 1000) / 100, refPrice: s.sellPrice / 100 });
    });

    it('a price raised then brought back strikes nothing', async () => {
      const s = stays[4];
      await t.db.updateTable('offer').set({ sell_price: s.sellPrice + 1000 }).where('id', '=', s.id).execute();
      expect(await recordFromPrices(t.db, now)).toBe(1);
      await t.db.updateTable('offer').set({ sell_price: s.sellPrice }).where('id', '=', s.id).execute();
      expect(await recordFromPrices(t.db, now)).toBe(1);
      expect(await rowsOf(s.id)).toEqual([expect.objectContaining({ day: t.today, from_price: s.sellPrice })]);
      expect(await fromPrice(s.id)).toMatchObject({ sellPrice: s.sellPrice, refPrice: null });
    });

    it('starts the history of an offer never recorded, and a row months old still gives the price of the window’s first day', async () => {
      const s = stays[3];
      await t.db.deleteFrom('offer_price_history').where('offer_id', '=', s.id).execute();
      expect(await recordFromPrices(t.db, now)).toBe(1);
      expect(await rowsOf(s.id)).toEqual([expect.objectContaining({ day: t.today, from_price: s.sellPrice })]);
      expect(await fromPrice(s.id)).toMatchObject({ refPrice: null });
      // Recorded once 90 days ago at a higher price and never since (the pass writes a row only on a change).
      await t.db.insertInto('offer_price_history').values({ offer_id: s.id, day: addDays(t.today, -90), from_price: s.sellPrice + 2000, sv_price: null }).execute();
      expect(await fromPrice(s.id)).toMatchObject({ sellPrice: s.sellPrice, refPrice: s.sellPrice + 2000 });
    });
  });
});
