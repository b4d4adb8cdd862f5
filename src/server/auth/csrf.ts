import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { readCookie, secureCookies, serializeCookie, CSRF_COOKIE } from './session-cookies';

/** The header a state-changing call repeats the CSRF cookie in (double submit). */
export const CSRF_HEADER = 'x-csrf-token';

const CSRF_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export const newCsrfToken = (): string => randomBytes(24).toString('base64url');

/**
 * The CSRF cookie: random, readable by the site's own scripts (not HttpOnly: they copy it into the header),
 * SameSite=Lax, Secure on https, for a year. Another site can neither read it nor set the header on a request to us.
 */
export function csrfCookie(token: string, siteUrl: string): string {
  return serializeCookie(CSRF_COOKIE, token, { httpOnly: false, secure: secureCookies(siteUrl), maxAgeSeconds: 365 * 86_400 });
}

/** The request's CSRF cookie when it is well formed, else undefined. */
export function csrfTokenOf(headers: IncomingHttpHeaders): string | undefined {
  const token = readCookie(headers, CSRF_COOKIE);
  return token && CSRF_SHAPE.test(token) ? token : undefined;
}

/**
 * Why a state-changing call fails the double-submit check, or null when it passes: the `x-csrf-token` header must be
 * present and equal (compared in constant time) to the `escapade-csrf` cookie. It comes on top of the same-origin
 * check (src/server/http/same-origin.ts), which a request without Sec-Fetch-Site and Origin passes.
 */
export function csrfProblem(headers: IncomingHttpHeaders): string | null {
  const cookie = csrfTokenOf(headers);
  if (!cookie) return 'no CSRF cookie';
  const value = headers[CSRF_HEADER];
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return `no ${CSRF_HEADER} header`;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b) ? null : `a ${CSRF_HEADER} header that does not match the cookie`;
}
