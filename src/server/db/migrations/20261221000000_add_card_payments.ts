import type { Kysely } from 'kysely';
import { notNull, withAutoId, zero } from './schema-helpers';

/**
 * Card payments through the hosted payment page (docs/payments.md):
 * - on `order`, the provider's payment session and the instant the held rooms are released when the card payment is
 *   not completed (`payment_expires_at`); the expiry worker reads pending card orders by that instant;
 * - `payment_event`, every signed webhook event the site accepted, once per provider event id (a redelivered event
 *   is recognised and changes nothing), with what the site did about it;
 * - `payment_refund`, money to give back through the provider (a payment that came too late or for another amount, a
 *   cancelled card booking): stored in the transaction that decides it, then sent with retries by the release pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').addColumn('payment_session_id', 'text').execute();
  await db.schema.alterTable('order').addColumn('payment_expires_at', 'text').execute();
  await db.schema.createIndex('order_by_payment_session').on('order').column('payment_session_id').execute();
  await db.schema.createIndex('order_by_payment_expiry').on('order').columns(['status', 'payment_expires_at']).execute();
  await db.schema
    .createTable('payment_event')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', notNull)
    .addColumn('session_id', 'text', notNull)
    .addColumn('booking_number', 'text')
    .addColumn('amount', 'integer', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('received_at', 'text', notNull)
    .execute();
  await withAutoId(db, db.schema.createTable('payment_refund'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('session_id', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('attempts', 'integer', zero)
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('payment_refund_due').on('payment_refund').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refund').execute();
  await db.schema.dropTable('payment_event').execute();
  await db.schema.dropIndex('order_by_payment_expiry').execute();
  await db.schema.dropIndex('order_by_payment_session').execute();
  await db.schema.alterTable('order').dropColumn('payment_expires_at').execute();
  await db.schema.alterTable('order').dropColumn('payment_session_id').execute();
}
