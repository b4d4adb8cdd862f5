import type { Kysely } from 'kysely';

/**
 * A booking's modification may change its guests and its activity days too (docs/checkout.md 'Modifying a booking'):
 * the history keeps what they were and what they became. Empty on the rows written before (dates and offer only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['previous_adults', 'integer'],
    ['previous_children', 'integer'],
    ['previous_babies', 'integer'],
    ['previous_activity_dates', 'text'],
    ['adults', 'integer'],
    ['children', 'integer'],
    ['babies', 'integer'],
    ['activity_dates', 'text'],
  ] as const) {
    await db.schema.alterTable('order_modification').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['previous_adults', 'previous_children', 'previous_babies', 'previous_activity_dates', 'adults', 'children', 'babies', 'activity_dates']) {
    await db.schema.alterTable('order_modification').dropColumn(column).execute();
  }
}
