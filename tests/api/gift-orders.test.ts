/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { placedOrderSchema } from '@/contracts/checkout.schema';
import { giftCartSchema } from '@/contracts/gift-checkout.schema';
import { readOrder } from '@/server/orders/order-access.service';
import { orderLimiter } from '@/server/orders/order-limits';
import { confirmBankTransfer } from '@/server/orders/order-paid';
import { paymentWebhook } from '@/server/http/payment-webhook';
import { buildGiftCart } from '@/server/orders/gift-cart.service';
import { placeGiftOrder } from '@/server/orders/gift-order.service';
import { voucherHash } from '@/server/orders/voucher-rules';
import { hostedPaymentClient } from '@/server/payments/hosted-payment-client';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { startPaymentSandbox, type PaymentSandbox } from '@/server/payments/sandbox/payment-sandbox';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/gift/cart';
import giftOrderRoute from '../../pages/api/orders/gift';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER } from './orders.helpers';
import { eventually } from '@/testing/eventually';
import { answerOf } from '@/testing/answer-of';

const API_KEY = 'sk_test_gift_suite';
const SECRET = 'whsec_gift_suite_secret';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const CODE_IN_MAIL = /\b([A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3})\b/;

// Gift orders (docs/gift-checkout.md): priced from the database, paid online only, the voucher code made and e-mailed
// once the payment is confirmed (the card's signed event, or a bank transfer marked paid).
describe.each(DATABASES)('gift orders on %s', (_engine, url) => {
  let t: SeededTestDb;
  let activityId: number;
  let activityPrice: number;
  let sandbox: PaymentSandbox;
  let site: Server;
  let provider: PaymentProvider;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    const activity = await t.db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .innerJoin('offer_pax_price as p', 'p.offer_id', 'o.id')
      .select(['o.id', 'p.sell_price'])
      .where('o.item_category', '=', 'activity')
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('p.adults', '=', 2)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    activityId = Number(activity.id);
    activityPrice = Number(activity.sell_price);
    const webhook = paymentWebhook(() => ({ db: t.db, secret: SECRET, provider }));
    site = createServer((req, res) => void webhook(req, res));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/webhook`;
    sandbox = await startPaymentSandbox({ apiKey: API_KEY, webhookSecret: SECRET, webhookUrl, retryBaseMs: 200 });
    provider = hostedPaymentClient({ baseUrl: sandbox.url, apiKey: API_KEY, timeoutMs: 4_000 });
  }, 240_000);
  afterAll(async () => {
    await sandbox?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.destroy();
  });
  beforeEach(() => orderLimiter.reset());

  const activityBody = (over: Record<string, unknown> = {}) => ({
    productType: 'DIGITAL_ACTIVITY_ONLY',
    locale: 'fr_FR',
    id: activityId,
    adults: 2,
    fromName: 'Zoé',
    message: 'Joyeux anniversaire !',
    buyer: BUYER,
    paymentMethod: 'bankTransfer',
    shownTotal: activityPrice,
    idempotencyKey: randomUUID(),
    ...over,
  });
  const giftCardBody = (over: Record<string, unknown> = {}) => ({
    productType: 'GIFTCARD',
    locale: 'it_IT',
    amount: 5000,
    design: 'love',
    fromName: 'Zoé',
    message: 'Auguri',
    buyer: BUYER,
    paymentMethod: 'card',
    shownTotal: 5000,
    idempotencyKey: randomUUID(),
    ...over,
  });
  const orderOf = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  const mailsOf = async (bookingNumber: string) => {
    const order = await orderOf(bookingNumber);
    return t.db.selectFrom('outbox_mail').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  };
  const vouchersOf = async (bookingNumber: string) => {
    const order = await orderOf(bookingNumber);
    return t.db.selectFrom('voucher').selectAll().where('order_id', '=', order.id).execute();
  };

  it('offers card and bank transfer only, never payment at the hotel', async () => {
    const answer = await call(cartRoute, { method: 'POST', body: JSON.stringify({ productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love' }) });
    expect(giftCartSchema.parse(answer.body).paymentMethods.map((p) => p.method)).toEqual(['card', 'bankTransfer']);
    const hotel = await call(giftOrderRoute, { method: 'POST', body: activityBody({ paymentMethod: 'hotel' }) });
    expect(hotel.status).toBe(400);
    expect(JSON.stringify(hotel.body)).toContain('paymentMethod');
  });

  it.each([
    { provider: 'with a card provider configured', cardPayments: true, offered: ['card', 'bankTransfer'] },
    { provider: 'without a card provider', cardPayments: false, offered: ['bankTransfer'] },
  ])('offers exactly the methods it can take $provider', async ({ cardPayments, offered }) => {
    const cart = await buildGiftCart(t.db, { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', fromName: '', message: '' }, new Date(), cardPayments);
    expect(cart.paymentMethods.filter((p) => p.available).map((p) => p.method)).toEqual(offered);
  });

  it('refuses a tampered amount, a price other than the database, a bad body, another site', async () => {
    expect((await call(giftOrderRoute, { method: 'POST', body: giftCardBody({ amount: 4200, shownTotal: 4200 }) })).status).toBe(400);
    const cheaper = await call(giftOrderRoute, { method: 'POST', body: activityBody({ shownTotal: activityPrice - 100 }) });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toMatchObject({ code: 'PRICE_CHANGED', priceChange: { previous: activityPrice - 100, current: activityPrice } });
    const card = await call(giftOrderRoute, { method: 'POST', body: giftCardBody({ shownTotal: 3000, paymentMethod: 'bankTransfer' }) });
    expect(card.body).toMatchObject({ code: 'PRICE_CHANGED' });
    const bad = await call(giftOrderRoute, { method: 'POST', body: activityBody({ buyer: { ...BUYER, email: 'nope' }, fromName: 'a'.repeat(41) }) });
    expect(bad.status).toBe(400);
    expect(isApiError(bad.body)).toBe(true);
    expect((await call(giftOrderRoute, { method: 'POST', body: activityBody({ id: 999_999_999 }) })).status).toBe(404);
    // Unknown keys are refused, as the modification call refuses them: nothing a client adds is dropped silently.
    for (const body of [activityBody({ amount: 1 }), giftCardBody({ value: 100_000 })]) {
      const unknown = await call(giftOrderRoute, { method: 'POST', body });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toMatch(/amount|value/);
    }
    expect((await call(giftOrderRoute, { method: 'POST', body: activityBody(), headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await t.db.selectFrom('voucher').select('id').execute()).toHaveLength(0);
  });

  it('places a bank-transfer gift with no check-in and no night held; marked paid, it gets its code and e-mail once', async () => {
    const answer = await call(giftOrderRoute, { method: 'POST', body: activityBody() });
    expect(answer.status).toBe(200);
    const placed = placedOrderSchema.parse(answer.body);
    expect(placed).toMatchObject({
      status: 'pending_payment',
      productType: 'DIGITAL_ACTIVITY_ONLY',
      total: activityPrice,
      paidNow: activityPrice,
      payAtHotel: 0,
      travellers: [],
      bankTransfer: { reference: `ESCAPADE-${placed.bookingNumber}`, amount: activityPrice },
      gift: { ownUse: false, customisation: { fromName: 'Zoé', message: 'Joyeux anniversaire !' }, delivery: 'email', validityMonths: 12, vouchers: [] },
      lines: [{ kind: 'activity', amount: activityPrice }],
    });
    expect(placed.bookingNumber).toMatch(/^\d{8}$/);
    const row = await orderOf(placed.bookingNumber);
    expect(row).toMatchObject({ product_type: 'DIGITAL_ACTIVITY_ONLY', checkin: null, nights: null });
    expect(await t.db.selectFrom('order_night_hold').select('day').where('order_id', '=', row.id).execute()).toHaveLength(0);
    // The transfer to make is e-mailed at once, without a code.
    const [pending] = await mailsOf(placed.bookingNumber);
    expect(pending.text).toContain(`ESCAPADE-${placed.bookingNumber}`);
    expect(pending.text).not.toMatch(CODE_IN_MAIL);
    expect(await vouchersOf(placed.bookingNumber)).toHaveLength(0);

    const paidAt = new Date('2026-12-31T23:30:00Z');
    expect(await confirmBankTransfer(t.db, placed.bookingNumber, paidAt)).toBe(true);
    expect(await confirmBankTransfer(t.db, placed.bookingNumber, paidAt)).toBe(false);
    const [voucher, ...others] = await vouchersOf(placed.bookingNumber);
    expect(others).toHaveLength(0);
    // Paid on 1 January in Paris: 12 months.
    expect(voucher).toMatchObject({ product_type: 'DIGITAL_ACTIVITY_ONLY', value_amount: activityPrice, valid_until: '2028-01-01', status: 'active' });
    const mails = await mailsOf(placed.bookingNumber);
    expect(mails).toHaveLength(2);
    const code = CODE_IN_MAIL.exec(mails[1].text)?.[1] ?? '';
    expect(voucherHash(code)).toBe(voucher.code_hash);
    expect(code.slice(0, 4)).toBe(voucher.code_prefix);
    expect(mails[1]).toMatchObject({ kind: 'gift_delivery', to_address: BUYER.email });
    expect(mails[1].text).toContain('1 janvier 2028');
    expect(mails[1].text).toContain('De la part de Zoé');
    // The code itself is nowhere in the order tables.
    expect(JSON.stringify(await orderOf(placed.bookingNumber))).not.toContain(code);
    const view = await readOrder(t.db, placed.bookingNumber, { accessKey: placed.accessKey });
    expect(view).toMatchObject({ status: 'confirmed', gift: { vouchers: [{ prefix: voucher.code_prefix, value: activityPrice, validUntil: '2028-01-01' }] } });
  });

  it('gives the first order back for the same key (double click), 409 for the same key with another body', async () => {
    const body = activityBody({ customType: 'OWN_USE' });
    const [a, b] = await Promise.all([call(giftOrderRoute, { method: 'POST', body }), call(giftOrderRoute, { method: 'POST', body })]);
    expect([a.status, b.status]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(a.status).toBeLessThan(300);
    expect(b.status).toBeLessThan(300);
    const first = placedOrderSchema.parse(a.body);
    expect(placedOrderSchema.parse(b.body).bookingNumber).toBe(first.bookingNumber);
    expect(first.gift).toMatchObject({ ownUse: true, customisation: { fromName: '', message: '' } });
    const other = await call(giftOrderRoute, { method: 'POST', body: { ...body, buyer: { ...BUYER, firstName: 'Zoé' } } });
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('takes a gift card by card: pending until the signed event, then the voucher and the e-mail that delivers it', async () => {
    const placed = await placeGiftOrder(t.db, giftCardBody() as never, new Date(), provider);
    expect(placed).toMatchObject({ status: 'pending_payment', productType: 'GIFTCARD', paymentMethod: 'card', gift: { design: 'love' } });
    expect(placed.paymentUrl).toMatch(new RegExp(`^${sandbox.url}/pay/cs_`));
    expect(await mailsOf(placed.bookingNumber)).toHaveLength(0);
    const session = sandbox.received.sessions.find((s) => s.reference === placed.bookingNumber)!;
    expect(session).toMatchObject({ amount: 5000, currency: 'EUR' });
    const paid = await fetch(placed.paymentUrl!, { method: 'POST', body: new URLSearchParams(GOOD_CARD), redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBe(303);
    await eventually(async () => (await orderOf(placed.bookingNumber)).status === 'confirmed');
    const vouchers = await vouchersOf(placed.bookingNumber);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ product_type: 'GIFTCARD', value_amount: 5000 });
    const mails = await mailsOf(placed.bookingNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(placed.bookingNumber);
    expect(mails[0].text).toMatch(CODE_IN_MAIL);
    expect(mails[0].text).toContain('Da parte di Zoé');
    // The printable card rides along as a PDF (the same the confirmation page prints).
    const [card] = JSON.parse(mails[0].attachments ?? '[]') as { filename: string; contentType: string; content: string }[];
    expect(card).toMatchObject({ filename: `escapade-gift-${placed.bookingNumber}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(card.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe('boxes', () => {
    const boxOf = async (format: 'digital' | 'physical') => {
      const rows = await t.db.selectFrom('gift_box').select(['code', 'sell_price', 'value']).where('published', '=', 1).where('format', '=', format).orderBy('code').execute();
      return { code: rows[0].code, price: Number(rows[0].sell_price), value: Number(rows[0].value) };
    };
    const sleeves = () =>
      t.db
        .selectFrom('gift_sub_element as e')
        .innerJoin('gift_sub_element_category as c', 'c.id', 'e.category_id')
        .select(['e.id', 'e.price'])
        .where('c.single_selection', '=', 1)
        .orderBy('e.id')
        .execute();
    const cart = (body: Record<string, unknown>) => call(cartRoute, { method: 'POST', body: JSON.stringify({ productType: 'BOX', locale: 'fr_FR', ...body }) });

    it('prices a digital box and a physical one with a sleeve and the shipping, from the database', async () => {
      const digital = await boxOf('digital');
      const answer = await cart({ code: digital.code.toLowerCase(), giftFormat: 'digital' });
      expect(answer.status).toBe(200);
      expect(giftCartSchema.parse(answer.body)).toMatchObject({ productType: 'BOX', total: digital.price, validityMonths: 18, delivery: 'email', lines: [{ kind: 'box', amount: digital.price }], box: { code: digital.code, giftFormat: 'digital', shipping: 0 } });
      const physical = await boxOf('physical');
      const [sleeve] = await sleeves();
      const shipped = giftCartSchema.parse((await cart({ code: physical.code, giftFormat: 'physical', extras: [sleeve.id] })).body);
      // fr_FR to France: 4.90 € and no international fee (the seed's shipping costs).
      expect(shipped).toMatchObject({ delivery: 'post', total: physical.price + Number(sleeve.price) + 490, box: { shippingCountry: 'fr', shipping: 490, voucherValue: physical.value } });
      expect(shipped.lines.map((l) => l.kind)).toEqual(['box', 'extra', 'shipping']);
    });

    it('refuses tampered boxes: unknown extras, two sleeves, another format, extras on a digital box, Italy, an unknown code', async () => {
      const physical = await boxOf('physical');
      const digital = await boxOf('digital');
      const [a, b] = await sleeves();
      expect((await cart({ code: physical.code, giftFormat: 'physical', extras: [987654] })).status).toBe(400);
      expect((await cart({ code: physical.code, giftFormat: 'physical', extras: [a.id, b.id] })).status).toBe(400);
      expect((await cart({ code: physical.code, giftFormat: 'digital' })).status).toBe(400);
      expect((await cart({ code: digital.code, giftFormat: 'digital', extras: [a.id] })).status).toBe(400);
      expect((await cart({ code: physical.code, giftFormat: 'physical', locale: 'it_IT' })).body).toMatchObject({ code: 'NO_MORE_AVAILABILITY' });
      expect((await cart({ code: 'NOPE1N-EBOX', giftFormat: 'digital' })).status).toBe(404);
    });

    it("places a physical box with its shipping address, and its voucher is worth the box's value (not the physical format's price), valid 18 months", async () => {
      const physical = await boxOf('physical');
      // The physical format sells dearer than the box is worth (154,90 € for a 149,90 € box).
      expect(physical.value).toBeLessThan(physical.price);
      const [sleeve] = await sleeves();
      const total = physical.price + Number(sleeve.price) + 490;
      const body = { productType: 'BOX', locale: 'fr_FR', code: physical.code, giftFormat: 'physical', extras: [sleeve.id], buyer: BUYER, paymentMethod: 'bankTransfer', shownTotal: total };
      const missing = await call(giftOrderRoute, { method: 'POST', body: { ...body, idempotencyKey: randomUUID() } });
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain('shippingAddress');
      const shippingAddress = { firstName: 'Paul', lastName: 'Martin', address: '8 quai des Orfèvres', postalCode: '75001', city: 'Paris' };
      const answer = await call(giftOrderRoute, { method: 'POST', body: { ...body, shippingAddress, idempotencyKey: randomUUID() } });
      expect(answer.status).toBe(200);
      const placed = placedOrderSchema.parse(answer.body);
      expect(placed).toMatchObject({ productType: 'BOX', total, gift: { delivery: 'post', validityMonths: 18 } });
      expect(JSON.parse((await orderOf(placed.bookingNumber)).shipping_address ?? '{}')).toEqual({ ...shippingAddress, country: 'fr' });
      expect(await confirmBankTransfer(t.db, placed.bookingNumber, new Date('2026-08-31T10:00:00Z'))).toBe(true);
      expect(await vouchersOf(placed.bookingNumber)).toEqual([expect.objectContaining({ product_type: 'BOX', value_amount: physical.value, valid_until: '2028-02-29' })]);
    });
  });

  it('refuses card without a configured provider (400 naming paymentMethod)', async () => {
    await expect(placeGiftOrder(t.db, giftCardBody() as never, new Date(), null).catch(answerOf)).resolves.toMatchObject({ status: 400 });
  });
});
