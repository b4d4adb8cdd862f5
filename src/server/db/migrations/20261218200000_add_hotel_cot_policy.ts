import type { Kysely } from 'kysely';

/*
 * Whether a hotel has a baby cot for a family's room (`cot_policy`): 'included' (set up free of charge),
 * 'on_request' (ask the hotel when booking) or 'none' (the baby sleeps in the parents' bed). Search cards name it
 * for a search with babies (docs/decisions.md, issue 23 point 6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hotel').addColumn('cot_policy', 'text', (c) => c.notNull().defaultTo('on_request')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hotel').dropColumn('cot_policy').execute();
}
