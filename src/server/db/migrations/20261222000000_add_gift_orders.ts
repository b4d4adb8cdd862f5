import type { Kysely } from 'kysely';
import { notNull, withAutoId } from './schema-helpers';

/**
 * Gift orders (docs/gift-checkout.md): an order sells a stay or a gift (`product_type`: STAY, DIGITAL_ACTIVITY_ONLY,
 * GIFTCARD, BOX). A gift order has no check-in and holds no nights: its stay columns stay neutral (check-in '',
 * 0 nights, no `order_night_hold` row); its lines are of kind activity, giftcard, box, shipping or extra. It keeps
 * the gift texts, the card's design, and for a physical box the address it is posted to (JSON).
 *
 * `voucher`: the codes a paid gift order delivers, one per gift. The code is random and never stored: its SHA-256
 * (`code_hash`, unique) and a short visible prefix; the value in cents, the last valid day, a status (`active`, later
 * `redeemed` by the redemption issue) and the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').addColumn('product_type', 'text', (c) => c.notNull().defaultTo('STAY')).execute();
  for (const column of ['gift_design', 'gift_from_name', 'gift_message', 'shipping_address'] as const) {
    await db.schema.alterTable('order').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('order').addColumn('own_use', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await withAutoId(db, db.schema.createTable('voucher'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_prefix', 'text', notNull)
    .addColumn('product_type', 'text', notNull)
    .addColumn('value_amount', 'integer', notNull)
    .addColumn('valid_until', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('redeemed_at', 'text')
    .execute();
  await db.schema.createIndex('voucher_by_order').on('voucher').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher').execute();
  for (const column of ['own_use', 'shipping_address', 'gift_message', 'gift_from_name', 'gift_design', 'product_type']) {
    await db.schema.alterTable('order').dropColumn(column).execute();
  }
}
