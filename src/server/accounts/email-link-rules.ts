/**
 * The rules of the links a customer receives by e-mail to get into their account without the password
 * (docs/accounts.md "Sign-in link and password reset"): what a link is, how long it lasts, and when it opens.
 * Pure functions with the clock passed in: the table tests run them at fixed times.
 */

import { EMAIL_LINK_MINUTES, type EmailLinkPurpose } from '@/contracts/account';

// What a link is for, and how long it lasts (sign-in 15 minutes, reset 1 hour); `verify-email` (the e-mail's proof,
// email-proof.ts) shares the table and the token shape.
export { EMAIL_LINK_MINUTES, type EmailLinkPurpose };

/** A token as sent: 32 random bytes in base64url (43 characters). Anything else was cut or changed on the way. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isLinkToken = (token: unknown): token is string => typeof token === 'string' && LINK_TOKEN_SHAPE.test(token);

/** When a link made at `now` stops opening. */
export const linkExpiry = (purpose: EmailLinkPurpose, now: Date): Date => new Date(now.getTime() + EMAIL_LINK_MINUTES[purpose] * 60_000);

/** The stored row of a token (found by its SHA-256), as far as the rules need it. */
export type StoredLink = { purpose: string; expires_at: string; used_at: string | null };

export type LinkVerdict = 'opens' | 'malformed' | 'unknown' | 'other-purpose' | 'used' | 'expired';

/**
 * Whether a link opens for `purpose` at `now`: a well-formed token whose row exists, was made for this purpose, was
 * never used and has not expired (the expiry instant itself is too late). Every other verdict gets the same answer
 * to the visitor (410 LINK_INVALID): which one it was is for the logs only.
 */
export function linkVerdict(token: unknown, row: StoredLink | undefined, purpose: EmailLinkPurpose, now: Date): LinkVerdict {
  if (!isLinkToken(token)) return 'malformed';
  if (!row) return 'unknown';
  if (row.purpose !== purpose) return 'other-purpose';
  if (row.used_at !== null) return 'used';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return 'opens';
}
