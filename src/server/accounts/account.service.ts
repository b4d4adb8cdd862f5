import type { Kysely } from 'kysely';
import type { AccountProfile, PasswordChange, ProfileUpdate, SignInRequest, SignUpRequest, SignedIn } from '@/contracts/account.schema';
import type { Wishlist } from '@/contracts/account-wishlist';
import { endAccountSessions, startSession, sweepExpiredSessions } from '@/server/auth';
import type { CustomerAccountTable, Database } from '@/server/db/database';
import { accountProblem } from './account-problem';
import { analyticsIdOf } from './analytics-id';
import { normalEmail } from './account-rules';
import { findAccountByEmail, findAccountById, insertAccount, retireEmailLinks, setAccountPassword, updateAccountProfile } from './accounts.repository';
import { sendEmailProof } from './email-proof';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';
import { mergeIntoWishlist } from './wishlist.service';

type AccountRow = Pick<CustomerAccountTable, 'email' | 'first_name' | 'last_name' | 'email_verified_at'>;

export const profileOf = (row: AccountRow): AccountProfile => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  emailVerified: row.email_verified_at !== null,
});

/** What signing up or in gives: the session's token for the cookie, the account, its merged wishlist. */
export type Session = SignedIn & { accountId: number; token: string; openedAt: Date; expiresAt: Date; analyticsId: string };

const isUniqueViolation = (error: unknown): boolean => /unique|duplicate/i.test(String((error as { message?: unknown })?.message ?? ''));

/** Opens a customer session for an account (sign-in, sign-up, a sign-in or reset link) and merges the wishlists. */
export async function openSession(db: Kysely<Database>, accountId: number, row: AccountRow, browserWishlist: Wishlist | undefined, now: Date): Promise<Session> {
  if (Math.random() < 0.05) await sweepExpiredSessions(db, now);
  const { token, expiresAt } = await startSession(db, { kind: 'customer', accountId }, now);
  const wishlist = await mergeIntoWishlist(db, accountId, browserWishlist, now);
  return { accountId, token, openedAt: now, expiresAt, analyticsId: await analyticsIdOf(db, accountId), profile: profileOf(row), wishlist };
}

/**
 * Creates an account (409 EMAIL_TAKEN when the address has one) with the password hashed by argon2id, sends the
 * link that proves the e-mail (bookings made with it before are linked once it is opened), and signs in.
 */
export async function signUp(db: Kysely<Database>, input: SignUpRequest, siteUrl: string, now: Date = new Date()): Promise<Session> {
  const email = normalEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const row = { email, first_name: input.firstName, last_name: input.lastName, email_verified_at: null };
  let accountId: number;
  try {
    accountId = await db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, { ...row, password_hash: passwordHash, locale: input.locale, created_at: at, updated_at: at });
      await sendEmailProof(trx, { id, email, firstName: input.firstName, locale: input.locale }, siteUrl, now);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountProblem('EMAIL_TAKEN');
    throw error;
  }
  return openSession(db, accountId, row, input.wishlist, now);
}

/** Signs in with e-mail and password: the same 401 BAD_CREDENTIALS (in about the same time) for an unknown e-mail or a wrong password. */
export async function signIn(db: Kysely<Database>, input: SignInRequest, now: Date = new Date()): Promise<Session> {
  const account = await findAccountByEmail(db, normalEmail(input.email));
  const matches = account ? await verifyPassword(account.password_hash, input.password) : await verifyNothing(input.password);
  if (!account || !matches) throw accountProblem('BAD_CREDENTIALS');
  return openSession(db, account.id, account, input.wishlist, now);
}

async function accountRow(db: Kysely<Database>, accountId: number) {
  const row = await findAccountById(db, accountId);
  // A session whose account is gone: as if signed out.
  if (!row) throw accountProblem('SIGNED_OUT');
  return row;
}

export async function readProfile(db: Kysely<Database>, accountId: number): Promise<AccountProfile> {
  return profileOf(await accountRow(db, accountId));
}

/**
 * Changes names and e-mail. A new e-mail needs the current password (403 WRONG_PASSWORD), must be free (409
 * EMAIL_TAKEN), is unproven until its link is opened, and gets that link.
 */
export async function updateProfile(db: Kysely<Database>, accountId: number, input: ProfileUpdate, siteUrl: string, now: Date = new Date()): Promise<AccountProfile> {
  const row = await accountRow(db, accountId);
  const email = normalEmail(input.email);
  const emailChanges = email !== row.email;
  if (emailChanges && !(await verifyPassword(row.password_hash, input.currentPassword ?? ''))) throw accountProblem('WRONG_PASSWORD');
  try {
    await db.transaction().execute(async (trx) => {
      await updateAccountProfile(trx, accountId, { firstName: input.firstName, lastName: input.lastName, email, emailUnproven: emailChanges }, now);
      if (emailChanges) {
        await sendEmailProof(trx, { id: accountId, email, firstName: input.firstName, locale: row.locale }, siteUrl, now);
        // Links sent to the old address no longer open the account.
        await retireEmailLinks(trx, accountId, ['sign-in', 'reset-password'], now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountProblem('EMAIL_TAKEN');
    throw error;
  }
  return readProfile(db, accountId);
}

/** Changes the password (the current one required: 403 WRONG_PASSWORD), signs every other browser out and retires reset links. */
export async function changePassword(db: Kysely<Database>, accountId: number, input: PasswordChange, keepToken: string | undefined, now: Date = new Date()): Promise<{ ok: true }> {
  const row = await accountRow(db, accountId);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) throw accountProblem('WRONG_PASSWORD');
  await setAccountPassword(db, accountId, await hashPassword(input.newPassword), now);
  await endAccountSessions(db, accountId, keepToken);
  await retireEmailLinks(db, accountId, ['reset-password'], now);
  return { ok: true };
}
