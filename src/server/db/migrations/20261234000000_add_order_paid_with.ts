import type { Kysely } from 'kysely';

/**
 * How the hosted payment page was paid (docs/payments.md 'Wallets'): the payment method type of the provider's
 * signed `checkout.session.completed` event — `card`, `apple_pay` or `google_pay` — kept on the order when the event
 * confirms it, so the confirmation and My booking say 'Paid with Google Pay'. Null for the other methods and for card
 * orders paid before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').addColumn('paid_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('paid_with').execute();
}
