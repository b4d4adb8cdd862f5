import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '@/server/db/database';
import type { EmailLinkPurpose } from './email-link-rules';

/**
 * Reads and writes of the customer accounts' tables (customer_account, account_token, account_order,
 * account_wishlist_item); the rules live in the services beside this file (docs/accounts.md).
 */

type TokenPurpose = Row<'account_token'>['purpose'];

const PROFILE = ['id', 'email', 'first_name', 'last_name', 'email_verified_at'] as const;

export const insertAccount = async (db: Kysely<Database>, values: NewRow<'customer_account'>): Promise<number> =>
  (await db.insertInto('customer_account').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** The account of a normalised e-mail, with what signing in needs. */
export const findAccountByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('customer_account')
    .select([...PROFILE, 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();

export const findAccountById = (db: Kysely<Database>, accountId: number) =>
  db
    .selectFrom('customer_account')
    .select([...PROFILE, 'password_hash', 'locale'])
    .where('id', '=', accountId)
    .executeTakeFirst();

export async function updateAccountProfile(db: Kysely<Database>, accountId: number, profile: { firstName: string; lastName: string; email: string; emailUnproven: boolean }, now: Date): Promise<void> {
  await db
    .updateTable('customer_account')
    .set({ first_name: profile.firstName, last_name: profile.lastName, email: profile.email, updated_at: now.toISOString(), ...(profile.emailUnproven ? { email_verified_at: null } : {}) })
    .where('id', '=', accountId)
    .execute();
}

export async function setAccountPassword(db: Kysely<Database>, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('customer_account').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', accountId).execute();
}

export async function markEmailVerified(db: Kysely<Database>, accountId: number, at: string): Promise<void> {
  await db.updateTable('customer_account').set({ email_verified_at: at, updated_at: at }).where('id', '=', accountId).execute();
}

export const findAnalyticsId = async (db: Kysely<Database>, accountId: number): Promise<string | null | undefined> =>
  (await db.selectFrom('customer_account').select('analytics_id').where('id', '=', accountId).executeTakeFirst())?.analytics_id;

/** Stores `analyticsId` unless the account has one already (two requests racing keep the first). */
export async function setAnalyticsIdIfMissing(db: Kysely<Database>, accountId: number, analyticsId: string): Promise<void> {
  await db.updateTable('customer_account').set({ analytics_id: analyticsId }).where('id', '=', accountId).where('analytics_id', 'is', null).execute();
}

export async function insertAccountToken(db: Kysely<Database>, token: { hash: string; accountId: number; purpose: TokenPurpose; now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('account_token')
    .values({ token_hash: token.hash, account_id: token.accountId, purpose: token.purpose, created_at: token.now.toISOString(), expires_at: token.expiresAt.toISOString(), used_at: null })
    .execute();
}

export const findAccountToken = (db: Kysely<Database>, hash: string) =>
  db.selectFrom('account_token').select(['account_id', 'purpose', 'expires_at', 'used_at']).where('token_hash', '=', hash).executeTakeFirst();

/**
 * Marks a token used, only if it still was not (and, when given, is of `purpose` and not expired at `at`): the
 * account it opens, or undefined when another request used it first or it does not qualify.
 */
export async function spendAccountToken(db: Kysely<Database>, hash: string, at: string, only?: { purpose: TokenPurpose; unexpired: true }): Promise<number | undefined> {
  let update = db.updateTable('account_token').set({ used_at: at }).where('token_hash', '=', hash).where('used_at', 'is', null);
  if (only) update = update.where('purpose', '=', only.purpose).where('expires_at', '>', at);
  return (await update.returning('account_id').executeTakeFirst())?.account_id;
}

/** Ends the account's other links that open it (sign-in and reset): after a reset, an e-mail change or a new password. */
export async function retireEmailLinks(db: Kysely<Database>, accountId: number, purposes: readonly EmailLinkPurpose[], now: Date): Promise<void> {
  await db
    .updateTable('account_token')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .execute();
}

export const findOrderBuyer = (db: Kysely<Database>, bookingNumber: string) =>
  db.selectFrom('order').select(['id', 'buyer_email']).where('booking_number', '=', bookingNumber).executeTakeFirst();

/** The ids of the orders placed with a normalised e-mail that no account holds yet. */
export const findUnlinkedOrdersOfEmail = async (db: Kysely<Database>, email: string): Promise<number[]> =>
  (
    await db
      .selectFrom('order')
      .leftJoin('account_order', 'account_order.order_id', 'order.id')
      .select(['order.id'])
      .where('account_order.order_id', 'is', null)
      .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['order.buyer_email'])]), '=', email))
      .execute()
  ).map((row) => row.id);

/** Links orders to an account (an order linked already stays with its account): how many were linked now. */
export async function linkOrders(db: Kysely<Database>, accountId: number, orderIds: readonly number[], now: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const result = await db
    .insertInto('account_order')
    .values(orderIds.map((orderId) => ({ order_id: orderId, account_id: accountId, linked_at: now.toISOString() })))
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The account's linked orders, the latest first. */
export const listAccountOrders = (db: Kysely<Database>, accountId: number) =>
  db
    .selectFrom('account_order')
    .innerJoin('order', 'order.id', 'account_order.order_id')
    .select(['order.booking_number', 'order.label', 'order.checkin', 'order.nights', 'order.status', 'order.total_amount', 'order.product_type', 'order.created_at'])
    .where('account_order.account_id', '=', accountId)
    .orderBy('order.created_at', 'desc')
    .orderBy('order.id', 'desc')
    .execute();

export const listWishlistRows = (db: Kysely<Database>, accountId: number) =>
  db.selectFrom('account_wishlist_item').select(['list', 'item']).where('account_id', '=', accountId).orderBy('added_at').orderBy('item_id').execute();

/** Replaces the account's wishlist rows with these, in one transaction. */
export async function replaceWishlistRows(db: Kysely<Database>, accountId: number, rows: readonly Omit<NewRow<'account_wishlist_item'>, 'account_id'>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_wishlist_item').where('account_id', '=', accountId).execute();
    if (rows.length > 0) await trx.insertInto('account_wishlist_item').values(rows.map((row) => ({ ...row, account_id: accountId }))).execute();
  });
}
