import type { Kysely } from 'kysely';
import { notNull, withAutoId, zero } from './schema-helpers';

/**
 * Contact messages (docs/contact.md): each one is first a row here, then handed to the CRM's web-to-case address by
 * a worker in each server process, with retries, as the e-mail outbox does. Rows are never deleted. `captcha_id`
 * (the solved challenge's signature) is unique: a proof of work is spent once. `app_secret` keeps secrets the
 * processes must share when no setting gives them (the captcha's signing key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('contact_request'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('request_type', 'text', notNull)
    .addColumn('request_subtype', 'text', notNull)
    .addColumn('booking_number', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('customer_care', 'integer', zero)
    .addColumn('captcha_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', zero)
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('claimed_until', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('delivered_at', 'text')
    .execute();
  // The worker's question: which requests are due (pending and their time has come, or being sent past their lease)?
  await db.schema.createIndex('contact_request_due').on('contact_request').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createTable('app_secret').addColumn('name', 'text', (c) => c.primaryKey()).addColumn('value', 'text', notNull).addColumn('created_at', 'text', notNull).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secret').execute();
  await db.schema.dropTable('contact_request').execute();
}
