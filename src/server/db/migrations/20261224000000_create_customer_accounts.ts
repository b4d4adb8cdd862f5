import type { Kysely } from 'kysely';
import { notNull, withAutoId } from './schema-helpers';

/**
 * Customer accounts and the sessions of every role (docs/accounts.md).
 *
 * - `customer_account`: one per e-mail (stored lower-cased, unique), the password's argon2id hash (never the
 *   password), names, locale, and when the e-mail was proven (a link sent through the outbox was opened).
 * - `auth_session`: the sessions every server process and instance shares: the SHA-256 of the cookie's random
 *   token (never the token), the role (`customer`, `agent`, `beneficiary`) with its account id, subject or voucher id,
 *   and when it ends.
 * - `account_order`: an order linked to the account that placed it while signed in, or linked once the e-mail it
 *   was placed with was proven (one account per order).
 * - `account_wishlist_item`: the account's wishlist kept on the server, one row per list and offer (item as JSON).
 * - `account_token`: single-use links sent by e-mail (proof of the e-mail, sign-in link): SHA-256 of the token only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('customer_account'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createTable('auth_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('account_id', 'integer')
    .addColumn('subject', 'text')
    .addColumn('voucher_id', 'integer')
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('auth_session_by_account').on('auth_session').column('account_id').execute();
  await db.schema.createIndex('auth_session_by_expiry').on('auth_session').column('expires_at').execute();
  await db.schema
    .createTable('account_order')
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('customer_account.id'))
    .addColumn('linked_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('account_order_by_account').on('account_order').column('account_id').execute();
  await db.schema
    .createTable('account_wishlist_item')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('customer_account.id'))
    .addColumn('list', 'text', notNull)
    .addColumn('item_id', 'integer', notNull)
    .addColumn('item', 'text', notNull)
    .addColumn('added_at', 'text', notNull)
    .addPrimaryKeyConstraint('account_wishlist_item_pk', ['account_id', 'list', 'item_id'] as never)
    .execute();
  await db.schema
    .createTable('account_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('customer_account.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['account_token', 'account_wishlist_item', 'account_order', 'auth_session', 'customer_account']) {
    await db.schema.dropTable(table).execute();
  }
}
