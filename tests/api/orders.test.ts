/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { checkoutProblemSchema, orderViewSchema, placedOrderSchema, stayCartSchema, type PlacedOrder, type StayCart } from '@/contracts/checkout.schema';
import { addDays } from '@/lib/days';
import { markPaid } from '@/server/orders/orders.repository';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import type { SeededTestDb } from '@/testing/test-db';
import cancelRoute from '../../pages/api/orders/[bookingNumber]/cancel';
import invoiceRoute from '../../pages/api/orders/[bookingNumber]/invoice';
import orderRoute from '../../pages/api/orders/[bookingNumber]';
import cartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import lookupRoute from '../../pages/api/orders/lookup';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, roomsLeft, stayCriteria, type BookableStay } from './orders.helpers';

describe.each(DATABASES)('stay checkout and orders on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let cart: StayCart;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    const answer = await call(cartRoute, { method: 'POST', body: stayCriteria(stay) });
    cart = stayCartSchema.parse(answer.body);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await orderLimiter.reset();
    await lookupLimiter.reset();
  });

  const place = async (body: Record<string, unknown>) => call(ordersRoute, { method: 'POST', body });
  const placed = async (body: Record<string, unknown>): Promise<PlacedOrder> => {
    const answer = await place(body);
    expect(answer.status).toBe(200);
    return placedOrderSchema.parse(answer.body);
  };
  const orderCount = async () => Number((await t.db.selectFrom('order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('POST /api/checkout/stay/cart', () => {
    it('prices the stay from availability, the tourist tax apart, with the payment methods and the cancellation policy', async () => {
      const quote = await t.db.selectFrom('availability').select(['day']).where('offer_id', '=', stay.offerId).where('day', '>=', stay.checkin).where('day', '<', addDays(stay.checkin, stay.nights)).execute();
      expect(quote).toHaveLength(stay.nights);
      expect(cart).toMatchObject({ offerId: stay.offerId, criteria: { checkin: stay.checkin, checkout: addDays(stay.checkin, stay.nights), nights: stay.nights, adults: 2 }, insurance: false, currency: 'EUR', priceChange: null });
      expect(cart.lines).toEqual([{ kind: 'stay', label: cart.label, quantity: stay.nights, unitAmount: Math.ceil(cart.stayPrice / stay.nights), amount: cart.stayPrice }]);
      expect(cart.total).toBe(cart.stayPrice);
      expect(cart.paymentMethods).toEqual([
        { method: 'hotel', available: true, paidNow: 0, payAtHotel: cart.total },
        { method: 'bankTransfer', available: true, paidNow: cart.total, payAtHotel: 0 },
        { method: 'card', available: false, paidNow: cart.total, payAtHotel: 0 },
      ]);
      expect(cart.cancellationPolicy).toMatchObject({ cancellable: true, cancellationDeadline: addDays(stay.checkin, -stay.cancellationDays), refundPercent: 80 });
    });

    it('adds the insurance line when asked and answers the change against the total the page showed', async () => {
      const answer = await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), insurance: true, shownTotal: 1 } });
      const withInsurance = stayCartSchema.parse(answer.body);
      expect(withInsurance.lines.map((l) => l.kind)).toEqual(['stay', 'insurance']);
      expect(withInsurance.total).toBe(cart.stayPrice + cart.insuranceAmount);
      expect(withInsurance.priceChange).toEqual({ previous: 1, current: withInsurance.total, diff: withInsurance.total - 1 });
    });

    it.each([
      ['an empty body', {}],
      ['a text offer id', { ...{ offerId: 'abc' }, checkin: '2030-01-01', nights: 2, locale: 'fr_FR' }],
      ['an impossible date', { offerId: 1, checkin: '2030-02-30', nights: 2, locale: 'fr_FR' }],
      ['30 nights', { offerId: 1, checkin: '2030-01-01', nights: 30, locale: 'fr_FR' }],
      ['21 adults', { offerId: 1, checkin: '2030-01-01', nights: 2, adults: 21, locale: 'fr_FR' }],
      ['an unknown locale', { offerId: 1, checkin: '2030-01-01', nights: 2, locale: 'de_DE' }],
      ['a negative shown total', { offerId: 1, checkin: '2030-01-01', nights: 2, locale: 'fr_FR', shownTotal: -5 }],
    ])('answers 400 with the field errors for %s', async (_case, body) => {
      const answer = await call(cartRoute, { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
      expect((answer.body as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown offer and 409 no more availability for a past check-in', async () => {
      expect((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), offerId: 2 ** 31 - 1 } })).status).toBe(404);
      const past = await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), checkin: addDays(t.today, -3) } });
      expect(past.status).toBe(409);
      expect(checkoutProblemSchema.parse(past.body)).toMatchObject({ code: 'NO_MORE_AVAILABILITY', textId: 'product.booking.error.unavailable', quoteErrors: ['CHECKIN_IN_PAST'] });
    });
  });

  describe('POST /api/orders', () => {
    it('places an order paid at the hotel: confirmed at once, one room taken on every night, the nights held', async () => {
      const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
      const order = await placed(orderBody(stay, cart.total));
      expect(order.bookingNumber).toMatch(/^\d{8}$/);
      expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'hotel', total: cart.total, paidNow: 0, payAtHotel: cart.total, localTaxAtHotel: cart.localTaxAtHotel, bankTransfer: null, cancellation: null });
      expect(order.travellers).toHaveLength(2);
      expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n - 1));
      const holds = await t.db.selectFrom('order_night_hold').innerJoin('order', 'order.id', 'order_night_hold.order_id').select(['day', 'price']).where('booking_number', '=', order.bookingNumber).orderBy('day').execute();
      expect(holds.map((h) => h.day)).toEqual(Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkin, i)));
      expect(holds.reduce((s, h) => s + Number(h.price), 0)).toBe(cart.stayPrice);
      const mails = await t.db.selectFrom('outbox_mail').innerJoin('order', 'order.id', 'outbox_mail.order_id').select(['to_address', 'subject', 'text', 'kind']).where('booking_number', '=', order.bookingNumber).execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'order_confirmation', to_address: 'elodie.darcy@example.com', subject: `Votre réservation ${order.bookingNumber} est confirmée` });
      expect(mails[0].text).toContain(`À régler à l'hôtel : ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cart.total / 100)}`);
      expect(mails[0].text).toMatch(/80\s% de chaque nuit/);
    });

    it('writes the confirmation e-mail in the buyer\'s language, and none for an order refused', async () => {
      const mailsBefore = await t.db.selectFrom('outbox_mail').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect((await place(orderBody(stay, cart.total + 1))).status).toBe(409);
      expect(await t.db.selectFrom('outbox_mail').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(mailsBefore);
      const order = await placed(orderBody(stay, cart.total, { locale: 'es_ES', paymentMethod: 'bankTransfer' }));
      const mail = await t.db.selectFrom('outbox_mail').innerJoin('order', 'order.id', 'outbox_mail.order_id').select(['subject', 'text']).where('booking_number', '=', order.bookingNumber).executeTakeFirstOrThrow();
      expect(mail.subject).toBe(`Tu reserva ${order.bookingNumber} espera tu transferencia`);
      expect(mail.text).toContain(`la referencia ESCAPADE-${order.bookingNumber}`);
    });

    it('leaves a bank-transfer order pending with its reference until it is marked paid', async () => {
      const order = await placed(orderBody(stay, cart.total + cart.insuranceAmount, { paymentMethod: 'bankTransfer', insurance: true }));
      expect(order).toMatchObject({ status: 'pending_payment', paidNow: cart.total + cart.insuranceAmount, payAtHotel: 0, bankTransfer: { reference: `ESCAPADE-${order.bookingNumber}`, amount: cart.total + cart.insuranceAmount } });
      expect(await markPaid(t.db, order.bookingNumber, new Date().toISOString())).toBe(true);
      expect(await markPaid(t.db, order.bookingNumber, new Date().toISOString())).toBe(false);
      const read = await call(orderRoute, { query: { bookingNumber: order.bookingNumber, accessKey: order.accessKey } });
      expect(orderViewSchema.parse(read.body)).toMatchObject({ status: 'confirmed', bankTransfer: null });
    });

    it('refuses a total other than the server price with 409 and the new price, and stores nothing', async () => {
      const before = [await orderCount(), await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)];
      const answer = await place(orderBody(stay, cart.total - 100));
      expect(answer.status).toBe(409);
      expect(checkoutProblemSchema.parse(answer.body)).toMatchObject({ code: 'PRICE_CHANGED', textId: 'product.priceUpdate.title', priceChange: { previous: cart.total - 100, current: cart.total, diff: 100 } });
      expect([await orderCount(), await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)]).toEqual(before);
    });

    it.each([
      ['card payment without a payment provider', { paymentMethod: 'card' }, 'paymentMethod'],
      ['more travellers than guests', { travellers: Array.from({ length: 3 }, () => ({ firstName: 'Ana', lastName: 'Ruiz' })) }, 'travellers'],
      ['no traveller', { travellers: [] }, 'travellers'],
      ['a postal code over 20 characters', { buyer: { ...BUYER, postalCode: '1'.repeat(21) } }, 'buyer.postalCode'],
      ['a name with digits', { buyer: { ...BUYER, lastName: 'R2D2' } }, 'buyer.lastName'],
      ['a wrong e-mail', { buyer: { ...BUYER, email: 'elodie@' } }, 'buyer.email'],
      ['a phone with letters', { buyer: { ...BUYER, phone: 'call me' } }, 'buyer.phone'],
      ['no idempotency key', { idempotencyKey: undefined }, 'idempotencyKey'],
      ['a negative child count', { children: -1 }, 'children'],
      ['a price as text', { shownTotal: '10' }, 'shownTotal'],
    ])('answers 400 naming the field for %s', async (_case, over, path) => {
      const answer = await place(orderBody(stay, cart.total, over));
      expect(answer.status).toBe(400);
      expect((answer.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    });

    it('refuses unknown fields with 400 naming them, and stores nothing (a checkout before the check-in is not dropped silently)', async () => {
      const before = await orderCount();
      for (const over of [{ checkout: addDays(stay.checkin, -3) }, { buyer: { ...BUYER, vip: true } }, { discount: 5000 }]) {
        const answer = await place(orderBody(stay, cart.total, over));
        expect(answer.status).toBe(400);
        expect(JSON.stringify((answer.body as { issues: unknown[] }).issues)).toContain(Object.keys(over)[0] === 'buyer' ? 'vip' : Object.keys(over)[0]);
      }
      expect(await orderCount()).toBe(before);
    });

    it('refuses tampered stays: an unknown offer (404), nights or guests the offer cannot sell (409)', async () => {
      expect((await place(orderBody(stay, cart.total, { offerId: 2 ** 31 - 1 }))).status).toBe(404);
      const tooMany = await place(orderBody(stay, cart.total, { adults: 20 }));
      expect(tooMany.status).toBe(409);
      expect(checkoutProblemSchema.parse(tooMany.body).quoteErrors).toEqual(['CAPACITY_EXCEEDED']);
      const past = await place(orderBody(stay, cart.total, { checkin: addDays(t.today, -1) }));
      expect(checkoutProblemSchema.parse(past.body).code).toBe('NO_MORE_AVAILABILITY');
      const longer = await place(orderBody(stay, cart.total, { nights: 14 }));
      expect(longer.status).toBe(409);
    });

    it('gives the first order back for the same idempotency key, and refuses the key with another body', async () => {
      const body = orderBody(stay, cart.total);
      const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
      const [first, second] = await Promise.all([placed(body), placed(body)]);
      const third = await placed(body);
      expect(second.bookingNumber).toBe(first.bookingNumber);
      expect(third).toEqual(first);
      expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n - 1));
      const other = await place({ ...body, travellers: [{ firstName: 'Someone', lastName: 'Else' }] });
      expect(other.status).toBe(409);
      expect(checkoutProblemSchema.parse(other.body).code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('sells the last room of a night once: the next order gets 409 no more availability and nothing is stored', async () => {
      const last = await findBookableStay(t.db, t.today, [stay.offerId]);
      const lastCart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(last) })).body);
      await t.db.updateTable('availability').set({ rooms_left: 1 }).where('offer_id', '=', last.offerId).where('day', '=', last.checkin).execute();
      await placed(orderBody(last, lastCart.total));
      const count = await orderCount();
      const answer = await place(orderBody(last, lastCart.total));
      expect(answer.status).toBe(409);
      expect(checkoutProblemSchema.parse(answer.body)).toMatchObject({ code: 'NO_MORE_AVAILABILITY', textId: 'product.booking.error.unavailable' });
      expect(await orderCount()).toBe(count);
      expect((await roomsLeft(t.db, last.offerId, last.checkin, last.nights))[0]).toBe(0);
    });

    it('refuses a call from another site (403)', async () => {
      const answer = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total), headers: { 'sec-fetch-site': 'cross-site' } });
      expect(answer.status).toBe(403);
    });
  });

  describe('reading, looking up and cancelling an order', () => {
    let order: PlacedOrder;
    beforeAll(async () => {
      await orderLimiter.reset();
      order = await placed(orderBody(stay, cart.total));
    });

    it('shows the order to its access key and to its e-mail, whatever the case, and the same 404 otherwise', async () => {
      const byKey = await call(orderRoute, { query: { bookingNumber: order.bookingNumber, accessKey: order.accessKey } });
      // toEqual treats an undefined property as absent: the view is the placed order without its access key and payment page.
      const view = { ...order, accessKey: undefined, paymentUrl: undefined };
      expect(orderViewSchema.parse(byKey.body)).toEqual(view);
      const byEmail = await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: ' Elodie.DARCY@example.com' } });
      expect(byEmail.body).toEqual(view);
      const wrongKey = await call(orderRoute, { query: { bookingNumber: order.bookingNumber, accessKey: randomUUID().replace(/-/g, '') } });
      const wrongEmail = await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: 'someone@example.com' } });
      const otherNumber = order.bookingNumber === '99999999' ? '99999998' : '99999999';
      const wrongNumber = await call(lookupRoute, { method: 'POST', body: { bookingNumber: otherNumber, email: 'elodie.darcy@example.com' } });
      expect([wrongKey.status, wrongEmail.status, wrongNumber.status]).toEqual([404, 404, 404]);
      expect(wrongEmail.body).toEqual(wrongNumber.body);
      const badNumber = await call(lookupRoute, { method: 'POST', body: { bookingNumber: '1234', email: 'elodie.darcy@example.com' } });
      expect((badNumber.body as { issues: { message: string }[] }).issues[0].message).toBe('Booking number is composed of 8 digits');
    });

    it('limits lookups per client address (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await call(lookupRoute, { method: 'POST', body: { bookingNumber: '12345678', email: 'a@example.com' }, ip: '198.51.100.9' })).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it('cancels for real: 80 % of each night refunded before the deadline, the rooms given back, a second cancel refused', async () => {
      const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
      const holds = await t.db.selectFrom('order_night_hold').innerJoin('order', 'order.id', 'order_night_hold.order_id').select('price').where('booking_number', '=', order.bookingNumber).execute();
      const answer = await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { email: 'elodie.darcy@example.com' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ bookingNumber: order.bookingNumber, status: 'cancelled', releasedNights: stay.nights, refundAmount: holds.reduce((s, h) => s + Math.round(Number(h.price) * 0.8), 0) });
      // The refund the booking announced before cancelling is the one the cancellation gave.
      expect(order.refundIfCancelledNow).toBe((answer.body as { refundAmount: number }).refundAmount);
      expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n + 1));
      const again = await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { accessKey: order.accessKey } });
      expect(checkoutProblemSchema.parse(again.body).code).toBe('ALREADY_CANCELLED');
      expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n + 1));
      const read = await call(orderRoute, { query: { bookingNumber: order.bookingNumber, accessKey: order.accessKey } });
      expect(orderViewSchema.parse(read.body)).toMatchObject({ status: 'cancelled', refundIfCancelledNow: 0, cancellation: { refundAmount: (answer.body as { refundAmount: number }).refundAmount } });
    });

    it("gives the invoice as a PDF to the booking's e-mail (confirmed or cancelled), not before payment, and the same 404 otherwise", async () => {
      const pdf = await call(invoiceRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { email: 'elodie.darcy@example.com' } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="escapade-${order.bookingNumber}.pdf"`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      const wrong = await call(invoiceRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { email: 'thief@example.com' } });
      expect(wrong.status).toBe(404);
      const transfer = await placed(orderBody(stay, cart.total, { paymentMethod: 'bankTransfer' }));
      const early = await call(invoiceRoute, { method: 'POST', query: { bookingNumber: transfer.bookingNumber }, body: { accessKey: transfer.accessKey } });
      expect(checkoutProblemSchema.parse(early.body).code).toBe('INVOICE_NOT_READY');
    });

    it('does not cancel without the right proof', async () => {
      const answer = await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: { email: 'thief@example.com' } });
      expect(answer.status).toBe(404);
      expect((await call(cancelRoute, { method: 'POST', query: { bookingNumber: order.bookingNumber }, body: {} })).status).toBe(400);
    });
  });
});
