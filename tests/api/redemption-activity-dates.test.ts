/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { placedOrderSchema, stayCartSchema } from '@/contracts/checkout.schema';
import { supplementOf, type BeneficiaryOfferCard, type BeneficiaryOffersResponse } from '@/contracts/redemption';
import { addDays } from '@/lib/days';
import { findProgram } from '@/server/catalog/product/product.repository';
import { programLines } from '@/server/catalog/quote/quote.service';
import type { Database } from '@/server/db/database';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import { issueVoucher, type VoucherToIssue } from '@/server/redemption/issue-voucher';
import { beneficiarySearchLimiter, giftCodeLimiter } from '@/server/redemption/redemption-limits';
import type { SeededTestDb } from '@/testing/test-db';
import offersRoute from '../../pages/api/beneficiary/offers';
import stayCartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import { GiftBrowser } from './beneficiary.helpers';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { orderBody, stayCriteria, type BookableStay } from './orders.helpers';

/**
 * A 2-night stay whose programme has activities to date (§4: activities, stays of 2 nights or more), bookable for 2
 * three weeks ahead or later, and a gift that buys it: a 2-night digital box holding it, else a 2-night stay voucher.
 */
async function findDatedGiftStay(db: Kysely<Database>, today: string): Promise<{ gift: VoucherToIssue; stay: BookableStay; activityIds: number[] }> {
  const boxed = await db
    .selectFrom('gift_box_offer as g')
    .innerJoin('gift_box as b', 'b.code', 'g.code')
    .select(['g.offer_id', 'g.code'])
    .where('b.nights', '=', 2)
    .where('b.format', '=', 'digital')
    .orderBy('g.code')
    .execute();
  const boxOf = new Map(boxed.map((b) => [Number(b.offer_id), b.code]));
  const rows = await db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .innerJoin('room as r', 'r.id', 'o.room_id')
    .select(['o.id', 'o.cancellation_days', 'o.giftable'])
    .where('o.item_category', '=', 'weekend')
    .where('o.published', '=', 1)
    .where('o.expires_at', 'is', null)
    .where('h.active', '=', 1)
    .where('r.max_capacity', '>=', 2)
    .where('o.min_nights', '<=', 2)
    .where('o.max_nights', '>=', 2)
    .orderBy('o.id')
    .execute();
  // A box's stays first, then the giftable ones (a stay voucher's).
  const offers = [...rows.filter((o) => boxOf.has(Number(o.id))), ...rows.filter((o) => !boxOf.has(Number(o.id)) && Number(o.giftable) === 1)];
  for (const o of offers) {
    const activityIds = programLines(await findProgram(db, Number(o.id), 'fr_FR'), 2)
      .filter((l) => l.needsDate)
      .map((l) => l.activityId);
    if (activityIds.length === 0) continue;
    const nights = await db.selectFrom('availability').selectAll().where('offer_id', '=', Number(o.id)).where('day', '>=', addDays(today, 21)).orderBy('day').limit(60).execute();
    for (let i = 0; i + 2 <= nights.length; i++) {
      const [first, second] = nights.slice(i, i + 2);
      if (second.day !== addDays(first.day, 1) || first.min_stay > 2 || [first, second].some((n) => n.closed !== 0 || n.rooms_left < 2)) continue;
      const boxCode = boxOf.get(Number(o.id));
      const gift: VoucherToIssue = boxCode ? { kind: 'BOX', boxCode } : { kind: 'STAY', value: 20000, nights: 2 };
      return { gift, stay: { offerId: Number(o.id), checkin: first.day, nights: 2, cancellationDays: Number(o.cancellation_days) }, activityIds };
    }
  }
  throw new Error('no 2-night gift stay with activities to date in the test catalog');
}

