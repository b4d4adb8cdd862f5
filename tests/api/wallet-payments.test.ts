/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stayCartSchema, type PlacedOrder, type StayCart } from '@/contracts/checkout.schema';
import { releaseUnpaidCardOrders } from '@/server/orders/card-payment-release';
import { readOrder } from '@/server/orders/order-access.service';
import { orderLimiter } from '@/server/orders/order-limits';
import { paymentWebhook } from '@/server/http/payment-webhook';
import { placeOrder } from '@/server/orders/place-order.service';
import { hostedPaymentClient } from '@/server/payments/hosted-payment-client';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { startPaymentSandbox, type PaymentSandbox } from '@/server/payments/sandbox/payment-sandbox';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/stay/cart';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { findBookableStay, orderBody, stayCriteria, type BookableStay } from './orders.helpers';
import { eventually, postForm } from '@/testing/eventually';

const API_KEY = 'sk_test_escapade_wallets';
const SECRET = 'whsec_escapade_wallets_secret';

// Wallets on the hosted payment page (docs/payments.md 'Wallets'): the site asks the provider for the card and the
// wallets, the provider's page offers them, a wallet approved there completes the session like a card, and the signed
// event's method type is kept on the order, which the confirmation and My booking read.
describe.each(DATABASES)('wallet payments through the hosted payment page on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let cart: StayCart;
  let sandbox: PaymentSandbox;
  let site: Server;
  let provider: PaymentProvider;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
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
  beforeEach(async () => {
    await orderLimiter.reset();
    await eventually(async () => sandbox.received.events.every((e) => e.deliveries.some((d) => typeof d.status === 'number' && d.status < 300)));
    while ((await releaseUnpaidCardOrders(t.db, provider, new Date(Date.now() + 24 * 3600_000))) > 0);
  });

  const orderOf = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  const placeCard = () => placeOrder(t.db, orderBody(stay, cart.total, { paymentMethod: 'card' }) as never, new Date(), provider);
  const sessionOf = (placed: PlacedOrder) => sandbox.received.sessions.find((s) => s.reference === placed.bookingNumber)!;

  it('asks the provider for the card and both wallets, whose page offers them beside the card form', async () => {
    const placed = await placeCard();
    expect(sessionOf(placed).paymentMethodTypes).toEqual(['card', 'apple_pay', 'google_pay']);
    const page = await (await fetch(placed.paymentUrl!)).text();
    expect(page).toContain('Buy with Apple Pay');
    expect(page).toContain('Buy with Google Pay');
    expect(page).toContain('<label for="number">Card number</label>');
  });

  it.each([
    ['google_pay', 'google_pay'],
    ['apple_pay', 'apple_pay'],
  ] as const)('confirms an order paid with %s by its signed event and keeps how it was paid', async (wallet, stored) => {
    const placed = await placeCard();
    const paid = await postForm(placed.paymentUrl!, { wallet });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(sessionOf(placed).successUrl);
    await eventually(async () => (await orderOf(placed.bookingNumber)).status === 'confirmed');
    expect(await orderOf(placed.bookingNumber)).toMatchObject({ paid_with: stored, payment_method: 'card' });
    // The provider kept what it did: the session paid by the wallet, no card digits, the event with Stripe's wallet shape.
    expect(sessionOf(placed)).toMatchObject({ status: 'complete', paidWith: wallet, last4: null });
    const event = sandbox.received.events.find((e) => e.sessionId === sessionOf(placed).id && e.type === 'checkout.session.completed')!;
    expect(JSON.parse(event.body).data.object.payment_method_details).toEqual({ type: 'card', card: { last4: null, wallet: { type: wallet } } });
    await eventually(async () => event.deliveries.at(-1)?.status === 200);
    const storedEvent = await t.db.selectFrom('payment_event').select(['outcome']).where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(storedEvent.outcome).toBe('paid');
    // The confirmation and My booking (the lookup) read it.
    expect((await readOrder(t.db, placed.bookingNumber, { accessKey: placed.accessKey })).paidWith).toBe(stored);
    expect((await readOrder(t.db, placed.bookingNumber, { email: 'elodie.darcy@example.com' })).paidWith).toBe(stored);
    // The page is closed once paid.
    expect((await postForm(placed.paymentUrl!, { wallet: 'apple_pay' })).status).toBe(410);
  });

  it('refuses a wallet the session does not offer, and says nothing paid before it is', async () => {
    const placed = await placeCard();
    expect((await postForm(placed.paymentUrl!, { wallet: 'samsung_pay' })).status).toBe(400);
    expect(sessionOf(placed)).toMatchObject({ status: 'open', paidWith: null });
    const view = await readOrder(t.db, placed.bookingNumber, { accessKey: placed.accessKey });
    expect(view).toMatchObject({ status: 'pending_payment', paidWith: null });
  });

  it('opens a wallet-only session when asked, and refuses unknown method types', async () => {
    const request = { amount: 1000, currency: 'EUR' as const, reference: '00000000', customerEmail: 'a@example.com', returnUrl: 'http://127.0.0.1/back', expiresAt: new Date(Date.now() + 600_000), locale: 'fr_FR' };
    const walletOnly = await provider.createSession({ ...request, paymentMethodTypes: ['google_pay'] });
    const page = await (await fetch(walletOnly.url)).text();
    expect(page).toContain('Buy with Google Pay');
    expect(page).not.toContain('Card number');
    expect(page).not.toContain('Apple Pay');
    expect((await postForm(walletOnly.url, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })).status).toBe(400);
    await expect(provider.createSession({ ...request, paymentMethodTypes: ['bitcoin' as never] })).rejects.toThrow('refused the session (400)');
  });
});
