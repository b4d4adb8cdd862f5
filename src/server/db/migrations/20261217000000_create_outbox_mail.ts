import type { Kysely } from 'kysely';
import { notNull, withAutoId, zero } from './schema-helpers';

/**
 * The e-mail outbox (src/server/outbox, docs/email-outbox.md): every mail the site sends is first a row here, written
 * in the transaction of what caused it (an order), then delivered by a worker in each server process. Rows are never
 * deleted: a mail is pending, being sent (claimed until its lease ends), sent, or failed after its last attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('outbox_mail'))
    .addColumn('kind', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('to_address', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('html', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', zero)
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('claimed_until', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();
  // The worker's question: which mails are due (pending and their time has come, or sending past their lease)?
  await db.schema.createIndex('outbox_mail_due').on('outbox_mail').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_mail_by_order').on('outbox_mail').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_mail').execute();
}
