import type { Kysely } from 'kysely';

/**
 * The pseudonymous id a signed-in customer's analytics events carry as `user_id` (docs/accounts.md "The analytics
 * id"): random, not derived from the account's number or e-mail, so it tells nothing and opens nothing. Made when
 * the account signs in (accounts made before keep null until their next sign-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_account').addColumn('analytics_id', 'text').execute();
  await db.schema.createIndex('customer_account_analytics_id').on('customer_account').column('analytics_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customer_account_analytics_id').execute();
  await db.schema.alterTable('customer_account').dropColumn('analytics_id').execute();
}
