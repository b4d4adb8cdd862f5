import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { analyticsIdCookie, clearedSessionCookies, csrfCookie, newCsrfToken, sessionCookies } from '@/server/auth';
import { analyticsConsented } from './analytics-id';

type OpenedSession = { token: string; accountId: number; openedAt: Date; expiresAt: Date; analyticsId: string };

/**
 * Sets the session's cookies (token and account id, HttpOnly) and a fresh CSRF cookie, as an answer to signing in;
 * with the visitor's consent to audience measurement (the request's consent cookie), the analytics id's cookie too,
 * for as long as the session (docs/accounts.md "The analytics id").
 */
export function setSessionCookies(res: NextApiResponse, session: OpenedSession, req: { headers: IncomingHttpHeaders }): void {
  // The cookies last as long as the session from when it was opened (not from now: hashing and merging take time).
  const now = session.openedAt;
  const siteUrl = env().SITE_URL;
  const cookies = [...sessionCookies(session.token, session.accountId, session.expiresAt, siteUrl, now), csrfCookie(newCsrfToken(), siteUrl)];
  if (analyticsConsented(req.headers)) cookies.push(analyticsIdCookie(session.analyticsId, siteUrl, Math.round((session.expiresAt.getTime() - now.getTime()) / 1000)));
  res.setHeader('Set-Cookie', cookies);
}

/** Clears the token and account id cookies (§2.13 sign out), and the analytics id's. */
export function clearSessionCookies(res: NextApiResponse): void {
  res.setHeader('Set-Cookie', clearedSessionCookies(env().SITE_URL));
}
