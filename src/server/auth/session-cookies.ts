import type { IncomingHttpHeaders } from 'node:http';
import { env } from '@/lib/env';

/**
 * The cookies of a session (docs/accounts.md): the token (random, 32 bytes, base64url; the database keeps only its
 * SHA-256) and the account id (§6: "access token and account id held in cookies"; the server never trusts it, it
 * reads the account from the token's session). Both HttpOnly, SameSite=Lax, Path=/, Secure when the site's URL is
 * https. The CSRF cookie (double submit, src/server/auth/csrf.ts) is readable by the site's own scripts.
 */
export const SESSION_COOKIE = 'escapade-session';
export const ACCOUNT_ID_COOKIE = 'escapade-account';
export const CSRF_COOKIE = 'escapade-csrf';
/**
 * The analytics' user id of a signed-in customer who accepted audience measurement: a random pseudonymous id, not
 * HttpOnly (the analytics script reads it, src/lib/analytics/user-id-polling.ts); it opens nothing. Set with the
 * session, cleared with it (docs/accounts.md "The analytics id").
 */
export const ANALYTICS_ID_COOKIE = 'escapade-uid';

/**
 * A beneficiary's session (docs/redemption.md): opened by a gift code at /beneficiary/login, its own cookie beside the
 * customer's, so a signed-in customer who redeems a gift stays signed in, and 'Use another code' signs nobody out.
 * HttpOnly, SameSite=Lax, Path=/, Secure on https; the row is an `auth_session` of kind beneficiary.
 */
export const BENEFICIARY_COOKIE = 'escapade-gift';

/** The customer-care sign-in under way (src/server/customer-care/sign-in-cookie.ts). */
export const SIGN_IN_COOKIE = 'escapade-care-signin';

/**
 * The cookies that open something (a session, an agent's sign-in, the CSRF token): on an https site (production)
 * they go by `__Host-` names, which a browser accepts only Secure, without Domain and for Path=/ — no other host,
 * subdomain or plain-http page can set them (docs/security.md, "Cookies"). On a plain-http demo their plain names.
 */
const HOST_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE, ACCOUNT_ID_COOKIE, CSRF_COOKIE, BENEFICIARY_COOKIE, SIGN_IN_COOKIE]);
export const HOST_PREFIX = '__Host-';

/** The name `name` goes by on a site served over https (`secure`) or not. */
export const cookieName = (name: string, secure: boolean): string => (secure && HOST_COOKIES.has(name) ? `${HOST_PREFIX}${name}` : name);

/** A session lasts 30 days from sign-in; signing out or changing the password ends it earlier. */
export const SESSION_DAYS = 30;

/** One cookie's value from a Cookie header, or undefined (a value that cannot be decoded counts as absent). A cookie
 * of HOST_COOKIES is read under the name this site writes it with (its `__Host-` name on https). */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  const actual = HOST_COOKIES.has(name) ? cookieName(name, secureCookies(env().SITE_URL)) : name;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== actual) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

type CookieOptions = { httpOnly: boolean; secure: boolean; maxAgeSeconds: number };

export function serializeCookie(name: string, value: string, { httpOnly, secure, maxAgeSeconds }: CookieOptions): string {
  const parts = [`${cookieName(name, secure)}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Lax'];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Secure cookies when the site is served over https (SITE_URL); plain http in development and tests. */
export const secureCookies = (siteUrl: string): boolean => siteUrl.startsWith('https:');

/** The Set-Cookie values that open a session: token and account id (HttpOnly), until the session ends. */
export function sessionCookies(token: string, accountId: number | null, expiresAt: Date, siteUrl: string, now: Date = new Date()): string[] {
  const options = { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: Math.round((expiresAt.getTime() - now.getTime()) / 1000) };
  const cookies = [serializeCookie(SESSION_COOKIE, token, options)];
  if (accountId !== null) cookies.push(serializeCookie(ACCOUNT_ID_COOKIE, String(accountId), options));
  return cookies;
}

/** The analytics id's cookie (readable by the site's scripts), as long as the session; a past Max-Age clears it. */
export function analyticsIdCookie(analyticsId: string, siteUrl: string, maxAgeSeconds: number): string {
  return serializeCookie(ANALYTICS_ID_COOKIE, analyticsId, { httpOnly: false, secure: secureCookies(siteUrl), maxAgeSeconds });
}

/** The Set-Cookie values that sign out: token and account id cleared (§2.13), and the analytics id with them. */
export function clearedSessionCookies(siteUrl: string): string[] {
  const options = { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: 0 };
  return [serializeCookie(SESSION_COOKIE, '', options), serializeCookie(ACCOUNT_ID_COOKIE, '', options), analyticsIdCookie('', siteUrl, 0)];
}

/** The Set-Cookie value that opens a beneficiary's session (HttpOnly), until the session ends. */
export function beneficiarySessionCookie(token: string, expiresAt: Date, siteUrl: string, now: Date = new Date()): string {
  return serializeCookie(BENEFICIARY_COOKIE, token, { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: Math.round((expiresAt.getTime() - now.getTime()) / 1000) });
}

/** The Set-Cookie value that ends a beneficiary's session in the browser. */
export const clearedBeneficiaryCookie = (siteUrl: string): string => serializeCookie(BENEFICIARY_COOKIE, '', { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: 0 });
