/** @jest-environment node */
// Customer accounts over HTTP (docs/accounts.md), on SQLite and PostgreSQL: sign-up, sign-in, sign-out, profile,
// password, trips, wishlist and the e-mail's proof; every account call tried with no session and with each role
// (customer, agent, beneficiary); CSRF, cross-site and rate limits; an order placed while signed in joins the trips.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { placedOrderSchema, stayCartSchema } from '@/contracts/checkout.schema';
import { accountWriteLimiter, signInEmailLimiter, signInLimiter } from '@/server/accounts/account-limits';
import { startSession, tokenHash } from '@/server/auth';
import { orderLimiter } from '@/server/orders/order-limits';
import type { SeededTestDb } from '@/testing/test-db';
import passwordRoute from '../../pages/api/account/password';
import profileRoute from '../../pages/api/account/profile';
import signInRoute from '../../pages/api/account/signin';
import signOutRoute from '../../pages/api/account/signout';
import signUpRoute from '../../pages/api/account/signup';
import tripsRoute from '../../pages/api/account/trips';
import verifyRoute from '../../pages/api/account/verify-email';
import wishlistRoute from '../../pages/api/account/wishlist';
import cartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import { send, TestBrowser } from './accounts.helpers';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, stayCriteria } from './orders.helpers';

const item = (id: number, category: 'weekend' | 'activity' = 'weekend') => ({
  id,
  label: `Offer ${id}`,
  imageUrl: `/api/images/offer-${id}.jpg`,
  uri: '',
  itemCategory: category,
  hotel: { id: 1000 + id, label: `Hotel ${id}`, locationLabel: 'Lyon', stars: 4, uri: '', review: { count: 3, average: 8.4 } },
});
const wishlistOf = (stays: number[], activities: number[] = []) => ({ stays: stays.map((id) => item(id)), activities: activities.map((id) => item(id, 'activity')) });
const idsOf = (body: unknown) => {
  const wishlist = (body as { wishlist: { stays: { id: number }[]; activities: { id: number }[] } }).wishlist;
  return { stays: wishlist.stays.map((i) => i.id), activities: wishlist.activities.map((i) => i.id) };
};

