import type { IncomingHttpHeaders } from 'node:http';
import { readCookie, secureCookies, serializeCookie, SIGN_IN_COOKIE } from '@/server/auth/session-cookies';
import type { SignInTransaction } from './oidc-client';

/**
 * The sign-in under way (state, nonce, PKCE verifier, the page to come back to), kept by the browser between the
 * login page and the provider's answer: HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET),
 * ten minutes. The verifier never leaves the site, and the state binds the answer to this browser.
 */
export { SIGN_IN_COOKIE };
export const SIGN_IN_MINUTES = 10;

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function signInCookie(transaction: SignInTransaction, siteUrl: string): string {
  const value = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  return serializeCookie(SIGN_IN_COOKIE, value, { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: SIGN_IN_MINUTES * 60 });
}

export const clearedSignInCookie = (siteUrl: string): string => serializeCookie(SIGN_IN_COOKIE, '', { httpOnly: true, secure: secureCookies(siteUrl), maxAgeSeconds: 0 });

/** The sign-in this browser started, or null when the cookie is missing, expired or not one we wrote. */
export function signInOf(headers: IncomingHttpHeaders): SignInTransaction | null {
  const value = readCookie(headers, SIGN_IN_COOKIE);
  if (!value || value.length > 2_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SignInTransaction>;
    const { state, nonce, verifier, returnTo } = parsed;
    if (![state, nonce, verifier].every((t) => typeof t === 'string' && TOKEN.test(t)) || typeof returnTo !== 'string') return null;
    return { state: state!, nonce: nonce!, verifier: verifier!, returnTo: safeReturnPath(returnTo) };
  } catch {
    return null;
  }
}

/**
 * A path of this site to come back to after signing in: an absolute path without a host (`/es-ES/contacto?x=1`),
 * else the home page. `//evil.example`, `/\evil.example`, `https://…` and control characters all give '/'.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 1_000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  if (value.startsWith('/api/') || value.startsWith('/_next/')) return '/';
  return value;
}
