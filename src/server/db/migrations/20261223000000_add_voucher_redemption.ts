import { sql, type Kysely } from 'kysely';
import { notNull, withAutoId, zero } from './schema-helpers';

/**
 * Gift codes as payment and the beneficiary's redemption (docs/redemption.md):
 * - `voucher.balance_amount`: what the code can still pay (a gift card spends it in parts; a box or stay voucher all
 *   at once); `voucher.box_code` (the box a box voucher opens) and `voucher.nights` (the stay it covers);
 * - `voucher_use`: the ledger, one row per use (`use`, the amount taken by an order) and per give-back (`refund`, a
 *   cancelled or released order returning it), written in the order's transaction;
 * - `order.gift_code_amount`: what the order's codes paid; `order.gift_box_code`: the box a box order sold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voucher').addColumn('balance_amount', 'integer', zero).execute();
  await db.schema.alterTable('voucher').addColumn('box_code', 'text').execute();
  await db.schema.alterTable('voucher').addColumn('nights', 'integer').execute();
  await sql`update voucher set balance_amount = value_amount where status = 'active'`.execute(db);
  await db.schema.alterTable('order').addColumn('gift_code_amount', 'integer', zero).execute();
  await db.schema.alterTable('order').addColumn('gift_box_code', 'text').execute();
  await withAutoId(db, db.schema.createTable('voucher_use'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('voucher.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('balance_after', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('voucher_use_by_order').on('voucher_use').column('order_id').execute();
  await db.schema.createIndex('voucher_use_by_voucher').on('voucher_use').column('voucher_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher_use').execute();
  for (const column of ['gift_box_code', 'gift_code_amount']) await db.schema.alterTable('order').dropColumn(column).execute();
  for (const column of ['nights', 'box_code', 'balance_amount']) await db.schema.alterTable('voucher').dropColumn(column).execute();
}
