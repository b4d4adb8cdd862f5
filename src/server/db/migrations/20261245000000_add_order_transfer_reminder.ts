import type { Kysely } from 'kysely';

/**
 * Bank transfers awaited until a deadline (issue 32, point 23; docs/payments.md 'Bank transfers'): a transfer order
 * now keeps its deadline in `payment_expires_at` (the card payment's column), and `transfer_reminded_at` records when
 * its reminder e-mail was queued, so each order gets one. The release pass reads pending orders by method and
 * deadline (the index `order_by_payment_expiry` on status and deadline serves it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').addColumn('transfer_reminded_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('transfer_reminded_at').execute();
}
