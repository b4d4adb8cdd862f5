import type { Kysely } from 'kysely';
import type { EmailLinkRequest } from '@/contracts/account.schema';
import type { Wishlist } from '@/contracts/account-wishlist';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale, type CatalogLocale } from '@/lib/locales';
import { endAccountSessions, newToken, tokenHash } from '@/server/auth';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import { absolutePath, href, safeOrigin } from '@/shared/routes';
import { accountProblem } from './account-problem';
import { normalEmail } from './account-rules';
import { openSession, type Session } from './account.service';
import { findAccountByEmail, findAccountById, findAccountToken, insertAccountToken, markEmailVerified, retireEmailLinks, setAccountPassword, spendAccountToken } from './accounts.repository';
import { EMAIL_LINK_MINUTES, linkExpiry, linkVerdict, type EmailLinkPurpose } from './email-link-rules';
import { hashPassword } from './passwords';
import { linkOrdersOfEmail } from './trips.service';
import { logger } from '@/lib/logging/logger.js';

/** The hash keys of the links (`/compte/link#link=…`, `/compte/reset#reset=…`): the token never reaches a request line or a log. */
export const LINK_HASH: Record<EmailLinkPurpose, string> = { 'sign-in': 'link', 'reset-password': 'reset' };
const SECTION = { 'sign-in': 'link', 'reset-password': 'reset' } as const;
const MAIL = {
  'sign-in': { kind: 'account_sign_in_link', subject: { id: 'account.mail.link.subject' }, body: { id: 'account.mail.link.body' } },
  'reset-password': { kind: 'account_password_reset', subject: { id: 'account.mail.reset.subject' }, body: { id: 'account.mail.reset.body' } },
} as const;

/**
 * Sends a sign-in link or a password reset link to the account of an e-mail, if there is one: a new random token,
 * stored as its SHA-256 only, single use, expiring (email-link-rules.ts), and the mail with the link stored in the
 * outbox in the same transaction (the worker delivers it). Without an account nothing is stored and the caller
 * answers the same: the answer never tells whether an address has an account.
 */
export async function sendEmailLink(db: Kysely<Database>, request: EmailLinkRequest, siteUrl: string, now: Date = new Date()): Promise<{ sent: boolean }> {
  const account = await findAccountByEmail(db, normalEmail(request.email));
  if (!account) return { sent: false };
  const token = newToken();
  const locale = toLocale(request.locale);
  const { intl } = await serverIntl(locale);
  const mail = MAIL[request.purpose];
  const page = href.account(locale, SECTION[request.purpose], { origin: safeOrigin(request.origin) });
  const link = `${siteUrl}${absolutePath(locale, page)}#${LINK_HASH[request.purpose]}=${token}`;
  const text = [
    intl.formatMessage({ id: 'account.mail.proof.greeting' }, { firstName: account.first_name }),
    '',
    intl.formatMessage(mail.body, { minutes: EMAIL_LINK_MINUTES[request.purpose] }),
    link,
    '',
    intl.formatMessage({ id: 'account.mail.link.notYou' }),
  ].join('\n');
  await db.transaction().execute(async (trx) => {
    await insertAccountToken(trx, { hash: tokenHash(token), accountId: account.id, purpose: request.purpose, now, expiresAt: linkExpiry(request.purpose, now) });
    await enqueueMail(trx, { kind: mail.kind, locale: request.locale as CatalogLocale, to: account.email, subject: intl.formatMessage(mail.subject), text }, now);
  });
  return { sent: true };
}

/**
 * Uses a link once: the rules must let it open (else 410 LINK_INVALID, the same for an expired, used, unknown, cut
 * or changed token), and the row is marked used under the condition that it still was not, so two browsers racing
 * with one link get one session between them. The mailbox is proven by the way: the e-mail counts as verified and
 * the bookings made with it join the account. Returns the account.
 */
async function useLink(trx: Kysely<Database>, token: string, purpose: EmailLinkPurpose, now: Date) {
  const at = now.toISOString();
  const row = await findAccountToken(trx, tokenHash(token));
  const verdict = linkVerdict(token, row, purpose, now);
  if (verdict !== 'opens' || !row) {
    logger.info({ purpose, verdict }, '[accounts] a link refused');
    throw accountProblem('LINK_INVALID');
  }
  const accountId = await spendAccountToken(trx, tokenHash(token), at);
  const account = accountId === undefined ? undefined : await findAccountById(trx, accountId);
  if (!account) throw accountProblem('LINK_INVALID');
  if (account.email_verified_at === null) {
    await markEmailVerified(trx, account.id, at);
    await linkOrdersOfEmail(trx, account.id, account.email, now);
  }
  return { ...account, email_verified_at: account.email_verified_at ?? at };
}

/** Signs in with a sign-in link (POST /api/account/signin-link): a session as a password would open, the wishlists merged. */
export async function signInWithLink(db: Kysely<Database>, token: string, browserWishlist: Wishlist | undefined, now: Date = new Date()): Promise<Session> {
  const account = await db.transaction().execute((trx) => useLink(trx, token, 'sign-in', now));
  return openSession(db, account.id, account, browserWishlist, now);
}

/**
 * Sets a new password with a reset link (POST /api/account/reset-password): every session of the account ends (a
 * thief's too), its other sign-in and reset links stop opening, and this browser is signed in.
 */
export async function resetPassword(db: Kysely<Database>, token: string, newPassword: string, browserWishlist: Wishlist | undefined, now: Date = new Date()): Promise<Session> {
  const passwordHash = await hashPassword(newPassword);
  const account = await db.transaction().execute(async (trx) => {
    const found = await useLink(trx, token, 'reset-password', now);
    await setAccountPassword(trx, found.id, passwordHash, now);
    await retireEmailLinks(trx, found.id, ['sign-in', 'reset-password'], now);
    await endAccountSessions(trx, found.id);
    return found;
  });
  return openSession(db, account.id, account, browserWishlist, now);
}
