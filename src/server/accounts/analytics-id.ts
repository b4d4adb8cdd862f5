import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { CONSENT_COOKIE, parseConsent } from '@/lib/consent/consent';
import { ANALYTICS_ID_COOKIE, readCookie } from '@/server/auth';
import type { Database } from '@/server/db/database';
import { findAnalyticsId, setAnalyticsIdIfMissing } from './accounts.repository';

/**
 * The analytics' user id of a signed-in customer (docs/accounts.md "The analytics id", search-and-discovery §9's
 * polling): a random id kept with the account, in a cookie of its own that the site's scripts may read. It is not
 * the session (which stays HttpOnly) nor the account's number: knowing it opens nothing and names nobody. It exists
 * only while the customer is signed in and has accepted audience measurement (docs/consent.md).
 */

/** The account's analytics id, made the first time it is needed (two requests racing keep the first one stored). */
export async function analyticsIdOf(db: Kysely<Database>, accountId: number): Promise<string> {
  const known = await findAnalyticsId(db, accountId);
  if (known) return known;
  await setAnalyticsIdIfMissing(db, accountId, randomBytes(16).toString('base64url'));
  const stored = await findAnalyticsId(db, accountId);
  if (!stored) throw new Error(`account ${accountId} has no analytics id`);
  return stored;
}

/** Whether the request's consent cookie accepts audience measurement (no answer, a refusal, anything unreadable: no). */
export const analyticsConsented = (headers: IncomingHttpHeaders): boolean => parseConsent(readCookie(headers, CONSENT_COOKIE))?.choices.analytics === true;

export type AnalyticsIdCookieAction = 'set' | 'clear' | 'keep';

/**
 * What a page or a sign-in does with the cookie: set it for a signed-in customer who accepted audience measurement
 * and lacks it; clear it when it is there but the customer signed out or refused (or withdrew); else leave it.
 */
export function analyticsIdCookieAction({ signedIn, consented, present }: { signedIn: boolean; consented: boolean; present: boolean }): AnalyticsIdCookieAction {
  if (signedIn && consented) return present ? 'keep' : 'set';
  return present ? 'clear' : 'keep';
}

export const analyticsIdCookiePresent = (headers: IncomingHttpHeaders): boolean => Boolean(readCookie(headers, ANALYTICS_ID_COOKIE));
