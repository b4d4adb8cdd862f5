import type { Kysely } from 'kysely';

/*
 * A room's own features (balcony, bathtub, …; vocabulary kind 'room_feature'): a JSON array of their ids, in the
 * vocabulary's order. The hotel page's room cards show them before the hotel's room facilities (docs/hotel-page.md).
 * Rooms written before keep '[]' until the next seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('room').addColumn('features', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('room').dropColumn('features').execute();
}
