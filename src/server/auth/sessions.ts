import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { ANONYMOUS, type Principal, type SignedInPrincipal } from './principal';
import { SESSION_DAYS } from './session-cookies';
import { deleteAccountSessions, deleteSession, deleteSessionsExpiredAt, findSession, insertSession } from './sessions.repository';

/** SHA-256 (hex) of a token: what the database keeps instead of the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new random token: 32 bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Opens a session for a signed-in principal, stored in the database every process and instance shares.
 * Returns the token for the cookie (never stored) and when the session ends.
 */
export async function startSession(
  db: Kysely<Database>,
  principal: SignedInPrincipal,
  now: Date = new Date(),
  days: number = SESSION_DAYS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await insertSession(db, {
    token_hash: tokenHash(token),
    kind: principal.kind,
    account_id: principal.kind === 'customer' ? principal.accountId : null,
    subject: principal.kind === 'agent' ? principal.subject : null,
    voucher_id: principal.kind === 'beneficiary' ? principal.voucherId : null,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** The principal of a session token: anonymous when the token is missing, malformed, unknown or expired. */
export async function principalOfToken(db: Kysely<Database>, token: string | undefined, now: Date = new Date()): Promise<Principal> {
  if (!token || !TOKEN_SHAPE.test(token)) return ANONYMOUS;
  const row = await findSession(db, tokenHash(token));
  if (!row || row.expires_at <= now.toISOString()) return ANONYMOUS;
  if (row.kind === 'customer' && row.account_id !== null) return { kind: 'customer', accountId: Number(row.account_id) };
  if (row.kind === 'agent' && row.subject !== null) return { kind: 'agent', subject: row.subject };
  if (row.kind === 'beneficiary' && row.voucher_id !== null) return { kind: 'beneficiary', voucherId: Number(row.voucher_id) };
  return ANONYMOUS;
}

/** Ends the session of a token (sign-out): its row is deleted; an unknown token changes nothing. */
export async function endSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await deleteSession(db, tokenHash(token));
}

/** Ends every session of an account but the one kept (a changed password signs the other browsers out). */
export async function endAccountSessions(db: Kysely<Database>, accountId: number, keepToken?: string): Promise<void> {
  await deleteAccountSessions(db, accountId, keepToken ? tokenHash(keepToken) : undefined);
}

/** Deletes expired sessions (called now and then as sessions start). */
export async function sweepExpiredSessions(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await deleteSessionsExpiredAt(db, now.toISOString());
}
