/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutProblemSchema, stayCartSchema, type PlacedOrder, type StayCart } from '@/contracts/checkout.schema';
import { releaseUnpaidCardOrders } from '@/server/orders/card-payment-release';
import { processMetrics } from '@/server/observability/metrics.js';
import { applyPaymentEvent, reopenCardPayment } from '@/server/orders/card-payment.service';
import { cancelOrder } from '@/server/orders/order-access.service';
import { orderLimiter } from '@/server/orders/order-limits';
import { paymentWebhook } from '@/server/http/payment-webhook';
import { placeOrder } from '@/server/orders/place-order.service';
import { hostedPaymentClient } from '@/server/payments/hosted-payment-client';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { startPaymentSandbox, type PaymentSandbox } from '@/server/payments/sandbox/payment-sandbox';
import { signatureHeader, SIGNATURE_HEADER } from '@/server/payments/webhook-signature';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/stay/cart';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { findBookableStay, orderBody, roomsLeft, stayCriteria, type BookableStay } from './orders.helpers';
import { eventually, postForm } from '@/testing/eventually';
import { answerOf } from '@/testing/answer-of';

const API_KEY = 'sk_test_escapade_suite';
const SECRET = 'whsec_escapade_suite_secret';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

// Card payments end to end through HTTP (docs/payments.md): the site's provider client against the provider's local
// implementation, which signs and delivers its webhooks to the site's webhook handler served on a real port.
describe.each(DATABASES)('card payments through the hosted payment page on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let cart: StayCart;
  let sandbox: PaymentSandbox;
  let site: Server;
  let provider: PaymentProvider;
  /** while false, the site's webhook endpoint answers 503 (the site is down for the provider) */
  let siteUp = true;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
    const webhook = paymentWebhook(() => ({ db: t.db, secret: SECRET, provider }));
    site = createServer((req, res) => {
      if (!siteUp) {
        res.statusCode = 503;
        return void res.end();
      }
      void webhook(req, res);
    });
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
  beforeEach(async () => {
    siteUp = true;
    await orderLimiter.reset();
    // Each case starts with no card order still held by an earlier one. The provider's events of earlier cases are
    // let through first: one being applied locks its order, and the release pass skips locked rows (SKIP LOCKED).
    await eventually(async () => sandbox.received.events.every((e) => e.deliveries.some((d) => typeof d.status === 'number' && d.status < 300)));
    while ((await releaseUnpaidCardOrders(t.db, provider, new Date(Date.now() + 24 * 3600_000))) > 0);
  });

  const orderOf = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  const mailsOf = async (bookingNumber: string) => {
    const order = await orderOf(bookingNumber);
    return t.db.selectFrom('outbox_mail').select('id').where('order_id', '=', order.id).execute();
  };
  /** The payment releases metric (docs/operations-observability.md) of one way of releasing. */
  const releases = async (via: string) => {
    const text = await processMetrics().registry.getSingleMetricAsString('escapade_payment_releases_total');
    return Number(new RegExp(`via="${via}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  };
  const placeCard = (over: Record<string, unknown> = {}) => placeOrder(t.db, orderBody(stay, cart.total, { paymentMethod: 'card', ...over }) as never, new Date(), provider);
  const sessionOf = (placed: PlacedOrder) => sandbox.received.sessions.find((s) => s.reference === placed.bookingNumber)!;

  it('holds the rooms, sends the buyer to the hosted page, and confirms the order only on the signed event', async () => {
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const placed = await placeCard();
    expect(placed).toMatchObject({ status: 'pending_payment', paymentMethod: 'card', paidNow: cart.total, payAtHotel: 0 });
    expect(placed.paymentUrl).toMatch(new RegExp(`^${sandbox.url}/pay/cs_`));
    expect(placed.paymentDeadline).not.toBeNull();
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n - 1));
    expect(await mailsOf(placed.bookingNumber)).toHaveLength(0);
    // The provider was asked for the server's amount, with the confirmation page (and its key) to come back to.
    expect(sessionOf(placed)).toMatchObject({ amount: cart.total, currency: 'EUR', customerEmail: 'elodie.darcy@example.com' });
    expect(sessionOf(placed).successUrl).toMatch(new RegExp(`/confirmation/${placed.bookingNumber}#key=${placed.accessKey}$`));

    const page = await fetch(placed.paymentUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(placed.bookingNumber);
    // A declined card: the page says so, the order still waits.
    const declined = await postForm(placed.paymentUrl!, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    expect((await orderOf(placed.bookingNumber)).status).toBe('pending_payment');

    const paid = await postForm(placed.paymentUrl!, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(sessionOf(placed).successUrl);
    await eventually(async () => (await orderOf(placed.bookingNumber)).status === 'confirmed');
    expect((await orderOf(placed.bookingNumber)).paid_at).not.toBeNull();
    expect((await orderOf(placed.bookingNumber)).paid_with).toBe('card');
    expect(await mailsOf(placed.bookingNumber)).toHaveLength(1);
    // The provider keeps the last four digits only.
    expect(sessionOf(placed).last4).toBe('4242');
    expect(JSON.stringify(sandbox.received)).not.toContain('4242424242424242');
  });

  it('applies an event once: a redelivery changes nothing', async () => {
    const placed = await placeCard();
    await postForm(placed.paymentUrl!, GOOD_CARD);
    await eventually(async () => (await orderOf(placed.bookingNumber)).status === 'confirmed');
    const event = sandbox.received.events.find((e) => e.sessionId === sessionOf(placed).id && e.type === 'checkout.session.completed')!;
    const again = await fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/webhook`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signatureHeader(SECRET, event.body, new Date()) },
      body: event.body,
    });
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await mailsOf(placed.bookingNumber)).toHaveLength(1);
  });

  it('refuses an event whose signature does not check, or that is replayed late, and changes nothing', async () => {
    const placed = await placeCard();
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: { id: sessionOf(placed).id, reference: placed.bookingNumber, amount_total: cart.total, currency: 'eur', payment_status: 'paid' } },
    });
    const endpoint = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/webhook`;
    const forged = await fetch(endpoint, { method: 'POST', headers: { [SIGNATURE_HEADER]: signatureHeader('whsec_someone_else_entirely', body, new Date()) }, body });
    const stale = await fetch(endpoint, { method: 'POST', headers: { [SIGNATURE_HEADER]: signatureHeader(SECRET, body, new Date(Date.now() - 10 * 60_000)) }, body });
    const unsigned = await fetch(endpoint, { method: 'POST', body });
    expect([forged.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
    expect((await orderOf(placed.bookingNumber)).status).toBe('pending_payment');
  });

  it('releases a card order not paid in time: expired, rooms back, the page closed, no new page for it', async () => {
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const placed = await placeCard();
    const later = new Date(Date.now() + 31 * 60_000);
    const counted = await releases('release_pass');
    const released = await releaseUnpaidCardOrders(t.db, provider, later);
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await releases('release_pass')).toBe(counted + released);
    expect((await orderOf(placed.bookingNumber)).status).toBe('expired');
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    expect(sessionOf(placed).status).toBe('expired');
    expect((await fetch(placed.paymentUrl!)).status).toBe(410);
    await expect(reopenCardPayment(t.db, provider, placed.bookingNumber, placed.accessKey).catch(answerOf)).resolves.toMatchObject({ status: 409, body: { code: 'PAYMENT_CLOSED' } });
  });

  it("releases a card order when the provider says its page expired, and counts the release", async () => {
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const placed = await placeCard();
    const counted = await releases('expiry_event');
    const session = sessionOf(placed);
    const event = { id: `evt_expired_${session.id}`, type: 'checkout.session.expired' as const, sessionId: session.id, reference: placed.bookingNumber, amount: cart.total, currency: 'EUR', paid: false, methodType: null };
    expect(await applyPaymentEvent(t.db, provider, event, JSON.stringify(event))).toBe('released');
    expect((await orderOf(placed.bookingNumber)).status).toBe('expired');
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    expect(await releases('expiry_event')).toBe(counted + 1);
  });

  it('gives a buyer who came back unpaid a new page for the same order, the old one closed', async () => {
    const placed = await placeCard();
    const { paymentUrl } = await reopenCardPayment(t.db, provider, placed.bookingNumber, placed.accessKey);
    expect(paymentUrl).not.toBe(placed.paymentUrl);
    expect((await fetch(placed.paymentUrl!)).status).toBe(410);
    expect((await fetch(paymentUrl)).status).toBe(200);
  });

  it('refunds a payment that arrives after its order was released, once the site answers again', async () => {
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const placed = await placeCard();
    siteUp = false;
    await postForm(placed.paymentUrl!, GOOD_CARD);
    // The site missed the event; meanwhile the payment time is over and the release pass takes the rooms back.
    expect(await releaseUnpaidCardOrders(t.db, provider, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    siteUp = true;
    await eventually(async () => sandbox.received.refunds.some((r) => r.sessionId === sessionOf(placed).id));
    expect(sandbox.received.refunds.find((r) => r.sessionId === sessionOf(placed).id)?.amount).toBe(cart.total);
    expect((await orderOf(placed.bookingNumber)).status).toBe('expired');
    const event = await t.db.selectFrom('payment_event').selectAll().where('booking_number', '=', placed.bookingNumber).executeTakeFirstOrThrow();
    expect(event.outcome).toBe('refunded');
  });

  it('refunds a payment for another amount than the order asked, and does not confirm it', async () => {
    const placed = await placeCard();
    const outcome = await applyPaymentEvent(
      t.db,
      { ...provider, refund: async () => undefined },
      { id: 'evt_wrong_amount', type: 'checkout.session.completed', sessionId: sessionOf(placed).id, reference: placed.bookingNumber, amount: 100, currency: 'eur', paid: true, methodType: 'card' },
      '{}',
    );
    expect(outcome).toBe('refunded');
    expect((await orderOf(placed.bookingNumber)).status).toBe('pending_payment');
    const refund = await t.db.selectFrom('payment_refund').selectAll().where('order_id', '=', (await orderOf(placed.bookingNumber)).id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ reason: 'wrong_amount', status: 'sent' });
    expect(Number(refund.amount)).toBe(100);
  });

  it('gives back the refund the policy gives for a cancelled card booking, once, even when the provider is down at first', async () => {
    const placed = await placeCard();
    await postForm(placed.paymentUrl!, GOOD_CARD);
    await eventually(async () => (await orderOf(placed.bookingNumber)).status === 'confirmed');
    const down: PaymentProvider = { ...provider, refund: async () => Promise.reject(new Error('provider unreachable')) };
    const cancelled = await cancelOrder(t.db, placed.bookingNumber, { accessKey: placed.accessKey }, new Date(), down);
    expect(cancelled.refundAmount).toBeGreaterThan(0);
    const orderId = (await orderOf(placed.bookingNumber)).id;
    const refundOf = () => t.db.selectFrom('payment_refund').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    // Stored before anything was sent; the failed attempt is recorded and the next one scheduled.
    expect(await refundOf()).toMatchObject({ reason: 'cancellation', status: 'pending', last_error: 'provider unreachable' });
    expect(Number((await refundOf()).attempts)).toBe(1);
    const session = sessionOf(placed).id;
    expect(sandbox.received.refunds.filter((r) => r.sessionId === session)).toHaveLength(0);
    // The next pass (an hour later) finds the provider back.
    await releaseUnpaidCardOrders(t.db, provider, new Date(Date.now() + 3600_000));
    expect(await refundOf()).toMatchObject({ status: 'sent' });
    const given = sandbox.received.refunds.filter((r) => r.sessionId === session);
    expect(given.map((r) => r.amount)).toEqual([cancelled.refundAmount]);
    // A refund sent again with its key (its answer lost) gives back nothing more.
    await provider.refund(session, cancelled.refundAmount, `refund-${(await refundOf()).id}`);
    expect(sandbox.received.refunds.filter((r) => r.sessionId === session)).toHaveLength(1);
  });

  it('releases the order at once and asks for another method when the provider cannot open a page', async () => {
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const down = hostedPaymentClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY, timeoutMs: 1_000 });
    const counted = await releases('no_payment_page');
    const error = await placeOrder(t.db, orderBody(stay, cart.total, { paymentMethod: 'card' }) as never, new Date(), down).catch(answerOf);
    expect(checkoutProblemSchema.parse((error as { body: unknown }).body).code).toBe('PAYMENT_UNAVAILABLE');
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    expect(await releases('no_payment_page')).toBe(counted + 1);
  });

  it('offers no card payment without a provider, and refuses one naming the field', async () => {
    const error = await placeOrder(t.db, orderBody(stay, cart.total, { paymentMethod: 'card' }) as never, new Date(), null).catch(answerOf);
    expect(error).toMatchObject({ status: 400, body: { issues: [{ path: 'paymentMethod', message: 'Card payment is not available' }] } });
    expect(cart.paymentMethods.find((p) => p.method === 'card')?.available).toBe(false);
  });
});
