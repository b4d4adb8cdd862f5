import type { Kysely, Updateable } from 'kysely';
import type { Database, NewRow } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';

/** Reads and writes a booking's modification needs (docs/booking-modification.md); the rules live in modify-order.service.ts. */

export const findTravellerNames = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('order_traveller').select(['first_name', 'last_name']).where('order_id', '=', orderId).orderBy('position').execute();

/** The nights the booking still holds (not released), with their offer. */
export const findHeldNights = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('order_night_hold').select(['offer_id', 'day']).where('order_id', '=', orderId).where('released_at', 'is', null).execute();

/** The order, locked for the rest of the transaction on PostgreSQL (SQLite's BEGIN IMMEDIATE already runs alone). */
export function lockOrder(trx: Kysely<Database>, orderId: number) {
  const query = trx.selectFrom('order').selectAll().where('id', '=', orderId);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** Holds a night for the order at its price (a night held before and released is held again). */
export async function holdNight(trx: Kysely<Database>, hold: { orderId: number; offerId: number; day: string; price: number }): Promise<void> {
  await trx
    .insertInto('order_night_hold')
    .values({ order_id: hold.orderId, offer_id: hold.offerId, day: hold.day, price: hold.price, released_at: null })
    .onConflict((oc) => oc.columns(['order_id', 'offer_id', 'day']).doUpdateSet({ price: hold.price, released_at: null }))
    .execute();
}

/** What the booking's earlier modifications refunded, one amount per modification. */
export const findModificationRefunds = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('order_modification').select('settled_amount').where('order_id', '=', orderId).where('settlement', '=', 'refund').execute();

/** Removes the travellers of these ids and adds these, in this order. */
export async function changeTravellers(trx: Kysely<Database>, removedIds: readonly number[], added: readonly NewRow<'order_traveller'>[]): Promise<void> {
  if (removedIds.length > 0) await trx.deleteFrom('order_traveller').where('id', 'in', [...removedIds]).execute();
  if (added.length > 0) await trx.insertInto('order_traveller').values([...added]).execute();
}

export async function replaceOrderLines(trx: Kysely<Database>, orderId: number, lines: readonly Omit<NewRow<'order_line'>, 'order_id'>[]): Promise<void> {
  await trx.deleteFrom('order_line').where('order_id', '=', orderId).execute();
  await trx.insertInto('order_line').values(lines.map((line) => ({ ...line, order_id: orderId }))).execute();
}

export async function updateOrder(trx: Kysely<Database>, orderId: number, values: Updateable<Database['order']>): Promise<void> {
  await trx.updateTable('order').set(values).where('id', '=', orderId).execute();
}

export async function insertModification(trx: Kysely<Database>, row: NewRow<'order_modification'>): Promise<void> {
  await trx.insertInto('order_modification').values(row).execute();
}
