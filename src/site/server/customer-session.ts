import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { analyticsConsented, analyticsIdCookieAction, analyticsIdCookiePresent, analyticsIdOf } from '@/server/accounts/analytics-id';
import { analyticsIdCookie, principalOf, SESSION_DAYS } from '@/server/auth';
import { getDb } from '@/server/db/get-db';
import { logger } from '@/lib/logging/logger.js';

/**
 * Whether the request comes from a signed-in customer (a live session in the database), for the header's account
 * menu. Without the session cookie no query is made; a database that cannot answer counts as signed out (the page
 * still renders; the account pages say so themselves).
 *
 * With the response, the analytics id's cookie follows the session and the consent as they are now
 * (`analyticsIdCookieAction`): set for a signed-in customer who accepted audience measurement after signing in,
 * cleared once the session ended or the consent was withdrawn (docs/accounts.md "The analytics id").
 */
export async function customerSignedIn(req: IncomingMessage, res?: ServerResponse): Promise<boolean> {
  try {
    const principal = await principalOf(req);
    const signedIn = principal.kind === 'customer';
    if (res) {
      const action = analyticsIdCookieAction({ signedIn, consented: analyticsConsented(req.headers), present: analyticsIdCookiePresent(req.headers) });
      if (action === 'set' && principal.kind === 'customer') {
        appendSetCookie(res, analyticsIdCookie(await analyticsIdOf(getDb(), principal.accountId), env().SITE_URL, SESSION_DAYS * 86_400));
      } else if (action === 'clear') {
        appendSetCookie(res, analyticsIdCookie('', env().SITE_URL, 0));
      }
    }
    return signedIn;
  } catch (error) {
    logger.error({ err: error }, '[accounts] session not read: shown signed out');
    return false;
  }
}

function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(current) ? current : current === undefined ? [] : [String(current)]), cookie]);
}
