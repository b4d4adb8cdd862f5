/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { modificationOptionsSchema, modifiedOrderSchema } from '@/contracts/booking-modification.schema';
import { cancelledOrderSchema, checkoutProblemSchema, orderViewSchema, placedOrderSchema, stayCartSchema, type StayCart } from '@/contracts/checkout.schema';
import { quoteSchema } from '@/contracts/quote.schema';
import { weekendDetailSchema } from '@/contracts/weekend-detail.schema';
import { addDays } from '@/lib/days';
import { lookupLimiter, modifyLimiter, orderLimiter } from '@/server/orders/order-limits';
import type { SeededTestDb } from '@/testing/test-db';
import cancelRoute from '../../pages/api/orders/[bookingNumber]/cancel';
import modifyRoute from '../../pages/api/orders/[bookingNumber]/modify/index';
import optionsRoute from '../../pages/api/orders/[bookingNumber]/modify/options';
import lookupRoute from '../../pages/api/orders/lookup';
import cartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import quoteRoute from '../../pages/api/weekend/[id]/quote.json';
import liveQuoteRoute from '../../pages/api/weekend/[id]/quote-realtime.json';
import detailRoute from '../../pages/api/weekend/[id]/detail.json';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, stayCriteria, type BookableStay } from './orders.helpers';

/** The testers' flags cookie (demo mode believes it): the request is in the automatic discount's variation. */
const IN_VARIATION = { cookie: 'escapade-flags=autoDiscountCode%3Aon' };
const CODE = 'EXTRA10';

/** 10 % of each night rounded up to the cent, night by night (src/shared/auto-discount.ts). */
const tenPercentOff = (nights: readonly number[]) => nights.reduce((sum, price) => sum + Math.ceil(price / 10), 0);

