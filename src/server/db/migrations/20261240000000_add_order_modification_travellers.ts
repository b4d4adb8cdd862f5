import type { Kysely } from 'kysely';

/**
 * A booking's modification names the travellers it adds (more guests) and drops the last names given (fewer guests):
 * the history keeps both (docs/checkout.md 'Modifying a booking'), as JSON lists of `{ firstName, lastName }`. Null on
 * the rows written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['travellers_added', 'travellers_removed']) {
    await db.schema.alterTable('order_modification').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['travellers_added', 'travellers_removed']) {
    await db.schema.alterTable('order_modification').dropColumn(column).execute();
  }
}
