/** @jest-environment node */
// The beneficiary's session on the server (docs/redemption.md "The beneficiary's session"), on SQLite and PostgreSQL:
// the login opens it (HttpOnly SameSite=Lax cookie, the row in the accounts' shared session store), every call of the
// beneficiary reads the gift from it; every such call tried with no session and with each role; CSRF on the calls
// that change something; 'Use another code' ends it; an expired session or a gift used meanwhile says so.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { stayCartSchema } from '@/contracts/checkout.schema';
import { supplementOf, type BeneficiaryOffersResponse } from '@/contracts/redemption';
import { principalOfToken, startSession, tokenHash, type SignedInPrincipal } from '@/server/auth';
import { beneficiarySessionCookie } from '@/server/auth/session-cookies';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import { BENEFICIARY_SESSION_HOURS, beneficiaryPageSession } from '@/server/redemption/beneficiary-session';
import { issueVoucher } from '@/server/redemption/issue-voucher';
import { beneficiarySearchLimiter, giftCodeLimiter } from '@/server/redemption/redemption-limits';
import type { SeededTestDb } from '@/testing/test-db';
import profileRoute from '../../pages/api/account/profile';
import tripsRoute from '../../pages/api/account/trips';
import wishlistRoute from '../../pages/api/account/wishlist';
import facetsRoute from '../../pages/api/beneficiary/facets';
import loginRoute from '../../pages/api/beneficiary/login';
import logoutRoute from '../../pages/api/beneficiary/logout';
import offersRoute from '../../pages/api/beneficiary/offers';
import stayCartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import checkinPricesRoute from '../../pages/api/redeem/weekend/[offerId]/packageCheckinPrices.json';
import { GiftBrowser, PAGE_CSRF } from './beneficiary.helpers';
import { useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { findBookableStay, orderBody, stayCriteria, type BookableStay } from './orders.helpers';

describe.each(DATABASES)("the beneficiary's session on %s", (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    // A giftable stay: a stay voucher of its nights buys it.
    const notGiftable = (await t.db.selectFrom('offer').select('id').where('giftable', '=', 0).execute()).map((r) => Number(r.id));
    stay = await findBookableStay(t.db, t.today, notGiftable);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const limiter of [orderLimiter, lookupLimiter, giftCodeLimiter, beneficiarySearchLimiter]) await limiter.reset();
  });

  const stayVoucher = () => issueVoucher(t.db, { kind: 'STAY', value: 12_000, nights: stay.nights });
  const loggedIn = async (code?: string) => {
    const browser = new GiftBrowser();
    const login = await browser.login(code ?? (await stayVoucher()).code);
    expect(login.status).toBe(200);
    return browser;
  };
  const sessionRow = (token: string) => t.db.selectFrom('auth_session').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();

  describe('the login', () => {
    it("opens the session in an HttpOnly SameSite=Lax cookie of its own, keeps only the token's hash, and renews the CSRF token", async () => {
      const { code } = await stayVoucher();
      const prefix = code.slice(0, 4);
      const browser = new GiftBrowser();
      const answer = await browser.login(code);
      expect(answer.status).toBe(200);
      const [session, csrf] = answer.cookies;
      expect(session).toMatch(new RegExp(`^escapade-gift=[A-Za-z0-9_-]{43}; Path=/; Max-Age=${BENEFICIARY_SESSION_HOURS * 3600}; SameSite=Lax; HttpOnly$`));
      expect(csrf).toMatch(/^escapade-csrf=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      const token = browser.cookies.get('escapade-gift')!;
      const voucher = await t.db.selectFrom('voucher').select('id').where('code_prefix', '=', prefix).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const row = await sessionRow(token);
      expect(row).toMatchObject({ kind: 'beneficiary', voucher_id: voucher.id, account_id: null });
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(code);
      // The code is not in the answer either: the session stands for it.
      expect(JSON.stringify(answer.body)).not.toContain(code);
    });

    it('is Secure when the site is served over https', () => {
      expect(beneficiarySessionCookie('t'.repeat(43), new Date(Date.now() + 3_600_000), 'https://www.escapade.example', new Date())).toMatch(/; HttpOnly; Secure$/);
    });

    it('needs the CSRF header and the site itself: refused without, with a wrong one, or from another site, and opens nothing', async () => {
      const { code } = await stayVoucher();
      const browser = new GiftBrowser();
      expect((await browser.call(loginRoute, { method: 'POST', body: { code, locale: 'fr_FR' }, csrf: null })).body).toMatchObject({ error: 'csrf' });
      expect((await browser.call(loginRoute, { method: 'POST', body: { code, locale: 'fr_FR' }, csrf: 'x'.repeat(32) })).status).toBe(403);
      const crossSite = await browser.call(loginRoute, { method: 'POST', body: { code, locale: 'fr_FR' }, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect(browser.cookies.has('escapade-gift')).toBe(false);
    });

    it('keeps the shared rate limit on codes: 10 attempts, then 429, however many sessions were opened', async () => {
      const codes = [(await stayVoucher()).code, (await stayVoucher()).code, (await stayVoucher()).code];
      const browser = new GiftBrowser();
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await browser.login(codes[i] ?? 'AAAA-BBBB-CCCC-DDDD')).status);
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409, 429]);
    });

    it('another code replaces the session: the first one ends, the calls answer for the new gift', async () => {
      const browser = await loggedIn();
      const first = browser.cookies.get('escapade-gift')!;
      const { code } = await issueVoucher(t.db, { kind: 'STAY', value: 33_300, nights: stay.nights });
      expect((await browser.login(code)).status).toBe(200);
      expect(browser.cookies.get('escapade-gift')).not.toBe(first);
      expect(await sessionRow(first)).toBeUndefined();
      expect(((await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR' } })).body as BeneficiaryOffersResponse).gift.value).toBe(33_300);
    });

    it("leaves a signed-in customer signed in: the gift's session has its own cookie", async () => {
      const customer = await startSession(t.db, { kind: 'customer', accountId: 4242 });
      const browser = new GiftBrowser();
      browser.cookies.set('escapade-session', customer.token);
      expect((await browser.login((await stayVoucher()).code)).status).toBe(200);
      expect(browser.cookies.get('escapade-session')).toBe(customer.token);
      expect(await principalOfToken(t.db, customer.token)).toEqual({ kind: 'customer', accountId: 4242 });
      await browser.call(logoutRoute, { method: 'POST', body: {} });
      expect(browser.cookies.get('escapade-session')).toBe(customer.token);
      expect(await principalOfToken(t.db, customer.token)).toEqual({ kind: 'customer', accountId: 4242 });
    });
  });

  describe("'Use another code'", () => {
    it('ends the session on the server and clears its cookie; the calls then answer 401 BENEFICIARY_SESSION_ENDED', async () => {
      const browser = await loggedIn();
      const token = browser.cookies.get('escapade-gift')!;
      // Without the CSRF header nothing ends.
      expect((await browser.call(logoutRoute, { method: 'POST', body: {}, csrf: null })).body).toMatchObject({ error: 'csrf' });
      expect(await sessionRow(token)).toBeDefined();
      const out = await browser.call(logoutRoute, { method: 'POST', body: {} });
      expect(out).toMatchObject({ status: 200, body: { ok: true } });
      expect(out.cookies).toEqual(['escapade-gift=; Path=/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly']);
      expect(await sessionRow(token)).toBeUndefined();
      // The old cookie, kept by a copy of the browser, opens nothing either.
      browser.cookies.set('escapade-gift', token);
      expect(await browser.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR' } })).toMatchObject({ status: 401, body: { error: 'unauthorized', code: 'BENEFICIARY_SESSION_ENDED' } });
      // Nothing to end is fine too.
      expect((await new GiftBrowser().call(logoutRoute, { method: 'POST', body: {} })).status).toBe(200);
    });
  });

  describe('roles: every call of the beneficiary with no session and with each role', () => {
    type Role = 'none' | 'expired' | 'customer' | 'agent' | "a customer's token as the gift's" | "an agent's token as the gift's" | 'beneficiary' | 'beneficiary of a gift used meanwhile';
    const ROLES: Role[] = ['none', 'expired', 'customer', 'agent', "a customer's token as the gift's", "an agent's token as the gift's", 'beneficiary', 'beneficiary of a gift used meanwhile'];

    const browserAs = async (role: Role): Promise<GiftBrowser> => {
      if (role === 'beneficiary') return loggedIn();
      if (role === 'expired') {
        // Logged in a day and more ago: the session's row has passed its end.
        const browser = await loggedIn();
        await t.db.updateTable('auth_session').set({ expires_at: '2020-01-02T00:00:00.000Z' }).where('token_hash', '=', tokenHash(browser.cookies.get('escapade-gift')!)).execute();
        return browser;
      }
      if (role === 'beneficiary of a gift used meanwhile') {
        const { code } = await stayVoucher();
      const prefix = code.slice(0, 4);
        const browser = await loggedIn(code);
        await t.db.updateTable('voucher').set({ status: 'redeemed', balance_amount: 0 }).where('code_prefix', '=', prefix).execute();
        return browser;
      }
      const browser = new GiftBrowser();
      const open = async (principal: SignedInPrincipal, cookie: string) => browser.cookies.set(cookie, (await startSession(t.db, principal)).token);
      if (role === 'customer') await open({ kind: 'customer', accountId: 1 }, 'escapade-session');
      if (role === 'agent') await open({ kind: 'agent', subject: 'agent-1' }, 'escapade-session');
      if (role === "a customer's token as the gift's") await open({ kind: 'customer', accountId: 1 }, 'escapade-gift');
      if (role === "an agent's token as the gift's") await open({ kind: 'agent', subject: 'agent-1' }, 'escapade-gift');
      return browser;
    };

    const CALLS = [
      ['POST /api/beneficiary/offers', (b: GiftBrowser) => b.call(offersRoute, { method: 'POST', body: { locale: 'fr_FR' } })],
      ['POST /api/beneficiary/facets', (b: GiftBrowser) => b.call(facetsRoute, { method: 'POST', body: { locale: 'fr_FR' } })],
      ['GET packageCheckinPrices.json', (b: GiftBrowser) => b.call(checkinPricesRoute, { query: { offerId: String(stay.offerId), locale: 'fr_FR', month: stay.checkin.slice(0, 7) } })],
      ['POST /api/checkout/stay/cart with the gift', (b: GiftBrowser) => b.call(stayCartRoute, { method: 'POST', body: { ...stayCriteria(stay), beneficiaryGift: true } })],
      [
        'POST /api/orders with the gift',
        async (b: GiftBrowser) => {
          // The total and the remainder as the cart shows them to this caller (the plain cart for those without a gift).
          const shown = await b.call(stayCartRoute, { method: 'POST', body: { ...stayCriteria(stay), beneficiaryGift: true } });
          const cart = shown.status === 200 ? stayCartSchema.parse(shown.body) : null;
          const total = cart?.total ?? 1;
          const remaining = cart?.remainingAmountToPay ?? total;
          return b.call(ordersRoute, { method: 'POST', body: orderBody(stay, total, { beneficiaryGift: true, shownRemaining: remaining, paymentMethod: remaining === 0 ? 'giftCode' : 'hotel' }) });
        },
      ],
    ] as const;

    const expected = (role: Role) => (role === 'beneficiary' ? { status: 200 } : role === 'beneficiary of a gift used meanwhile' ? { status: 409, code: 'GIFT_CODE_USED' } : { status: 401, code: 'BENEFICIARY_SESSION_ENDED' });

    it.each(CALLS.flatMap(([name, run]) => ROLES.map((role) => [name, role, run] as const)))('%s as %s', async (_name, role, run) => {
      const answer = await run(await browserAs(role));
      const { status, code } = expected(role) as { status: number; code?: string };
      expect(answer.status).toBe(status);
      if (code) expect(answer.body).toMatchObject({ code });
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it("opens no customer account call: a gift's session is not a customer's (401 as signed out)", async () => {
      const browser = await loggedIn();
      browser.cookies.set('escapade-flags', 'customerAccount:on');
      for (const route of [profileRoute, tripsRoute, wishlistRoute]) expect(await browser.call(route)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    });

    it('an order paying with the gift without the CSRF header is refused (403) and spends nothing', async () => {
      const { code, value } = await stayVoucher();
      const prefix = code.slice(0, 4);
      const browser = await loggedIn(code);
      const cart = stayCartSchema.parse((await browser.call(stayCartRoute, { method: 'POST', body: { ...stayCriteria(stay), beneficiaryGift: true } })).body);
      const remaining = supplementOf(cart.total, value);
      const body = orderBody(stay, cart.total, { beneficiaryGift: true, shownRemaining: remaining, paymentMethod: remaining === 0 ? 'giftCode' : 'hotel' });
      expect((await browser.call(ordersRoute, { method: 'POST', body, csrf: null })).body).toMatchObject({ error: 'csrf' });
      expect((await browser.call(ordersRoute, { method: 'POST', body, csrf: PAGE_CSRF.replace(/0$/, '1') })).status).toBe(403);
      expect(await t.db.selectFrom('voucher').select('status').where('code_prefix', '=', prefix).orderBy('id', 'desc').executeTakeFirstOrThrow()).toEqual({ status: 'active' });
    });
  });

  describe("the beneficiary's page as it renders", () => {
    const headersOf = (browser: GiftBrowser) => ({ headers: { cookie: browser.cookieHeader() } });

    it("shows the session's gift; nothing without a cookie; the reason once it ended or its gift was used", async () => {
      const browser = await loggedIn();
      expect(await beneficiaryPageSession(t.db, headersOf(browser), 'fr_FR')).toMatchObject({ gift: { kind: 'STAY', value: 12_000 }, ended: null });
      expect(await beneficiaryPageSession(t.db, headersOf(new GiftBrowser()), 'fr_FR')).toEqual({ gift: null, ended: null });
      // A day later: the session has expired.
      const tomorrow = new Date(Date.now() + (BENEFICIARY_SESSION_HOURS + 1) * 3_600_000);
      expect(await beneficiaryPageSession(t.db, headersOf(browser), 'fr_FR', tomorrow)).toEqual({ gift: null, ended: 'BENEFICIARY_SESSION_ENDED' });
      const { code } = await stayVoucher();
      const prefix = code.slice(0, 4);
      const other = await loggedIn(code);
      await t.db.updateTable('voucher').set({ status: 'redeemed', balance_amount: 0 }).where('code_prefix', '=', prefix).execute();
      expect(await beneficiaryPageSession(t.db, headersOf(other), 'fr_FR')).toEqual({ gift: null, ended: 'GIFT_CODE_USED' });
    });
  });
});
