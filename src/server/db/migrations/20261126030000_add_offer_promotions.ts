import type { Kysely } from 'kysely';

/*
 * Offer promotions shown on cards:
 * - an automatic discount code (`auto_discount_code`, `auto_discount_value` in %) applied at checkout; cards show
 *   'Promo: Save {discount}% extra' only when the visitor is in the auto-discount experiment and not in gifting;
 * - a targeted label (`targeted_label_id`, a vocabulary term of kind 'targeted_label') for offers aimed at a public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer').addColumn('auto_discount_code', 'text').execute();
  await db.schema.alterTable('offer').addColumn('auto_discount_value', 'integer').execute();
  await db.schema.alterTable('offer').addColumn('targeted_label_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer').dropColumn('targeted_label_id').execute();
  await db.schema.alterTable('offer').dropColumn('auto_discount_value').execute();
  await db.schema.alterTable('offer').dropColumn('auto_discount_code').execute();
}
