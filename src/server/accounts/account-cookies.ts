import type { NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { clearedSessionCookies, csrfCookie, newCsrfToken, sessionCookies } from '@/server/auth';

/** Sets the session's cookies (token and account id, HttpOnly) and a fresh CSRF cookie, as an answer to signing in. */
export function setSessionCookies(res: NextApiResponse, session: { token: string; accountId: number; expiresAt: Date }, now: Date = new Date()): void {
  const siteUrl = env().SITE_URL;
  res.setHeader('Set-Cookie', [...sessionCookies(session.token, session.accountId, session.expiresAt, siteUrl, now), csrfCookie(newCsrfToken(), siteUrl)]);
}

/** Clears the token and account id cookies (§2.13 sign out). */
export function clearSessionCookies(res: NextApiResponse): void {
  res.setHeader('Set-Cookie', clearedSessionCookies(env().SITE_URL));
}
