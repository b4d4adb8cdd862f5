import type { Kysely } from 'kysely';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale, type CatalogLocale } from '@/lib/locales';
import { newToken, tokenHash } from '@/server/auth';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import { absolutePath, href } from '@/shared/routes';
import { accountProblem } from './account-problem';
import { EMAIL_LINK_HOURS } from './account-rules';
import { findAccountById, insertAccountToken, markEmailVerified, spendAccountToken } from './accounts.repository';
import { linkOrdersOfEmail } from './trips.service';

/** The hash key of the e-mail proof's link on the profile page (`/compte/profile#verify=…`): never sent in a request line. */
export const VERIFY_HASH = 'verify';

type Recipient = { id: number; email: string; firstName: string; locale: string };

/**
 * Stores a single-use proof token (its SHA-256 only, valid EMAIL_LINK_HOURS) and queues, in the caller's
 * transaction, the e-mail with its link in the account's language (docs/email-outbox.md).
 */
export async function sendEmailProof(trx: Kysely<Database>, account: Recipient, siteUrl: string, now: Date = new Date()): Promise<void> {
  const token = newToken();
  await insertAccountToken(trx, { hash: tokenHash(token), accountId: account.id, purpose: 'verify-email', now, expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000) });
  const locale = toLocale(account.locale);
  const { intl } = await serverIntl(locale);
  const link = `${siteUrl}${absolutePath(locale, href.account(locale, 'profile'))}#${VERIFY_HASH}=${token}`;
  const text = [
    intl.formatMessage({ id: 'account.mail.proof.greeting' }, { firstName: account.firstName }),
    '',
    intl.formatMessage({ id: 'account.mail.proof.body' }, { hours: EMAIL_LINK_HOURS }),
    link,
  ].join('\n');
  await enqueueMail(trx, { kind: 'account_email_proof', locale: account.locale as CatalogLocale, to: account.email, subject: intl.formatMessage({ id: 'account.mail.proof.subject' }), text }, now);
}

/**
 * Opens a proof link: once, before it expires (410 LINK_INVALID otherwise). The account's e-mail is then proven and
 * every booking placed with it becomes one of the account's trips. Whoever holds the link may open it: the token
 * reached only that mailbox.
 */
export async function proveEmail(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<{ linkedTrips: number }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const accountId = await spendAccountToken(trx, tokenHash(token), at, { purpose: 'verify-email', unexpired: true });
    const account = accountId === undefined ? undefined : await findAccountById(trx, accountId);
    if (!account) throw accountProblem('LINK_INVALID');
    await markEmailVerified(trx, account.id, at);
    return { linkedTrips: await linkOrdersOfEmail(trx, account.id, account.email, now) };
  });
}
