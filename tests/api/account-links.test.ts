/** @jest-environment node */
// Sign-in links and password resets by e-mail (docs/accounts.md "Sign-in link and password reset"), and the analytics
// id's cookie ("The analytics id"), over HTTP on SQLite and PostgreSQL: the token is stored hashed, the mail stored in
// the outbox before the worker sends it, the link opens once, before it expires, and never when cut or changed; the
// asking is rate-limited in the shared store and says nothing about which addresses have an account.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { emailLinkEmailLimiter, emailLinkLimiter, signInEmailLimiter, signInLimiter, accountWriteLimiter } from '@/server/accounts/account-limits';
import { tokenHash } from '@/server/auth';
import type { SeededTestDb } from '@/testing/test-db';
import emailLinkRoute from '../../pages/api/account/email-link';
import profileRoute from '../../pages/api/account/profile';
import resetRoute from '../../pages/api/account/reset-password';
import signInRoute from '../../pages/api/account/signin';
import signInLinkRoute from '../../pages/api/account/signin-link';
import signOutRoute from '../../pages/api/account/signout';
import signUpRoute from '../../pages/api/account/signup';
import { TestBrowser } from './accounts.helpers';
import { useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

const PASSWORD = 'correct horse battery';
const CONSENTED = 'v=1&analytics=1&advertising=0&at=1764201600';
const REFUSED = 'v=1&analytics=0&advertising=1&at=1764201600';

describe.each(DATABASES)('sign-in links and password resets on %s', (_engine, url) => {
  let t: SeededTestDb;
  let counter = 0;
  const newEmail = () => `link.${++counter}.${Date.now()}@example.com`;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    for (const limiter of [signInLimiter, signInEmailLimiter, accountWriteLimiter, emailLinkLimiter, emailLinkEmailLimiter]) await limiter.reset();
  });

  const signUp = async (email: string, browser = new TestBrowser()) => {
    const answer = await browser.call(signUpRoute, { method: 'POST', body: { email, password: PASSWORD, firstName: 'Élodie', lastName: 'Martin', locale: 'fr-FR' } });
    expect(answer.status).toBe(201);
    return browser;
  };
  const ask = (browser: TestBrowser, email: string, purpose: 'sign-in' | 'reset-password', over: Record<string, unknown> = {}) =>
    browser.call(emailLinkRoute, { method: 'POST', body: { email, purpose, locale: 'fr-FR', ...over } });
  const mailsTo = (email: string, kind: string) =>
    t.db.selectFrom('outbox_mail').select(['text', 'subject', 'locale', 'status', 'kind']).where('to_address', '=', email).where('kind', '=', kind).orderBy('id').execute();
  const lastToken = async (email: string, kind: string, key: string) => {
    const mails = await mailsTo(email, kind);
    return new RegExp(`#${key}=([A-Za-z0-9_-]{43})$`, 'm').exec(mails[mails.length - 1].text)![1];
  };
  /** A different token of the same shape: one character changed. */
  const tampered = (token: string) => `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;

  describe('asking for a link', () => {
    it('stores only the hash of a single-use sign-in token, valid 15 minutes, and queues the mail in the outbox before it is sent', async () => {
      const email = newEmail();
      await signUp(email);
      const before = Date.now();
      const answer = await ask(new TestBrowser(), email.toUpperCase(), 'sign-in', { origin: '/recherche?q=lyon' });
      expect(answer).toMatchObject({ status: 202, body: { sent: true } });
      const [mail] = await mailsTo(email, 'account_sign_in_link');
      expect(mail).toMatchObject({ subject: 'Votre lien de connexion', locale: 'fr_FR', status: 'pending' });
      expect(mail.text).toMatch(/^Bonjour Élodie,\n\nOuvrez ce lien dans les 15 minutes pour vous connecter/);
      expect(mail.text).toMatch(/\/compte\/link\?origin=%2Frecherche%3Fq%3Dlyon#link=[A-Za-z0-9_-]{43}$/m);
      const token = await lastToken(email, 'account_sign_in_link', 'link');
      const row = await t.db.selectFrom('account_token').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ purpose: 'sign-in', used_at: null });
      expect(new Date(row.expires_at).getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 5_000);
      expect(new Date(row.expires_at).getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);
      expect(await t.db.selectFrom('account_token').select('token_hash').where('token_hash', '=', token).execute()).toEqual([]);
    });

    it('answers an unknown e-mail exactly as a known one, storing and sending nothing', async () => {
      const email = newEmail();
      const answer = await ask(new TestBrowser(), email, 'reset-password');
      expect(answer).toMatchObject({ status: 202, body: { sent: true } });
      expect(await mailsTo(email, 'account_password_reset')).toEqual([]);
    });

    it('refuses an e-mail that is not one, a purpose it does not know, and a call without the CSRF header', async () => {
      const browser = new TestBrowser();
      expect((await ask(browser, 'not an e-mail', 'sign-in')).status).toBe(400);
      expect((await browser.call(emailLinkRoute, { method: 'POST', body: { email: newEmail(), purpose: 'verify-email', locale: 'fr-FR' } })).status).toBe(400);
      expect((await browser.call(emailLinkRoute, { method: 'POST', body: { email: newEmail(), purpose: 'sign-in', locale: 'fr-FR' }, csrf: null })).status).toBe(403);
    });

    it('limits the links asked for one e-mail (3, then 429 with Retry-After), whoever asks', async () => {
      const email = newEmail();
      await signUp(email);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask(new TestBrowser(), email, i % 2 ? 'sign-in' : 'reset-password')).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await mailsTo(email, 'account_sign_in_link')).length + (await mailsTo(email, 'account_password_reset')).length).toBe(3);
      const limited = await ask(new TestBrowser(), email, 'sign-in');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits the links asked from one client address (5, then 429), whatever the e-mails', async () => {
      const browser = new TestBrowser();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await ask(browser, newEmail(), 'sign-in')).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('answers 404 while the customer-account toggle is off', async () => {
      const browser = new TestBrowser();
      browser.cookies.delete('escapade-flags');
      expect((await ask(browser, newEmail(), 'sign-in')).status).toBe(404);
    });
  });

  describe('opening a sign-in link', () => {
    it('signs in once: a session in HttpOnly cookies, the e-mail proven; the same link again is refused', async () => {
      const email = newEmail();
      await signUp(email);
      await ask(new TestBrowser(), email, 'sign-in');
      const token = await lastToken(email, 'account_sign_in_link', 'link');
      const browser = new TestBrowser();
      const opened = await browser.call(signInLinkRoute, { method: 'POST', body: { token } });
      expect(opened).toMatchObject({ status: 200, body: { profile: { email, emailVerified: true } } });
      expect(opened.cookies[0]).toMatch(/^escapade-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
      expect((await browser.call(profileRoute)).status).toBe(200);
      const again = await new TestBrowser().call(signInLinkRoute, { method: 'POST', body: { token } });
      expect(again).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
      expect(again.cookies).toEqual([]);
    });

    it('refuses an expired link, a changed one, a cut one, a made-up one and a reset link, all alike (410 LINK_INVALID)', async () => {
      const email = newEmail();
      await signUp(email);
      await ask(new TestBrowser(), email, 'sign-in');
      const expired = await lastToken(email, 'account_sign_in_link', 'link');
      await t.db.updateTable('account_token').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(expired)).execute();
      await ask(new TestBrowser(), email, 'sign-in');
      const fresh = await lastToken(email, 'account_sign_in_link', 'link');
      await ask(new TestBrowser(), email, 'reset-password');
      const reset = await lastToken(email, 'account_password_reset', 'reset');
      for (const token of [expired, tampered(fresh), fresh.slice(0, 42), `${fresh}x`, 'A'.repeat(43), reset]) {
        const answer = await new TestBrowser().call(signInLinkRoute, { method: 'POST', body: { token } });
        expect({ token, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({ token, status: 410, code: 'LINK_INVALID' });
      }
      // None of those spent the real links.
      expect((await new TestBrowser().call(signInLinkRoute, { method: 'POST', body: { token: fresh } })).status).toBe(200);
      expect((await new TestBrowser().call(resetRoute, { method: 'POST', body: { token: reset, newPassword: 'a brand new secret' } })).status).toBe(200);
    });
  });

  describe('resetting the password', () => {
    it('sets the new password once, ends every session of the account, retires its other links and signs this browser in', async () => {
      const email = newEmail();
      const elsewhere = await signUp(email);
      await ask(new TestBrowser(), email, 'sign-in');
      const signInLink = await lastToken(email, 'account_sign_in_link', 'link');
      await ask(new TestBrowser(), email, 'reset-password');
      const [mail] = await mailsTo(email, 'account_password_reset');
      expect(mail).toMatchObject({ subject: 'Choisissez un nouveau mot de passe', status: 'pending' });
      expect(mail.text).toMatch(/Ouvrez ce lien dans les 60 minutes pour choisir un nouveau mot de passe/);
      const token = await lastToken(email, 'account_password_reset', 'reset');
      const browser = new TestBrowser();
      expect((await browser.call(resetRoute, { method: 'POST', body: { token, newPassword: 'too short' } })).status).toBe(400);
      const reset = await browser.call(resetRoute, { method: 'POST', body: { token, newPassword: 'a brand new secret' } });
      expect(reset).toMatchObject({ status: 200, body: { profile: { email } } });
      expect((await browser.call(profileRoute)).status).toBe(200);
      expect((await elsewhere.call(profileRoute)).status).toBe(401);
      expect((await new TestBrowser().call(signInRoute, { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(401);
      expect((await new TestBrowser().call(signInRoute, { method: 'POST', body: { email, password: 'a brand new secret' } })).status).toBe(200);
      expect(await new TestBrowser().call(resetRoute, { method: 'POST', body: { token, newPassword: 'yet another secret' } })).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
      expect(await new TestBrowser().call(signInLinkRoute, { method: 'POST', body: { token: signInLink } })).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
    });

    it('refuses an expired reset link, a changed one and a sign-in link, changing nothing', async () => {
      const email = newEmail();
      await signUp(email);
      await ask(new TestBrowser(), email, 'reset-password');
      const token = await lastToken(email, 'account_password_reset', 'reset');
      await ask(new TestBrowser(), email, 'sign-in');
      const signInLink = await lastToken(email, 'account_sign_in_link', 'link');
      for (const wrong of [tampered(token), signInLink]) {
        expect(await new TestBrowser().call(resetRoute, { method: 'POST', body: { token: wrong, newPassword: 'a brand new secret' } })).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
      }
      await t.db.updateTable('account_token').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('token_hash', '=', tokenHash(token)).execute();
      expect(await new TestBrowser().call(resetRoute, { method: 'POST', body: { token, newPassword: 'a brand new secret' } })).toMatchObject({ status: 410, body: { code: 'LINK_INVALID' } });
      expect((await new TestBrowser().call(signInRoute, { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(200);
    });

    it('retires the reset links sent to an address once the account moves to another e-mail', async () => {
      const email = newEmail();
      const browser = await signUp(email);
      await ask(new TestBrowser(), email, 'reset-password');
      const token = await lastToken(email, 'account_password_reset', 'reset');
      const moved = await browser.call(profileRoute, { method: 'POST', body: { firstName: 'Élodie', lastName: 'Martin', email: newEmail(), currentPassword: PASSWORD } });
      expect(moved.status).toBe(200);
      expect((await new TestBrowser().call(resetRoute, { method: 'POST', body: { token, newPassword: 'a brand new secret' } })).status).toBe(410);
    });
  });

  describe('the analytics id (a cookie readable by scripts, with the consent only)', () => {
    const uidOf = (cookies: string[]) => cookies.find((c) => c.startsWith('escapade-uid='));

    it('comes with the session when audience measurement is accepted: random, the same at each sign-in, not HttpOnly; cleared at sign-out', async () => {
      const email = newEmail();
      const browser = new TestBrowser();
      browser.cookies.set('escapade-consent', CONSENTED);
      const signedUp = await browser.call(signUpRoute, { method: 'POST', body: { email, password: PASSWORD, firstName: 'Ana', lastName: 'Ruiz', locale: 'es-ES' } });
      const cookie = uidOf(signedUp.cookies)!;
      expect(cookie).toMatch(/^escapade-uid=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=2592000; SameSite=Lax$/);
      const uid = browser.cookies.get('escapade-uid')!;
      const account = await t.db.selectFrom('customer_account').select(['id', 'analytics_id']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(account.analytics_id).toBe(uid);
      const other = new TestBrowser();
      other.cookies.set('escapade-consent', CONSENTED);
      await other.call(signUpRoute, { method: 'POST', body: { email: newEmail(), password: PASSWORD, firstName: 'Luis', lastName: 'Ruiz', locale: 'es-ES' } });
      expect(other.cookies.get('escapade-uid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(other.cookies.get('escapade-uid')).not.toBe(uid);
      expect(browser.cookies.get('escapade-account')).toBe(String(account.id));
      const out = await browser.call(signOutRoute, { method: 'POST' });
      expect(out.cookies.map((c) => c.split(';')[0])).toEqual(['escapade-session=', 'escapade-account=', 'escapade-uid=']);
      expect(browser.cookies.has('escapade-uid')).toBe(false);
      const again = new TestBrowser();
      again.cookies.set('escapade-consent', CONSENTED);
      await again.call(signInRoute, { method: 'POST', body: { email, password: PASSWORD } });
      expect(again.cookies.get('escapade-uid')).toBe(uid);
    });

    it('is not set without an answer, after a refusal, nor by a sign-in link without consent', async () => {
      const email = newEmail();
      const browser = await signUp(email);
      expect(browser.cookies.has('escapade-uid')).toBe(false);
      const refused = new TestBrowser();
      refused.cookies.set('escapade-consent', REFUSED);
      const signedIn = await refused.call(signInRoute, { method: 'POST', body: { email, password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      expect(uidOf(signedIn.cookies)).toBeUndefined();
      await ask(new TestBrowser(), email, 'sign-in');
      const token = await lastToken(email, 'account_sign_in_link', 'link');
      const byLink = await new TestBrowser().call(signInLinkRoute, { method: 'POST', body: { token } });
      expect(byLink.status).toBe(200);
      expect(uidOf(byLink.cookies)).toBeUndefined();
    });
  });
});