// docs/redemption.md: a beneficiary's stay of 2 nights or more asks for its activity dates before the checkout, and
// an order paid with the gift code without them is refused as any order is (400 `activityDates`), on each engine.
describe.each(DATABASES)('activity dates of a beneficiary stay on %s', (_engine, url) => {
  let t: SeededTestDb;
  let gift: VoucherToIssue;
  let stay: BookableStay;
  let activityIds: number[];

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    ({ gift, stay, activityIds } = await findDatedGiftStay(t.db, t.today));
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const limiter of [orderLimiter, lookupLimiter, giftCodeLimiter, beneficiarySearchLimiter]) await limiter.reset();
  });

  const post = (route: Parameters<typeof call>[0], body: unknown) => call(route, { method: 'POST', body });
  const voucherOf = (prefix: string) => t.db.selectFrom('voucher').selectAll().where('code_prefix', '=', prefix).orderBy('id', 'desc').executeTakeFirstOrThrow();

  /** A beneficiary logged in with a code (the session's cookie in the browser). */
  const loggedIn = async (code: string) => {
    const browser = new GiftBrowser();
    expect((await browser.login(code)).status).toBe(200);
    return browser;
  };

  /** The gift's cards, page after page, until the one asked for. */
  async function cardOf(code: string, offerId: number): Promise<BeneficiaryOfferCard | undefined> {
    const browser = await loggedIn(code);
    for (let page = 0; page < 50; page++) {
      const answer = await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR', page } });
      expect(answer.status).toBe(200);
      const offers = answer.body as BeneficiaryOffersResponse;
      const card = offers.exactMatches.find((c) => c.id === offerId);
      if (card || (page + 1) * offers.pageSize >= offers.totalCount) return card;
    }
    return undefined;
  }

  it("lists each card's activities to date for the gift's nights, as the checkout's programme needs them", async () => {
    const { code } = await issueVoucher(t.db, gift);
    const card = await cardOf(code, stay.offerId);
    expect(card).toBeDefined();
    const cart = stayCartSchema.parse((await post(stayCartRoute, { ...stayCriteria(stay), giftCodes: [code] })).body);
    const needed = cart.programLines.filter((l) => l.needsDate).map((l) => ({ activityId: l.activityId, title: l.title }));
    expect(needed.map((a) => a.activityId)).toEqual(activityIds);
    expect(card!.activitiesToDate).toEqual(needed);
  });

  it('asks no activity date of a 1-night gift (§4: stays of 2 nights or more)', async () => {
    const { code } = await issueVoucher(t.db, { kind: 'STAY', value: 20000, nights: 1 });
    const offers = (await (await loggedIn(code)).call(offersRoute, { method: 'POST', body: { locale: 'fr_FR' } })).body as BeneficiaryOffersResponse;
    expect(offers.exactMatches.length).toBeGreaterThan(0);
    expect(offers.exactMatches.every((c) => Array.isArray(c.activitiesToDate) && c.activitiesToDate.length === 0)).toBe(true);
  });

  it("refuses the order paid with the session's gift without its activity dates, or with the checkout day, and leaves the gift unspent; books with them", async () => {
    const { code, value } = await issueVoucher(t.db, gift);
    const browser = await loggedIn(code);
    const postAs = (route: Parameters<typeof call>[0], body: unknown) => browser.call(route, { method: 'POST', body });
    // The cart of a checkout address without activity dates answers (the page asks for them from its programme).
    const cart = stayCartSchema.parse((await postAs(stayCartRoute, { ...stayCriteria(stay), beneficiaryGift: true })).body);
    expect(cart.criteria.activityDates).toEqual([]);
    expect(cart.programLines.filter((l) => l.needsDate).map((l) => l.activityId)).toEqual(activityIds);
    const supplement = supplementOf(cart.total, value);
    const paid = { beneficiaryGift: true, shownRemaining: supplement, paymentMethod: supplement === 0 ? 'giftCode' : 'hotel' };
    const refusal = { error: 'bad_request', issues: [{ path: 'activityDates', message: 'Please choose your activity dates.' }] };

    // Without them (the beneficiary's Book before this change), with one missing, with a day after the last night.
    const without = await postAs(ordersRoute, orderBody(stay, cart.total, paid));
    expect(without).toMatchObject({ status: 400, body: refusal });
    if (activityIds.length > 1) {
      const oneMissing = await postAs(ordersRoute, orderBody(stay, cart.total, { ...paid, activityDates: [`${activityIds[0]}_0`] }));
      expect(oneMissing).toMatchObject({ status: 400, body: refusal });
    }
    const checkoutDay = await postAs(ordersRoute, orderBody(stay, cart.total, { ...paid, activityDates: activityIds.map((id) => `${id}_2`) }));
    expect(checkoutDay).toMatchObject({ status: 400, body: refusal });

    // Nothing spent: the voucher is whole, without a use, and the login still opens it.
    const before = await voucherOf(code.slice(0, 4));
    expect(before).toMatchObject({ status: 'active' });
    expect(Number(before.balance_amount)).toBe(value);
    expect(await t.db.selectFrom('voucher_use').select('id').where('voucher_id', '=', before.id).execute()).toHaveLength(0);
    expect((await new GiftBrowser().login(code)).status).toBe(200);

    // With a day of the stay for each activity, as the beneficiary's calendar and the checkout's own step hand off.
    const dates = activityIds.map((id, i) => `${id}_${i % 2}`);
    const dated = stayCartSchema.parse((await postAs(stayCartRoute, { ...stayCriteria(stay), activityDates: dates, beneficiaryGift: true })).body);
    expect(dated.criteria.activityDates).toEqual(dates);
    expect(dated.total).toBe(cart.total);
    const answer = await postAs(ordersRoute, orderBody(stay, dated.total, { ...paid, activityDates: dates }));
    expect(answer.status).toBe(200);
    const order = placedOrderSchema.parse(answer.body);
    expect(order).toMatchObject({ status: 'confirmed', total: dated.total, giftCodeAmount: dated.total - supplement });
    const row = await t.db.selectFrom('order').select('activity_dates').where('booking_number', '=', order.bookingNumber).executeTakeFirstOrThrow();
    expect(JSON.parse(row.activity_dates)).toEqual(dates);
    expect(await voucherOf(code.slice(0, 4))).toMatchObject({ status: 'redeemed' });
  });
});
