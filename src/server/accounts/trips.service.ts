import type { Kysely } from 'kysely';
import type { AccountTrip } from '@/contracts/account';
import type { Database } from '@/server/db/database';
import { normalEmail } from './account-rules';
import { findAccountById, findOrderBuyer, findUnlinkedOrdersOfEmail, linkOrders, listAccountOrders } from './accounts.repository';

/**
 * Links an order just placed to the account of the signed-in customer who placed it, when it was placed with the
 * account's e-mail (an order for someone else's address stays theirs). Anything else changes nothing.
 */
export async function linkPlacedOrder(db: Kysely<Database>, accountId: number, bookingNumber: string, now: Date = new Date()): Promise<boolean> {
  const account = await findAccountById(db, accountId);
  const order = await findOrderBuyer(db, bookingNumber);
  if (!account || !order || normalEmail(order.buyer_email) !== account.email) return false;
  return (await linkOrders(db, accountId, [order.id], now)) > 0;
}

/** Once the account's e-mail is proven: every order placed with it and not yet linked becomes the account's. */
export async function linkOrdersOfEmail(db: Kysely<Database>, accountId: number, email: string, now: Date = new Date()): Promise<number> {
  const orderIds = await findUnlinkedOrdersOfEmail(db, normalEmail(email));
  await linkOrders(db, accountId, orderIds, now);
  return orderIds.length;
}

/** The account's trips: its linked orders, the latest first. Nobody else's. */
export async function listTrips(db: Kysely<Database>, accountId: number): Promise<AccountTrip[]> {
  const rows = await listAccountOrders(db, accountId);
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
