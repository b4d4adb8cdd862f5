/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stayCartSchema, type StayCart } from '@/contracts/checkout.schema';
import { bookingWindowState, minisiteIdOf } from '@/contracts/minisite';
import { minisiteById, minisiteBySlug } from '@/server/minisites/minisites.repository';
import { orderMinisiteOf } from '@/server/minisites/order-minisite';
import { orderLimiter } from '@/server/orders/order-limits';
import { placeOrder } from '@/server/orders/place-order.service';
import { hostedPaymentClient } from '@/server/payments/hosted-payment-client';
import { startPaymentSandbox, type PaymentSandbox } from '@/server/payments/sandbox/payment-sandbox';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { findBookableStay, orderBody, stayCriteria, type BookableStay } from './orders.helpers';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('the booking window of a partner minisite', () => {
  it.each([
    ['2026-11-27', 'open'],
    ['2025-01-01', 'open'],
    ['2027-12-31', 'open'],
    ['2024-12-31', 'upcoming'],
    ['2028-01-01', 'ended'],
  ] as const)('on %s is %s (days inclusive)', (today, state) => {
    expect(bookingWindowState({ start: '2025-01-01', end: '2027-12-31' }, today)).toBe(state);
  });

  it.each([
    ['360', 360],
    ['0', null],
    ['-1', null],
    ['36a', null],
    ['', null],
    [undefined, null],
    ['1234567890', null],
  ])('reads the minisite cookie %j as %j', (value, id) => {
    expect(minisiteIdOf(value)).toBe(id);
  });
});

describe.each(DATABASES)('partner minisites on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let cart: StayCart;
  let sandbox: PaymentSandbox;
  let sink: Server;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
    // The provider's webhooks go to a listener that only acknowledges them: this suite looks at the order row.
    sink = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    sandbox = await startPaymentSandbox({ apiKey: 'k', webhookSecret: 'whsec_minisites', webhookUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/`, retryBaseMs: 200 });
  }, 240_000);
  afterAll(async () => {
    await sandbox?.close();
    await new Promise((resolve) => sink?.close(resolve));
    await t?.destroy();
  });
  beforeEach(() => orderLimiter.reset());

  it('finds a minisite by its slug with its banners, logo, legal footer and window', async () => {
    const minisite = await minisiteBySlug(t.db, 'club-voyageurs', NOW);
    expect(minisite).toEqual({
      id: 360,
      slug: 'club-voyageurs',
      partnerName: 'Club Voyageurs',
      locale: 'fr-FR',
      banner: { desktop: '/minisites/club-voyageurs-desktop.svg', mobile: '/minisites/club-voyageurs-mobile.svg' },
      logoUrl: '/minisites/club-voyageurs-logo.svg',
      footer: expect.stringContaining('Paiement électronique uniquement'),
      window: { start: '2025-01-01', end: '2027-12-31', state: 'open' },
    });
    expect((await minisiteBySlug(t.db, 'escapades-2024', NOW))?.window.state).toBe('ended');
    expect((await minisiteById(t.db, 14, NOW))?.partnerName).toBeNull();
    expect(await minisiteBySlug(t.db, 'no-such-partner', NOW)).toBeNull();
    expect(await minisiteBySlug(t.db, "club'; drop table partner_minisite;--", NOW)).toBeNull();
  });

  it.each([
    ['an open minisite', 'escapade-minisite=360', 360],
    ['among other cookies', 'a=1; escapade-minisite=97; b=2', 97],
    ['an ended window', 'escapade-minisite=30', null],
    ['an unknown minisite', 'escapade-minisite=999', null],
    ['garbage', 'escapade-minisite=%00', null],
    ['no cookie', undefined, null],
  ])('tags an order placed after %s', async (_case, cookie, id) => {
    expect(await orderMinisiteOf(t.db, cookie ? { cookie } : {}, NOW)).toBe(id);
  });

  it('offers the electronic methods only in the cart of a minisite visit', async () => {
    const answer = await call(cartRoute, { method: 'POST', body: stayCriteria(stay), headers: { cookie: 'escapade-minisite=360' } });
    const through = stayCartSchema.parse(answer.body);
    expect(through.paymentMethods.map((m) => [m.method, m.available])).toEqual([
      ['hotel', false],
      ['bankTransfer', false],
      ['card', false], // no card provider in this suite's environment
    ]);
    expect(through.total).toBe(cart.total);
    expect(cart.paymentMethods.find((m) => m.method === 'hotel')?.available).toBe(true);
  });

  it.each(['hotel', 'bankTransfer'])('refuses a minisite booking paid by %s (electronic payments only) and stores nothing', async (paymentMethod) => {
    const before = await t.db.selectFrom('order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const answer = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total, { paymentMethod }), headers: { cookie: 'escapade-minisite=360' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request', issues: [{ path: 'paymentMethod', message: expect.stringMatching(/electronically only/) }] });
    const after = await t.db.selectFrom('order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps the other methods for the site’s own bookings, the order untagged', async () => {
    const answer = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total, { paymentMethod: 'hotel' }), headers: { cookie: 'escapade-minisite=30' } });
    expect(answer.status).toBe(200);
    const row = await t.db.selectFrom('order').select(['minisite_id']).where('booking_number', '=', (answer.body as { bookingNumber: string }).bookingNumber).executeTakeFirstOrThrow();
    expect(row.minisite_id).toBeNull();
  });

  it('stores the minisite on a card booking made through it', async () => {
    const provider = hostedPaymentClient({ baseUrl: sandbox.url, apiKey: 'k', timeoutMs: 4_000 });
    const placed = await placeOrder(t.db, orderBody(stay, cart.total, { paymentMethod: 'card' }) as never, new Date(), provider, 360);
    expect(placed).toMatchObject({ paymentMethod: 'card', status: 'pending_payment' });
    const row = await t.db.selectFrom('order').select(['minisite_id', 'payment_method']).where('booking_number', '=', placed.bookingNumber).executeTakeFirstOrThrow();
    expect(row).toEqual({ minisite_id: 360, payment_method: 'card' });
  });
});
