/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { placedOrderSchema, stayCartSchema } from '@/contracts/checkout.schema';
import { giftCartSchema } from '@/contracts/gift-checkout.schema';
import { dayStatus, supplementOf, type BeneficiaryFacets, type BeneficiaryGift, type BeneficiaryOffersResponse, type CheckinPricesResponse } from '@/contracts/redemption';
import { addDays } from '@/lib/days';
import type { Database } from '@/server/db/database';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import { beneficiarySearchLimiter, giftCodeLimiter } from '@/server/redemption/redemption-limits';
import { issueVoucher } from '@/server/redemption/issue-voucher';
import type { SeededTestDb } from '@/testing/test-db';
import offersRoute from '../../pages/api/beneficiary/offers';
import facetsRoute from '../../pages/api/beneficiary/facets';
import checkinPricesRoute from '../../pages/api/redeem/weekend/[offerId]/packageCheckinPrices.json';
import stayCartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import cancelRoute from '../../pages/api/orders/[bookingNumber]/cancel';
import lookupRoute from '../../pages/api/orders/lookup';
import giftCartRoute from '../../pages/api/checkout/gift/cart';
import giftOrderRoute from '../../pages/api/orders/gift';
import { GiftBrowser } from './beneficiary.helpers';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, stayCriteria, type BookableStay } from './orders.helpers';

/** A 1-night stay of a digital box, bookable three weeks ahead or later for 2 (rooms left on the night). */
async function findBoxStay(db: Kysely<Database>, today: string): Promise<{ boxCode: string; stay: BookableStay }> {
  const rows = await db
    .selectFrom('gift_box_offer as g')
    .innerJoin('gift_box as b', 'b.code', 'g.code')
    .innerJoin('offer as o', 'o.id', 'g.offer_id')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select(['g.code', 'o.id', 'o.min_nights', 'o.cancellation_days', 'o.cancellable'])
    .where('b.format', '=', 'digital')
    .where('b.nights', '=', 1)
    .where('o.published', '=', 1)
    .where('o.expires_at', 'is', null)
    .where('o.cancellable', '=', 1)
    .where('h.active', '=', 1)
    .where('o.min_nights', '<=', 1)
    .orderBy('g.code')
    .orderBy('o.id')
    .execute();
  for (const row of rows) {
    const night = await db
      .selectFrom('availability')
      .select('day')
      .where('offer_id', '=', row.id)
      .where('day', '>=', addDays(today, 21))
      .where('closed', '=', 0)
      .where('rooms_left', '>=', 3)
      .where('min_stay', '<=', 1)
      .orderBy('day')
      .executeTakeFirst();
    if (night) return { boxCode: row.code, stay: { offerId: row.id, checkin: night.day, nights: 1, cancellationDays: row.cancellation_days } };
  }
  throw new Error('no bookable box stay in the test catalog');
}