describe.each(DATABASES)('customer accounts on %s', (_engine, url) => {
  let t: SeededTestDb;
  let counter = 0;
  const newEmail = () => `traveller.${++counter}.${Date.now()}@example.com`;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await signInLimiter.reset();
    await signInEmailLimiter.reset();
    await accountWriteLimiter.reset();
  });

  const signUp = async (browser: TestBrowser, over: Record<string, unknown> = {}) =>
    browser.call(signUpRoute, { method: 'POST', body: { email: newEmail(), password: 'correct horse battery', firstName: 'Élodie', lastName: "D'Arcy", locale: 'fr-FR', ...over } });

  describe('sign-up and sign-in', () => {
    it('opens a session in HttpOnly SameSite=Lax cookies (token and account id), keeps only the argon2id hash and queues the e-mail proof', async () => {
      const browser = new TestBrowser();
      const email = newEmail();
      const answer = await signUp(browser, { email: ` ${email.toUpperCase()} ` });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ profile: { firstName: 'Élodie', lastName: "D'Arcy", email, emailVerified: false }, wishlist: { stays: [], activities: [] } });
      const [token, accountId, csrf] = answer.cookies;
      expect(token).toMatch(/^escapade-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
      expect(accountId).toMatch(/^escapade-account=\d+; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
      expect(csrf).toMatch(/^escapade-csrf=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      const row = await t.db.selectFrom('customer_account').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('correct horse battery');
      const session = await t.db.selectFrom('auth_session').selectAll().where('token_hash', '=', tokenHash(browser.cookies.get('escapade-session')!)).executeTakeFirstOrThrow();
      expect(session).toMatchObject({ kind: 'customer', account_id: row.id });
      const mail = await t.db.selectFrom('outbox_mail').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ kind: 'account_email_proof', locale: 'fr_FR', subject: 'Confirmez votre e-mail' });
      expect(mail.text).toMatch(/^Bonjour Élodie,/);
      expect(mail.text).toMatch(/\/compte\/profile#verify=[A-Za-z0-9_-]{43}$/);
    });

    it('refuses a second account for the same e-mail (any case) with EMAIL_TAKEN, and a short password with a 400', async () => {
      const email = newEmail();
      expect((await signUp(new TestBrowser(), { email })).status).toBe(201);
      const again = await signUp(new TestBrowser(), { email: email.toUpperCase() });
      expect(again).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
      expect((await signUp(new TestBrowser(), { password: 'short' })).status).toBe(400);
      expect((await signUp(new TestBrowser(), { email: 'not-an-email' })).status).toBe(400);
    });

    it('signs in with the right password only, the same BAD_CREDENTIALS for an unknown e-mail, and merges the wishlists', async () => {
      const email = newEmail();
      const first = new TestBrowser();
      await signUp(first, { email, wishlist: wishlistOf([1, 2]) });
      const other = new TestBrowser();
      const wrong = await other.call(signInRoute, { method: 'POST', body: { email, password: 'wrong password!' } });
      expect(wrong).toMatchObject({ status: 401, body: { error: 'unauthorized', code: 'BAD_CREDENTIALS' } });
      expect(wrong.cookies).toEqual([]);
      const unknown = await other.call(signInRoute, { method: 'POST', body: { email: newEmail(), password: 'correct horse battery' } });
      expect(unknown).toMatchObject({ status: 401, body: { code: 'BAD_CREDENTIALS' } });
      const signedIn = await other.call(signInRoute, { method: 'POST', body: { email: email.toUpperCase(), password: 'correct horse battery', wishlist: wishlistOf([2, 3], [7]) } });
      expect(signedIn.status).toBe(200);
      expect(idsOf(signedIn.body)).toEqual({ stays: [1, 2, 3], activities: [7] });
      expect(idsOf((await first.call(wishlistRoute)).body)).toEqual({ stays: [1, 2, 3], activities: [7] });
    });

    it('limits sign-in attempts per e-mail in the shared store (429 with Retry-After), whatever the password', async () => {
      const email = newEmail();
      await signUp(new TestBrowser(), { email });
      const browser = new TestBrowser();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await browser.call(signInRoute, { method: 'POST', body: { email, password: `guess number ${i}` } })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const right = await browser.call(signInRoute, { method: 'POST', body: { email, password: 'correct horse battery' } });
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits sign-in attempts per client address', async () => {
      const browser = new TestBrowser();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await browser.call(signInRoute, { method: 'POST', body: { email: newEmail(), password: 'whatever it is' } })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('CSRF and the site origin on every state-changing call', () => {
    const CHANGING = [
      ['POST /api/account/signup', signUpRoute, { email: 'csrf@example.com', password: 'correct horse battery', firstName: 'A', lastName: 'B', locale: 'fr_FR' }],
      ['POST /api/account/signin', signInRoute, { email: 'csrf@example.com', password: 'correct horse battery' }],
      ['POST /api/account/signout', signOutRoute, {}],
      ['POST /api/account/profile', profileRoute, { firstName: 'A', lastName: 'B', email: 'csrf@example.com' }],
      ['POST /api/account/password', passwordRoute, { currentPassword: 'correct horse battery', newPassword: 'another long password' }],
      ['POST /api/account/wishlist', wishlistRoute, { wishlist: wishlistOf([]) }],
      ['POST /api/account/verify-email', verifyRoute, { token: 'A'.repeat(43) }],
    ] as const;

    it.each(CHANGING)('%s: 403 without the CSRF header, with a wrong one, without the cookie, and from another site', async (_name, route, body) => {
      const browser = new TestBrowser();
      await signUp(browser);
      const session = browser.cookies.get('escapade-session');
      const noHeader = await browser.call(route, { method: 'POST', body, csrf: null });
      expect(noHeader).toMatchObject({ status: 403, body: { error: 'csrf' } });
      expect((await browser.call(route, { method: 'POST', body, csrf: 'x'.repeat(32) })).status).toBe(403);
      const noCookie = await send(route, { method: 'POST', body, headers: { cookie: `escapade-flags=customerAccount:on; escapade-session=${session}`, 'content-type': 'application/json', 'x-csrf-token': 'x'.repeat(32) } });
      expect(noCookie).toMatchObject({ status: 403, body: { error: 'csrf' } });
      const crossSite = await browser.call(route, { method: 'POST', body, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      const form = await browser.call(route, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
      expect(form.status).toBe(415);
      // Nothing happened: the session is still open.
      expect((await browser.call(profileRoute)).status).toBe(200);
    });
  });

  describe('roles: every account call with no session and with each role', () => {
    type Role = 'none' | 'expired' | 'customer' | 'agent' | 'beneficiary';
    const ROLES: Role[] = ['none', 'expired', 'customer', 'agent', 'beneficiary'];

    const browserAs = async (role: Role): Promise<TestBrowser> => {
      const browser = new TestBrowser();
      if (role === 'customer') await signUp(browser);
      if (role === 'agent' || role === 'beneficiary' || role === 'expired') {
        const principal = role === 'agent' ? ({ kind: 'agent', subject: 'agent-1' } as const) : ({ kind: 'beneficiary', voucherId: 1 } as const);
        const { token } = await startSession(t.db, role === 'expired' ? { kind: 'customer', accountId: 1 } : principal, role === 'expired' ? new Date('2020-01-01T00:00:00Z') : new Date());
        browser.cookies.set('escapade-session', token);
      }
      return browser;
    };

    const CUSTOMER_ONLY = [
      ['GET /api/account/profile', profileRoute, 'GET', undefined],
      ['POST /api/account/profile', profileRoute, 'POST', { firstName: 'Anne', lastName: 'Roy', email: 'keep@example.com' }],
      ['POST /api/account/password', passwordRoute, 'POST', { currentPassword: 'correct horse battery', newPassword: 'another long password' }],
      ['GET /api/account/trips', tripsRoute, 'GET', undefined],
      ['GET /api/account/wishlist', wishlistRoute, 'GET', undefined],
      ['POST /api/account/wishlist', wishlistRoute, 'POST', { wishlist: wishlistOf([5]) }],
    ] as const;

    const expected = (role: Role) => (role === 'customer' ? 200 : role === 'agent' || role === 'beneficiary' ? 403 : 401);

    it.each(CUSTOMER_ONLY.flatMap(([name, route, method, body]) => ROLES.map((role) => [name, role, route, method, body] as const)))('%s as %s', async (_name, role, route, method, body) => {
      const browser = await browserAs(role);
      const answer = await browser.call(route, {
        method,
        body: body && 'email' in body ? { ...body, email: (await browser.call(profileRoute)).status === 200 ? ((await browser.call(profileRoute)).body as { email: string }).email : 'keep@example.com' } : body,
      });
      expect(answer.status).toBe(expected(role));
      if (role !== 'customer') expect(answer.body).toMatchObject({ error: role === 'agent' || role === 'beneficiary' ? 'forbidden' : 'unauthorized' });
    });

    it.each(ROLES)('sign-up, sign-in, sign-out and the e-mail proof answer anyone (as %s)', async (role) => {
      const browser = await browserAs(role);
      const email = newEmail();
      expect((await signUp(browser, { email })).status).toBe(201);
      expect((await browser.call(signOutRoute, { method: 'POST' })).status).toBe(200);
      expect((await browser.call(signInRoute, { method: 'POST', body: { email, password: 'correct horse battery' } })).status).toBe(200);
      expect((await browser.call(verifyRoute, { method: 'POST', body: { token: 'B'.repeat(43) } })).status).toBe(410);
    });

    it('answers 404 for every account call while the customer-account toggle is off', async () => {
      const browser = await browserAs('customer');
      browser.cookies.delete('escapade-flags');
      for (const [route, method] of [[signUpRoute, 'POST'], [signInRoute, 'POST'], [signOutRoute, 'POST'], [profileRoute, 'GET'], [tripsRoute, 'GET'], [wishlistRoute, 'GET'], [passwordRoute, 'POST'], [verifyRoute, 'POST']] as const) {
        const answer = await browser.call(route, { method, body: {} });
        expect([route.name, answer.status === 404 || answer.status === 400]).toEqual([route.name, true]);
      }
      expect((await browser.call(tripsRoute)).status).toBe(404);
    });

    it('answers 405 with Allow for a method a route does not take', async () => {
      const answer = await (await browserAs('customer')).call(tripsRoute, { method: 'DELETE' });
      expect(answer).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
      expect((await (await browserAs('customer')).call(profileRoute, { method: 'PUT' })).headers.allow).toBe('GET, HEAD, POST');
    });
  });

  describe("a customer's own data", () => {
    it('keeps each wishlist and profile to its account', async () => {
      const anne = new TestBrowser();
      const bruno = new TestBrowser();
      await signUp(anne, { firstName: 'Anne' });
      await signUp(bruno, { firstName: 'Bruno' });
      await anne.call(wishlistRoute, { method: 'POST', body: { wishlist: wishlistOf([11, 12, 11]) } });
      await bruno.call(wishlistRoute, { method: 'POST', body: { wishlist: wishlistOf([], [21]) } });
      expect(idsOf((await anne.call(wishlistRoute)).body)).toEqual({ stays: [11, 12], activities: [] });
      expect(idsOf((await bruno.call(wishlistRoute)).body)).toEqual({ stays: [], activities: [21] });
      expect((await anne.call(profileRoute)).body).toMatchObject({ firstName: 'Anne' });
      expect((await bruno.call(profileRoute)).body).toMatchObject({ firstName: 'Bruno' });
    });

    it('changes names freely, the e-mail only with the current password, and the password signs the other browsers out', async () => {
      const here = new TestBrowser();
      const email = newEmail();
      await signUp(here, { email });
      const elsewhere = new TestBrowser();
      await elsewhere.call(signInRoute, { method: 'POST', body: { email, password: 'correct horse battery' } });
      expect((await here.call(profileRoute, { method: 'POST', body: { firstName: 'Zoé', lastName: 'Roy', email } })).body).toMatchObject({ firstName: 'Zoé', lastName: 'Roy', email });
      const moved = newEmail();
      expect(await here.call(profileRoute, { method: 'POST', body: { firstName: 'Zoé', lastName: 'Roy', email: moved, currentPassword: 'nope nope nope' } })).toMatchObject({ status: 403, body: { code: 'WRONG_PASSWORD' } });
      expect((await here.call(profileRoute, { method: 'POST', body: { firstName: 'Zoé', lastName: 'Roy', email: moved, currentPassword: 'correct horse battery' } })).body).toMatchObject({ email: moved, emailVerified: false });
      expect(await here.call(passwordRoute, { method: 'POST', body: { currentPassword: 'wrong one', newPassword: 'a brand new password' } })).toMatchObject({ status: 403, body: { code: 'WRONG_PASSWORD' } });
      expect((await here.call(passwordRoute, { method: 'POST', body: { currentPassword: 'correct horse battery', newPassword: 'a brand new password' } })).status).toBe(200);
      expect((await here.call(profileRoute)).status).toBe(200);
      expect((await elsewhere.call(profileRoute)).status).toBe(401);
      expect((await new TestBrowser().call(signInRoute, { method: 'POST', body: { email: moved, password: 'a brand new password' } })).status).toBe(200);
    });

    it('signs out: the session row is deleted and the token, account id and analytics id cookies cleared; the old token no longer opens anything', async () => {
      const browser = new TestBrowser();
      await signUp(browser);
      const token = browser.cookies.get('escapade-session')!;
      const out = await browser.call(signOutRoute, { method: 'POST' });
      expect(out.status).toBe(200);
      expect(out.cookies.map((c) => c.split(';')[0])).toEqual(['escapade-session=', 'escapade-account=', 'escapade-uid=']);
      expect(out.cookies.every((c) => c.includes('Max-Age=0'))).toBe(true);
      expect(out.cookies.slice(0, 2).every((c) => c.includes('HttpOnly'))).toBe(true);
      expect(await t.db.selectFrom('auth_session').select('token_hash').where('token_hash', '=', tokenHash(token)).executeTakeFirst()).toBeUndefined();
      const replay = new TestBrowser();
      replay.cookies.set('escapade-session', token);
      expect((await replay.call(profileRoute)).status).toBe(401);
    });
  });

  describe('trips', () => {
    const placeOrder = async (browser: TestBrowser | null, email: string, skip: number[] = []) => {
      const stay = await findBookableStay(t.db, t.today, skip);
      const cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
      const body = orderBody(stay, cart.total, { buyer: { ...BUYER, email } });
      const answer = browser ? await browser.call(ordersRoute, { method: 'POST', body }) : await call(ordersRoute, { method: 'POST', body });
      expect(answer.status).toBe(200);
      return { placed: placedOrderSchema.parse(answer.body), offerId: stay.offerId };
    };

    beforeEach(() => orderLimiter.reset());

    it("lists an order placed while signed in with the account's e-mail, not one for another address nor anyone else's", async () => {
      const browser = new TestBrowser();
      const email = newEmail();
      await signUp(browser, { email });
      const mine = await placeOrder(browser, email.toUpperCase());
      const forSomeoneElse = await placeOrder(browser, newEmail(), [mine.offerId]);
      const trips = (await browser.call(tripsRoute)).body as { trips: { bookingNumber: string; status: string; totalAmount: number; checkin: string }[] };
      expect(trips.trips.map((trip) => trip.bookingNumber)).toEqual([mine.placed.bookingNumber]);
      expect(trips.trips[0]).toMatchObject({ status: 'confirmed', currency: 'EUR', productType: 'STAY' });
      expect(trips.trips.map((trip) => trip.bookingNumber)).not.toContain(forSomeoneElse.placed.bookingNumber);
      const other = new TestBrowser();
      await signUp(other);
      expect((await other.call(tripsRoute)).body).toEqual({ trips: [] });
    });

    it('links the bookings made with the e-mail before the account once the proof link is opened, once', async () => {
      const email = newEmail();
      const before = await placeOrder(null, email);
      const browser = new TestBrowser();
      await signUp(browser, { email });
      expect((await browser.call(tripsRoute)).body).toEqual({ trips: [] });
      const mail = await t.db.selectFrom('outbox_mail').select('text').where('to_address', '=', email).where('kind', '=', 'account_email_proof').executeTakeFirstOrThrow();
      const token = /#verify=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      const proven = await new TestBrowser().call(verifyRoute, { method: 'POST', body: { token } });
      expect(proven).toMatchObject({ status: 200, body: { linkedTrips: 1 } });
      expect(((await browser.call(tripsRoute)).body as { trips: { bookingNumber: string }[] }).trips.map((trip) => trip.bookingNumber)).toEqual([before.placed.bookingNumber]);
      expect((await browser.call(profileRoute)).body).toMatchObject({ emailVerified: true });
      expect(await new TestBrowser().call(verifyRoute, { method: 'POST', body: { token } })).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
    });
  });
});
