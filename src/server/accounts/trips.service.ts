import type { Kysely } from 'kysely';
import type { AccountTrip } from '@/contracts/account';
import type { Database } from '@/server/db/database';
import { normalEmail } from './account-rules';

/**
 * Links an order just placed to the account of the signed-in customer who placed it, when it was placed with the
 * account's e-mail (an order for someone else's address stays theirs). Anything else changes nothing.
 */
export async function linkPlacedOrder(db: Kysely<Database>, accountId: number, bookingNumber: string, now: Date = new Date()): Promise<boolean> {
  const account = await db.selectFrom('customer_account').select('email').where('id', '=', accountId).executeTakeFirst();
  const order = await db.selectFrom('order').select(['id', 'buyer_email']).where('booking_number', '=', bookingNumber).executeTakeFirst();
  if (!account || !order || normalEmail(order.buyer_email) !== account.email) return false;
  const linked = await db
    .insertInto('account_order')
    .values({ order_id: order.id, account_id: accountId, linked_at: now.toISOString() })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(linked.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Once the account's e-mail is proven: every order placed with it and not yet linked becomes the account's. */
export async function linkOrdersOfEmail(db: Kysely<Database>, accountId: number, email: string, now: Date = new Date()): Promise<number> {
  const orders = await db
    .selectFrom('order')
    .leftJoin('account_order', 'account_order.order_id', 'order.id')
    .select(['order.id', 'order.buyer_email'])
    .where('account_order.order_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['order.buyer_email'])]), '=', normalEmail(email)))
    .execute();
  if (orders.length === 0) return 0;
  await db
    .insertInto('account_order')
    .values(orders.map((o) => ({ order_id: o.id, account_id: accountId, linked_at: now.toISOString() })))
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  return orders.length;
}

/** The account's trips: its linked orders, the latest first. Nobody else's. */
export async function listTrips(db: Kysely<Database>, accountId: number): Promise<AccountTrip[]> {
  const rows = await db
    .selectFrom('account_order')
    .innerJoin('order', 'order.id', 'account_order.order_id')
    .select(['order.booking_number', 'order.label', 'order.checkin', 'order.nights', 'order.status', 'order.total_amount', 'order.product_type', 'order.created_at'])
    .where('account_order.account_id', '=', accountId)
    .orderBy('order.created_at', 'desc')
    .orderBy('order.id', 'desc')
    .execute();
  return rows.map((row) => ({
    bookingNumber: row.booking_number,
    label: row.label,
    checkin: row.checkin ?? '', // a gift's trip has no check-in: '' as before
    nights: Number(row.nights),
    status: row.status,
    totalAmount: Number(row.total_amount),
    currency: 'EUR' as const,
    productType: row.product_type,
    createdAt: row.created_at,
  }));
}