// The beneficiary's redemption and gift codes as payment (docs/redemption.md), on each engine.
describe.each(DATABASES)('gift codes on %s', (_engine, url) => {
  let t: SeededTestDb;
  let boxCode: string;
  let boxStay: BookableStay;
  let stay: BookableStay;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    ({ boxCode, stay: boxStay } = await findBoxStay(t.db, t.today));
    stay = await findBookableStay(t.db, t.today, [boxStay.offerId]);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const limiter of [orderLimiter, lookupLimiter, giftCodeLimiter, beneficiarySearchLimiter]) await limiter.reset();
  });

  const post = (route: Parameters<typeof call>[0], body: unknown) => call(route, { method: 'POST', body });
  const boxCode1 = () => issueVoucher(t.db, { kind: 'BOX', boxCode });
  const voucherOf = (prefix: string) => t.db.selectFrom('voucher').selectAll().where('code_prefix', '=', prefix).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const boxCart = async (code: string) => stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(boxStay), giftCodes: [code] })).body);
  /** A beneficiary logged in with a code: the browser holds the session's cookie. */
  const loggedIn = async (code: string) => {
    const browser = new GiftBrowser();
    expect((await browser.login(code)).status).toBe(200);
    return browser;
  };
  const login = (code: string, locale = 'fr_FR') => new GiftBrowser().login(code, locale);

  describe('the beneficiary login', () => {
    it('opens a box code: the box, its value, nights and last day', async () => {
      const { code, value, validUntil } = await boxCode1();
      const answer = await login(code.toLowerCase().replace(/-/g, ' '), 'fr-FR');
      expect(answer.status).toBe(200);
      expect(answer.body as BeneficiaryGift).toMatchObject({ kind: 'BOX', prefix: code.slice(0, 4), value, validUntil, nights: 1, box: { code: boxCode } });
    });

    it('says unknown, expired, used and not here (a gift card) with the texts to show', async () => {
      const unknown = await login('AAAA-BBBB-CCCC-DDDD');
      expect(unknown).toMatchObject({ status: 409, body: { code: 'GIFT_CODE_UNKNOWN', textId: 'giftCode.error.unknown' } });
      // A refused code opens no session.
      expect(unknown.cookies).toEqual([]);
      expect((await login('not a code')).body).toMatchObject({ code: 'GIFT_CODE_UNKNOWN' });
      const expired = await issueVoucher(t.db, { kind: 'BOX', boxCode }, { validUntil: addDays(t.today, -2) });
      expect((await login(expired.code)).body).toMatchObject({ code: 'GIFT_CODE_EXPIRED', textId: 'giftCode.error.expired' });
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 5000 });
      expect((await login(card.code)).body).toMatchObject({ code: 'GIFT_CODE_NOT_VALID_HERE' });
      expect((await login('<script>')).status).toBe(400);
    });

    it('is rate-limited in the shared store: 10 attempts, then 429 with Retry-After', async () => {
      const browser = new GiftBrowser();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await browser.login('AAAA-BBBB-CCCC-DDDD'));
      expect(answers.slice(0, 10).every((a) => a.status === 409)).toBe(true);
      expect(answers[10].status).toBe(429);
      expect(Number(answers[10].headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('what the gift buys', () => {
    it("lists the box's stays only, each with its supplement, the covered ones first; facets count them", async () => {
      const { code, value } = await boxCode1();
      const browser = await loggedIn(code);
      const answer = await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR' } });
      expect(answer.status).toBe(200);
      const offers = answer.body as BeneficiaryOffersResponse;
      const inBox = (await t.db.selectFrom('gift_box_offer').select('offer_id').where('code', '=', boxCode).execute()).map((r) => r.offer_id);
      expect(offers.totalCount).toBeGreaterThan(0);
      expect(offers.exactMatches.every((c) => inBox.includes(c.id))).toBe(true);
      for (const card of offers.exactMatches) expect(card.supplement).toBe(supplementOf(card.price, value));
      const covered = offers.exactMatches.map((c) => c.supplement === 0);
      expect(covered).toEqual([...covered].sort((a, b) => Number(b) - Number(a)));
      const facets = (await browser.call(facetsRoute, { method: 'POST', body: { locale: 'fr_FR' } })).body as BeneficiaryFacets;
      expect(facets.stars.reduce((n, s) => n + s.count, 0)).toBe(offers.totalCount);
      expect(facets.regions.reduce((n, r) => n + r.count, 0)).toBe(offers.totalCount);
      const stars = facets.stars[0].value;
      const filtered = (await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR', stars: [stars] } })).body as BeneficiaryOffersResponse;
      expect(filtered.totalCount).toBe(facets.stars[0].count);
      expect(filtered.exactMatches.every((c) => c.hotel.stars === stars)).toBe(true);
    });

    it('a stay voucher lists giftable stays of its nights', async () => {
      const { code } = await issueVoucher(t.db, { kind: 'STAY', value: 15000, nights: 1 });
      const browser = await loggedIn(code);
      const offers = (await browser.call(offersRoute, { method: 'POST', body: { locale: 'it_IT' } })).body as BeneficiaryOffersResponse;
      expect(offers.gift).toMatchObject({ kind: 'STAY', value: 15000, nights: 1, box: null });
      const giftable = await t.db.selectFrom('offer').select(['id', 'giftable']).where('id', 'in', offers.exactMatches.map((c) => c.id).concat([0])).execute();
      expect(giftable.every((o) => Number(o.giftable) === 1)).toBe(true);
    });

    it('searches by check-in and nights: only the stays bookable then, priced for those dates; by hotel: its packages', async () => {
      const { code, value } = await boxCode1();
      const browser = await loggedIn(code);
      const search = async (body: Record<string, unknown>) => (await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR', ...body } })).body as BeneficiaryOffersResponse;
      const { hotel_id: hotelId } = await t.db.selectFrom('offer').select('hotel_id').where('id', '=', boxStay.offerId).executeTakeFirstOrThrow();
      const dated = await search({ checkin: boxStay.checkin, nights: 1, hotelId });
      const card = dated.exactMatches.find((c) => c.id === boxStay.offerId)!;
      // The price of those dates, as the checkout's cart charges it, never 'from'; the supplement against the gift.
      expect(card).toMatchObject({ price: (await boxCart(code)).total, priceFrom: false, nights: 1 });
      expect(card.supplement).toBe(supplementOf(card.price, value));
      expect(dated.pageSize).toBe(20);
      expect(dated.exactMatches.every((c) => c.hotel.id === Number(hotelId))).toBe(true);
      // Every stay listed is open that night with a room left.
      const nights = await t.db.selectFrom('availability').select(['offer_id', 'closed', 'rooms_left']).where('day', '=', boxStay.checkin).where('offer_id', 'in', dated.exactMatches.map((c) => c.id)).execute();
      expect(nights.every((n) => Number(n.closed) === 0 && Number(n.rooms_left) >= 1) && nights.length === dated.exactMatches.length).toBe(true);
      // The night closed: the stay is no longer bookable then, nor counted.
      await t.db.updateTable('availability').set({ closed: 1 }).where('offer_id', '=', boxStay.offerId).where('day', '=', boxStay.checkin).execute();
      try {
        const closed = await search({ checkin: boxStay.checkin, nights: 1, hotelId });
        expect(closed.exactMatches.map((c) => c.id)).not.toContain(boxStay.offerId);
        const facets = (await browser.call(facetsRoute, { method: 'POST', body: { locale: 'fr_FR', checkin: boxStay.checkin, nights: 1 } })).body as BeneficiaryFacets;
        expect(facets.hotels.find((h) => h.value === Number(hotelId))?.count ?? 0).toBe(closed.totalCount);
      } finally {
        await t.db.updateTable('availability').set({ closed: 0 }).where('offer_id', '=', boxStay.offerId).where('day', '=', boxStay.checkin).execute();
      }
      // Undated, the price reads 'from' when the stay's nights are priced differently.
      const prices = await t.db.selectFrom('availability').select(['price']).where('offer_id', '=', boxStay.offerId).where('day', '>=', t.today).where('closed', '=', 0).where('rooms_left', '>=', 1).execute();
      const undated = (await search({ hotelId })).exactMatches.find((c) => c.id === boxStay.offerId)!;
      expect(undated.priceFrom).toBe(new Set(prices.map((p) => Number(p.price))).size > 1);
      // The hotel facet counts each hotel's stays; a check-in past is bookable nowhere; unknown fields are refused.
      const facets = (await browser.call(facetsRoute, { method: 'POST', body: { locale: 'fr_FR' } })).body as BeneficiaryFacets;
      expect(facets.hotels.reduce((n, h) => n + h.count, 0)).toBe((await search({})).totalCount);
      expect((await search({ checkin: addDays(t.today, -1) })).totalCount).toBe(0);
      expect((await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR', affiliateId: 7 } })).status).toBe(400);
    });

    it('answers the calendar from the database: the same price as the checkout, and the §5 day status', async () => {
      const { code, value } = await boxCode1();
      const browser = await loggedIn(code);
      const month = boxStay.checkin.slice(0, 7);
      const answer = await browser.call(checkinPricesRoute, { query: { offerId: String(boxStay.offerId), locale: 'fr_FR', month, nights: '1', adult: '2', giftPrice: String(value) } });
      expect(answer.status).toBe(200);
      const calendar = answer.body as CheckinPricesResponse;
      const day = calendar.days.find((d) => d.day === boxStay.checkin)!;
      expect(day.displayTotalPrice).not.toBeNull();
      const cart = await boxCart(code);
      expect(day.displayTotalPrice).toBe(cart.total);
      const status = dayStatus(day, value, 1);
      expect(status).toBe(cart.total <= value ? 'included' : 'supplement');
      expect(cart.remainingAmountToPay).toBe(supplementOf(cart.total, value));
      // The nights are the search's, never fewer than the gift's; the answer is the session's, never shared by a cache.
      expect((await browser.call(checkinPricesRoute, { query: { offerId: String(boxStay.offerId), locale: 'fr_FR', month, nights: '3' } })).body).toMatchObject({ nights: 3 });
      expect((await browser.call(checkinPricesRoute, { query: { offerId: String(boxStay.offerId), locale: 'fr_FR', month } })).body).toMatchObject({ nights: 1 });
      expect(answer.headers['cache-control']).toBe('no-store');
      // Past days have no data; an unknown offer is 404; a bad month 400.
      const past = (await browser.call(checkinPricesRoute, { query: { offerId: String(boxStay.offerId), locale: 'fr_FR', month: t.today.slice(0, 7) } })).body as CheckinPricesResponse;
      expect(past.days.filter((d) => d.day < t.today).every((d) => d.displayTotalPrice === null)).toBe(true);
      expect((await browser.call(checkinPricesRoute, { query: { offerId: '999999999', locale: 'fr_FR', month } })).status).toBe(404);
      expect((await browser.call(checkinPricesRoute, { query: { offerId: String(boxStay.offerId), locale: 'fr_FR', month: '2026-13' } })).status).toBe(400);
    });
  });

  describe('booking with the code', () => {
    it('charges only the supplement, marks the code used in the order, and refuses it the second time', async () => {
      const { code, value } = await boxCode1();
      const cart = await boxCart(code);
      const supplement = supplementOf(cart.total, value);
      expect(cart.giftcards).toEqual([{ serialNumber: code.slice(0, 4), kind: 'BOX', usedAmount: Math.min(value, cart.total), balanceAfter: 0 }]);
      const answer = await post(ordersRoute, orderBody(boxStay, cart.total, { giftCodes: [code], shownRemaining: supplement, paymentMethod: supplement === 0 ? 'giftCode' : 'hotel' }));
      expect(answer.status).toBe(200);
      const order = placedOrderSchema.parse(answer.body);
      expect(order).toMatchObject({ status: 'confirmed', total: cart.total, giftCodeAmount: cart.total - supplement, payAtHotel: supplement, paidNow: 0, paymentMethod: supplement === 0 ? 'giftCode' : 'hotel' });
      const voucher = await voucherOf(code.slice(0, 4));
      expect(voucher).toMatchObject({ status: 'redeemed' });
      expect(Number(voucher.balance_amount)).toBe(0);
      const uses = await t.db.selectFrom('voucher_use').selectAll().where('voucher_id', '=', voucher.id).execute();
      expect(uses.map((u) => [u.kind, Number(u.amount)])).toEqual([['use', cart.total - supplement]]);
      // The second time: the login, the cart and an order all refuse it.
      expect((await login(code)).body).toMatchObject({ code: 'GIFT_CODE_USED', textId: 'giftCode.error.used' });
      expect((await post(stayCartRoute, { ...stayCriteria(boxStay), giftCodes: [code] })).body).toMatchObject({ code: 'GIFT_CODE_USED' });
      expect((await post(ordersRoute, orderBody(boxStay, cart.total, { giftCodes: [code] }))).body).toMatchObject({ code: 'GIFT_CODE_USED' });
    });

    it("books with the gift of the beneficiary's session: the code never sent again, only the supplement charged, the session ended once the gift is spent", async () => {
      const { code, value } = await boxCode1();
      const browser = await loggedIn(code);
      const cartAnswer = await browser.call(stayCartRoute, { method: 'POST', body: { ...stayCriteria(boxStay), beneficiaryGift: true } });
      expect(cartAnswer.status).toBe(200);
      const cart = stayCartSchema.parse(cartAnswer.body);
      const supplement = supplementOf(cart.total, value);
      expect(cart).toMatchObject({ remainingAmountToPay: supplement, giftcards: [{ serialNumber: code.slice(0, 4), kind: 'BOX', usedAmount: Math.min(value, cart.total) }] });
      const body = orderBody(boxStay, cart.total, { beneficiaryGift: true, shownRemaining: supplement, paymentMethod: supplement === 0 ? 'giftCode' : 'hotel' });
      // The session's cookie is a credential: the order repeats the page's CSRF token.
      expect((await browser.call(ordersRoute, { method: 'POST', body, csrf: null })).body).toMatchObject({ error: 'csrf' });
      const placed = await browser.call(ordersRoute, { method: 'POST', body });
      expect(placed.status).toBe(200);
      expect(placedOrderSchema.parse(placed.body)).toMatchObject({ status: 'confirmed', giftCodeAmount: cart.total - supplement, payAtHotel: supplement });
      expect(await voucherOf(code.slice(0, 4))).toMatchObject({ status: 'redeemed' });
      // The gift spent, its session ends: the cookie is cleared, the calls say so.
      expect(placed.cookies).toEqual([expect.stringMatching(/^escapade-gift=; Path=\/; Max-Age=0;/)]);
      expect((await browser.call(stayCartRoute, { method: 'POST', body: { ...stayCriteria(boxStay), beneficiaryGift: true } })).body).toMatchObject({ code: 'BENEFICIARY_SESSION_ENDED' });
      // A retry of the order (its answer lost) still gets the order back.
      const retried = await browser.call(ordersRoute, { method: 'POST', body });
      expect(retried.status).toBe(200);
      expect((retried.body as { bookingNumber: string }).bookingNumber).toBe((placed.body as { bookingNumber: string }).bookingNumber);
      // Without the session's flag, the same browser books as anyone.
      expect((await browser.call(stayCartRoute, { method: 'POST', body: stayCriteria(boxStay) })).status).toBe(200);
    });

    it('two tabs booking with one code at once: one order, the other refused, nothing else changed', async () => {
      const { code, value } = await boxCode1();
      const cart = await boxCart(code);
      const supplement = supplementOf(cart.total, value);
      const orders = await Promise.all(
        [0, 1].map(() => post(ordersRoute, orderBody(boxStay, cart.total, { giftCodes: [code], shownRemaining: supplement, paymentMethod: supplement === 0 ? 'giftCode' : 'bankTransfer' }))),
      );
      expect(orders.map((o) => o.status).sort()).toEqual([200, 409]);
      expect(orders.find((o) => o.status === 409)!.body).toMatchObject({ code: 'GIFT_CODE_USED' });
      const voucher = await voucherOf(code.slice(0, 4));
      expect(await t.db.selectFrom('voucher_use').select('id').where('voucher_id', '=', voucher.id).execute()).toHaveLength(1);
    });

    it('refuses a box code for a stay the box does not open, and a paid-by-code method while something is left', async () => {
      const { code } = await boxCode1();
      expect((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [code] })).body).toMatchObject({ code: 'GIFT_CODE_NOT_VALID_HERE' });
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 100 });
      const cart = stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [card.code] })).body);
      expect((await post(ordersRoute, orderBody(stay, cart.total, { giftCodes: [card.code], paymentMethod: 'giftCode' }))).status).toBe(400);
      // A remainder other than the one shown (the card spent meanwhile elsewhere) is a price change.
      expect((await post(ordersRoute, orderBody(stay, cart.total, { giftCodes: [card.code], shownRemaining: cart.total }))).body).toMatchObject({ code: 'PRICE_CHANGED' });
    });
  });

  describe('gift cards as payment', () => {
    it('pays part of a stay; the rest by the method; the balance kept per use', async () => {
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 5000 });
      const cart = stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [card.code] })).body);
      expect(cart.remainingAmountToPay).toBe(cart.total - 5000);
      expect(cart.paymentMethods.find((m) => m.method === 'bankTransfer')).toMatchObject({ paidNow: cart.total - 5000 });
      const order = placedOrderSchema.parse((await post(ordersRoute, orderBody(stay, cart.total, { giftCodes: [card.code], shownRemaining: cart.total - 5000, paymentMethod: 'bankTransfer' }))).body);
      expect(order).toMatchObject({ status: 'pending_payment', paidNow: cart.total - 5000, giftCodeAmount: 5000, bankTransfer: { amount: cart.total - 5000 }, giftcards: [{ kind: 'GIFTCARD', usedAmount: 5000, balanceAfter: 0 }] });
      expect(await voucherOf(card.code.slice(0, 4))).toMatchObject({ status: 'redeemed' });
    });

    it("says the code's share in the confirmation e-mail and in My booking, then what is left to pay at the hotel", async () => {
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 5000 });
      const cart = stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [card.code] })).body);
      const rest = cart.total - 5000;
      const order = placedOrderSchema.parse((await post(ordersRoute, orderBody(stay, cart.total, { giftCodes: [card.code], shownRemaining: rest, paymentMethod: 'hotel' }))).body);
      const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
      const row = await t.db.selectFrom('order').select('id').where('booking_number', '=', order.bookingNumber).executeTakeFirstOrThrow();
      const mail = await t.db.selectFrom('outbox_mail').select('text').where('order_id', '=', row.id).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
      const lines = mail.text.replace(/[\u00a0\u202f]/g, ' ').split('\n');
      const total = lines.indexOf(`Total : ${euros(cart.total)}`);
      expect(total).toBeGreaterThan(0);
      expect(lines.slice(total + 1, total + 3)).toEqual([`Payé avec le code ${card.code.slice(0, 4)}… : ${euros(5000)}`, `À régler à l'hôtel : ${euros(rest)}`]);
      const found = await post(lookupRoute, { bookingNumber: order.bookingNumber, email: BUYER.email });
      expect(found.body).toMatchObject({ total: cart.total, giftCodeAmount: 5000, payAtHotel: rest, giftcards: [{ serialNumber: card.code.slice(0, 4), usedAmount: 5000 }] });
    });

    it('pays a whole stay, keeps the rest, and gets the refund back when the booking is cancelled', async () => {
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 1_000_000 });
      const cart = stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [card.code] })).body);
      expect(cart.remainingAmountToPay).toBe(0);
      const order = placedOrderSchema.parse((await post(ordersRoute, orderBody(stay, cart.total, { giftCodes: [card.code], shownRemaining: 0, paymentMethod: 'giftCode' }))).body);
      expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: cart.total });
      const row = await t.db.selectFrom('order').select('id').where('booking_number', '=', order.bookingNumber).executeTakeFirstOrThrow();
      const mail = await t.db.selectFrom('outbox_mail').select('text').where('order_id', '=', row.id).executeTakeFirstOrThrow();
      expect(mail.text).toContain('Vos codes règlent la totalité : plus rien à payer.');
      expect(mail.text).not.toContain("À régler à l'hôtel");
      let voucher = await voucherOf(card.code.slice(0, 4));
      expect(Number(voucher.balance_amount)).toBe(1_000_000 - cart.total);
      const cancelled = await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { accessKey: order.accessKey } });
      expect(cancelled.status).toBe(200);
      const refund = (cancelled.body as { refundAmount: number }).refundAmount;
      expect(refund).toBeGreaterThan(0);
      voucher = await voucherOf(card.code.slice(0, 4));
      expect(Number(voucher.balance_amount)).toBe(1_000_000 - cart.total + refund);
      const ledger = await t.db.selectFrom('voucher_use').select(['kind', 'amount', 'balance_after']).where('voucher_id', '=', voucher.id).orderBy('id').execute();
      expect(ledger.map((l) => [l.kind, Number(l.amount), Number(l.balance_after)])).toEqual([
        ['use', cart.total, 1_000_000 - cart.total],
        ['refund', refund, 1_000_000 - cart.total + refund],
      ]);
    });

    it('a cancelled box booking gives the box code back whole', async () => {
      const { code, value } = await boxCode1();
      const cart = await boxCart(code);
      const supplement = supplementOf(cart.total, value);
      const order = placedOrderSchema.parse((await post(ordersRoute, orderBody(boxStay, cart.total, { giftCodes: [code], shownRemaining: supplement, paymentMethod: supplement === 0 ? 'giftCode' : 'hotel' }))).body);
      await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { accessKey: order.accessKey } });
      const voucher = await voucherOf(code.slice(0, 4));
      expect(voucher).toMatchObject({ status: 'active' });
      expect(Number(voucher.balance_amount)).toBe(value);
      expect((await login(code)).status).toBe(200);
    });

    it('pays a gift card bought at the gift checkout; a box code cannot', async () => {
      const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 8000 });
      const cartBody = { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', giftCodes: [card.code] };
      const cart = giftCartSchema.parse((await post(giftCartRoute, cartBody)).body);
      expect(cart).toMatchObject({ total: 5000, remainingAmountToPay: 0, giftcards: [{ usedAmount: 5000, balanceAfter: 3000 }] });
      const answer = await post(giftOrderRoute, { ...cartBody, buyer: BUYER, paymentMethod: 'giftCode', shownTotal: 5000, shownRemaining: 0, idempotencyKey: randomUUID() });
      expect(answer.status).toBe(200);
      const order = placedOrderSchema.parse(answer.body);
      expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'giftCode', giftCodeAmount: 5000 });
      // Paid by the card alone: the new gift card's own code is made and e-mailed in the same transaction.
      expect(order.gift?.vouchers).toHaveLength(1);
      expect(Number((await voucherOf(card.code.slice(0, 4))).balance_amount)).toBe(3000);
      const { code } = await boxCode1();
      expect((await post(giftCartRoute, { ...cartBody, giftCodes: [code] })).body).toMatchObject({ code: 'GIFT_CODE_NOT_VALID_HERE' });
    });
  });
});
