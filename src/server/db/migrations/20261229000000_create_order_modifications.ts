import type { Kysely } from 'kysely';
import { notNull, withAutoId } from './schema-helpers';

/**
 * The history of a booking's online modifications (docs/checkout.md 'Modifying a booking'): one row per change, with
 * what the booking was (offer, label, dates, total) and what it became, the difference and how it was settled (more
 * or less at the hotel, a refund recorded, a new transfer amount). The order row holds the booking as it is now; the
 * nights it gave back stay in order_night_hold with their `released_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('order_modification'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('previous_offer_id', 'integer', notNull)
    .addColumn('previous_label', 'text', notNull)
    .addColumn('previous_checkin', 'text', notNull)
    .addColumn('previous_nights', 'integer', notNull)
    .addColumn('previous_total', 'integer', notNull)
    .addColumn('offer_id', 'integer', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('checkin', 'text', notNull)
    .addColumn('nights', 'integer', notNull)
    .addColumn('total', 'integer', notNull)
    .addColumn('difference', 'integer', notNull)
    .addColumn('settlement', 'text', notNull)
    .addColumn('settled_amount', 'integer', notNull)
    .execute();
  await db.schema.createIndex('order_modification_by_order').on('order_modification').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_modification').execute();
}
