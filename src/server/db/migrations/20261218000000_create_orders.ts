import type { Kysely } from 'kysely';
import { clustered, notNull, withAutoId } from './schema-helpers';

/**
 * Orders of the checkout (docs/checkout.md): the order with its buyer and totals, its lines, its travellers and the
 * nights it holds (one room of an offer on a day), so a cancellation gives back exactly what the order took. Not
 * catalog data: no version trigger. `order` is an SQL keyword: Kysely quotes every identifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('order'))
    .addColumn('booking_number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('offer_id', 'integer', notNull)
    .addColumn('hotel_id', 'integer', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('checkin', 'text', notNull)
    .addColumn('nights', 'integer', notNull)
    .addColumn('adults', 'integer', notNull)
    .addColumn('children', 'integer', notNull)
    .addColumn('babies', 'integer', notNull)
    .addColumn('activity_dates', 'text', notNull)
    .addColumn('buyer_civility', 'text')
    .addColumn('buyer_first_name', 'text', notNull)
    .addColumn('buyer_last_name', 'text', notNull)
    .addColumn('buyer_email', 'text', notNull)
    .addColumn('buyer_phone', 'text', notNull)
    .addColumn('buyer_address', 'text', notNull)
    .addColumn('buyer_postal_code', 'text', notNull)
    .addColumn('buyer_city', 'text', notNull)
    .addColumn('buyer_country', 'text', notNull)
    .addColumn('stay_amount', 'integer', notNull)
    .addColumn('insurance_amount', 'integer', notNull)
    .addColumn('total_amount', 'integer', notNull)
    .addColumn('paid_now_amount', 'integer', notNull)
    .addColumn('pay_at_hotel_amount', 'integer', notNull)
    .addColumn('local_tax_at_hotel', 'integer', notNull)
    .addColumn('payment_method', 'text', notNull)
    .addColumn('bank_reference', 'text')
    .addColumn('cancellable', 'integer', notNull)
    .addColumn('cancellation_deadline', 'text')
    .addColumn('cancellation_message', 'text', notNull)
    .addColumn('access_key_hash', 'text', notNull)
    .addColumn('access_salt', 'text', notNull)
    .addColumn('idempotency_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('request_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('refund_amount', 'integer')
    .execute();
  await db.schema.createIndex('order_by_offer').on('order').columns(['offer_id', 'checkin']).execute();

  await withAutoId(db, db.schema.createTable('order_line'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('offer_id', 'integer')
    .addColumn('checkin', 'text')
    .addColumn('checkout', 'text')
    .addColumn('adults', 'integer')
    .addColumn('children', 'integer')
    .addColumn('babies', 'integer')
    .addColumn('quantity', 'integer', notNull)
    .addColumn('unit_amount', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    .execute();
  await db.schema.createIndex('order_line_by_order').on('order_line').columns(['order_id', 'position']).execute();

  await withAutoId(db, db.schema.createTable('order_traveller'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .execute();
  await db.schema.createIndex('order_traveller_by_order').on('order_traveller').columns(['order_id', 'position']).execute();

  await clustered(
    db,
    db.schema
      .createTable('order_night_hold')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
      .addColumn('offer_id', 'integer', notNull)
      .addColumn('day', 'text', notNull)
      // the night's price for the order's family (cents): the base of the refund
      .addColumn('price', 'integer', notNull)
      .addColumn('released_at', 'text')
      .addPrimaryKeyConstraint('order_night_hold_pk', ['order_id', 'offer_id', 'day'] as never),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_night_hold', 'order_traveller', 'order_line', 'order']) await db.schema.dropTable(table).execute();
}