describe.each(DATABASES)('the automatic discount at checkout on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let nightPrices: number[];
  let full: StayCart;
  let discounted: StayCart;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    await t.db.updateTable('offer').set({ auto_discount_code: CODE, auto_discount_value: 10 }).where('id', '=', stay.offerId).execute();
    const days = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin, i));
    await t.db.updateTable('availability').set({ rooms_left: 20 }).where('offer_id', '=', stay.offerId).where('day', 'in', days).execute();
    full = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
    discounted = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay), headers: IN_VARIATION })).body);
    // The family's price of each night, as an order without the discount holds them.
    const order = placedOrderSchema.parse((await call(ordersRoute, { method: 'POST', body: orderBody(stay, full.total) })).body);
    const held = await t.db.selectFrom('order_night_hold').innerJoin('order', 'order.id', 'order_night_hold.order_id').select(['price']).where('booking_number', '=', order.bookingNumber).orderBy('day').execute();
    nightPrices = held.map((h) => Number(h.price));
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await orderLimiter.reset();
    await lookupLimiter.reset();
    await modifyLimiter.reset();
  });

  const quoteQuery = () => ({ id: String(stay.offerId), checkin: stay.checkin, nights: String(stay.nights), adult: '2', locale: 'fr_FR' });

  it('answers the discount line and the discounted total in the quotes and the priced detail, for the variation only', async () => {
    const amount = tenPercentOff(nightPrices);
    const quote = quoteSchema.parse((await call(quoteRoute, { query: quoteQuery(), headers: IN_VARIATION })).body);
    expect(quote.priceInfo?.sellPrice).toBe(full.stayPrice);
    expect(quote.autoDiscount).toEqual({ code: CODE, percent: 10, amount, total: full.stayPrice - amount });
    expect(quoteSchema.parse((await call(quoteRoute, { query: quoteQuery() })).body).autoDiscount).toBeNull();
    const live = quoteSchema.parse((await call(liveQuoteRoute, { query: { ...quoteQuery(), shownPrice: String(full.stayPrice) }, headers: IN_VARIATION })).body);
    expect(live.autoDiscount).toEqual(quote.autoDiscount);
    const detailQuery = { id: String(stay.offerId), checkin: stay.checkin, night: String(stay.nights), adult: '2', locale: 'fr_FR' };
    const detail = weekendDetailSchema.parse((await call(detailRoute, { query: detailQuery, headers: IN_VARIATION })).body);
    expect(detail.quote?.autoDiscount).toEqual(quote.autoDiscount);
    expect(weekendDetailSchema.parse((await call(detailRoute, { query: detailQuery })).body).quote?.autoDiscount).toBeNull();
  });

  it('prices the cart with the discount off the stay, the insurance on the stay as sold, and the methods on the discounted total', async () => {
    const amount = tenPercentOff(nightPrices);
    expect(full.autoDiscount).toBeNull();
    expect(full.total).toBe(full.stayPrice);
    expect(discounted).toMatchObject({ stayPrice: full.stayPrice, autoDiscount: { code: CODE, percent: 10, amount }, total: full.stayPrice - amount, localTaxAtHotel: full.localTaxAtHotel });
    expect(discounted.lines).toEqual(full.lines);
    expect(discounted.insuranceAmount).toBe(Math.ceil(((full.stayPrice - amount) * 4) / 100));
    expect(discounted.paymentMethods.find((m) => m.method === 'hotel')).toMatchObject({ payAtHotel: discounted.total });
    const insured = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), insurance: true }, headers: IN_VARIATION })).body);
    expect(insured.total).toBe(discounted.total + discounted.insuranceAmount);
  });

  it('never takes the discount from the browser: a body naming one is refused, and the discounted total without the variation is a price change', async () => {
    const named = await call(ordersRoute, { method: 'POST', body: orderBody(stay, discounted.total, { autoDiscount: { code: CODE, percent: 10, amount: 1 } }) });
    expect(named.status).toBe(400);
    const outside = await call(ordersRoute, { method: 'POST', body: orderBody(stay, discounted.total) });
    expect(outside.status).toBe(409);
    expect(checkoutProblemSchema.parse(outside.body)).toMatchObject({ code: 'PRICE_CHANGED', priceChange: { previous: discounted.total, current: full.total } });
    // In the variation, the full price is no longer the price: refused too.
    const undiscounted = await call(ordersRoute, { method: 'POST', body: orderBody(stay, full.total), headers: IN_VARIATION });
    expect(checkoutProblemSchema.parse(undiscounted.body)).toMatchObject({ code: 'PRICE_CHANGED', priceChange: { previous: full.total, current: discounted.total } });
  });

  it('stores what was paid: the code, percent and amount on the order, each night as sold, the e-mail and the booking saying it; a cancellation refunds 80 % of what was paid', async () => {
    const answer = await call(ordersRoute, { method: 'POST', body: orderBody(stay, discounted.total), headers: IN_VARIATION });
    expect(answer.status).toBe(200);
    const order = placedOrderSchema.parse(answer.body);
    const amount = tenPercentOff(nightPrices);
    expect(order).toMatchObject({ total: discounted.total, payAtHotel: discounted.total, autoDiscount: { code: CODE, percent: 10, amount } });
    const row = await t.db.selectFrom('order').selectAll().where('booking_number', '=', order.bookingNumber).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stay_amount: full.stayPrice, auto_discount_code: CODE, auto_discount_amount: amount, total_amount: discounted.total });
    expect(Number(row.auto_discount_percent)).toBe(10);
    const holds = await t.db.selectFrom('order_night_hold').select('price').where('order_id', '=', row.id).orderBy('day').execute();
    const sold = holds.map((h) => Number(h.price));
    expect(sold).toEqual(nightPrices.map((price) => price - Math.ceil(price / 10)));
    const mail = await t.db.selectFrom('outbox_mail').select('text').where('order_id', '=', row.id).executeTakeFirstOrThrow();
    const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(mail.text).toContain(`Remise automatique ${CODE} −10 % : ${euros(-amount)}\nTotal : ${euros(discounted.total)}`);
    const looked = orderViewSchema.parse((await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: BUYER.email } })).body);
    expect(looked.autoDiscount).toEqual({ code: CODE, percent: 10, amount });
    expect(looked.refundIfCancelledNow).toBe(sold.reduce((sum, price) => sum + Math.round(price * 0.8), 0));
    const cancelled = cancelledOrderSchema.parse((await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { email: BUYER.email } })).body);
    expect(cancelled.refundAmount).toBe(looked.refundIfCancelledNow);
  });

  it("keeps the booking's discount through a modification, whatever the flag, and never gives one to a booking sold without", async () => {
    const order = placedOrderSchema.parse((await call(ordersRoute, { method: 'POST', body: orderBody(stay, discounted.total), headers: IN_VARIATION })).body);
    const forOne = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), adults: 1 }, headers: IN_VARIATION })).body);
    const proof = { email: BUYER.email };
    const listed = modificationOptionsSchema.parse((await call(optionsRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { ...proof, checkin: stay.checkin, nights: stay.nights, adults: 1 } })).body);
    expect(listed.options.find((o) => o.offerId === stay.offerId)).toMatchObject({ total: forOne.total, difference: forOne.total - order.total });
    const changed = await call(modifyRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { ...proof, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 1, shownTotal: forOne.total } });
    expect(changed.status).toBe(200);
    const result = modifiedOrderSchema.parse(changed.body);
    expect(result).toMatchObject({ previousTotal: discounted.total, difference: forOne.total - discounted.total });
    expect(result.order).toMatchObject({ total: forOne.total, autoDiscount: { code: CODE, percent: 10, amount: forOne.autoDiscount!.amount } });
    // A booking sold without the discount is priced without it, even in the variation.
    const plain = placedOrderSchema.parse((await call(ordersRoute, { method: 'POST', body: orderBody(stay, full.total) })).body);
    const plainForOne = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), adults: 1 } })).body);
    const again = await call(modifyRoute, { method: 'POST', query: { bookingNumber: plain.bookingNumber }, body: { ...proof, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 1, shownTotal: plainForOne.total }, headers: IN_VARIATION });
    expect(again.status).toBe(200);
    expect(modifiedOrderSchema.parse(again.body).order).toMatchObject({ total: plainForOne.total, autoDiscount: null });
  });
});
