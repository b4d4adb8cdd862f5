import type { Kysely } from 'kysely';
import { zero } from './schema-helpers';

/**
 * The automatic discount a stay was sold with (docs/checkout.md, 'Automatic discount'): the offer's code
 * (`auto_discount_code`), its percent (`auto_discount_percent`) and what it took off the stay, in cents
 * (`auto_discount_amount`, 0 without one). `stay_amount` stays the stay before it, `total_amount` what the order
 * costs after it. Orders placed before keep their rows: no code, no percent, 0 taken off. A modification keeps the code
 * and the percent and writes the new amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').addColumn('auto_discount_code', 'text').execute();
  await db.schema.alterTable('order').addColumn('auto_discount_percent', 'integer').execute();
  await db.schema.alterTable('order').addColumn('auto_discount_amount', 'integer', zero).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['auto_discount_amount', 'auto_discount_percent', 'auto_discount_code']) await db.schema.alterTable('order').dropColumn(column).execute();
}
