import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { getDb } from '@/server/db/get-db';
import type { Principal } from './principal';
import { readCookie, SESSION_COOKIE } from './session-cookies';
import { principalOfToken } from './sessions';

/**
 * The caller of a request, from its session cookie (`escapade-session`): the session row's role, or anonymous
 * without a cookie or with an unknown or expired one. One primary-key read; no cookie, no query.
 */
export async function principalOf(req: { headers: IncomingHttpHeaders }, db: Kysely<Database> = getDb(), now: Date = new Date()): Promise<Principal> {
  return principalOfToken(db, readCookie(req.headers, SESSION_COOKIE), now);
}
