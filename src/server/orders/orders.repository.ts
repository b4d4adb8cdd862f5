import type { Kysely } from 'kysely';
import type { Buyer, HostedPaymentMethodType } from '@/contracts/checkout';
import type { Database, NewRow, Row } from '@/server/db/database';

/** Reads and writes of the order tables (migration 20261218000000_create_orders); the rules live in the services. */

export type OrderRow = Row<'order'>;

/** The order row's buyer columns, the same for a stay and a gift order. */
export const buyerColumns = (buyer: Buyer) => ({
  buyer_civility: buyer.civility ?? null,
  buyer_first_name: buyer.firstName,
  buyer_last_name: buyer.lastName,
  buyer_email: buyer.email,
  buyer_phone: buyer.phone,
  buyer_address: buyer.address,
  buyer_postal_code: buyer.postalCode,
  buyer_city: buyer.city,
  buyer_country: buyer.country,
});

/** The stay columns of a priced stay: an order, its change and the change's record write them alike. */
export const stayColumns = (cart: { label: string; criteria: { checkin: string; nights: number; adults: number; children: number; babies: number; activityDates: readonly string[] } }) => ({
  label: cart.label,
  checkin: cart.criteria.checkin,
  nights: cart.criteria.nights,
  adults: cart.criteria.adults,
  children: cart.criteria.children,
  babies: cart.criteria.babies,
  activity_dates: JSON.stringify(cart.criteria.activityDates),
});

/** The automatic discount columns of a priced stay (migration 20261247000000): an order and its change write them alike. */
export const autoDiscountColumns = (cart: { autoDiscount?: { code: string; percent: number; amount: number } | null }) => ({
  auto_discount_code: cart.autoDiscount?.code ?? null,
  auto_discount_percent: cart.autoDiscount?.percent ?? null,
  auto_discount_amount: cart.autoDiscount?.amount ?? 0,
});

export const findOrderByNumber = (db: Kysely<Database>, bookingNumber: string) =>
  db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirst();

export const findOrderByIdempotencyKey = (db: Kysely<Database>, keyHash: string) =>
  db.selectFrom('order').selectAll().where('idempotency_key_hash', '=', keyHash).executeTakeFirst();

export async function findOrderParts(db: Kysely<Database>, orderId: number) {
  const [lines, travellers, holds, vouchers, giftCodes, modifications] = await Promise.all([
    db.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
    db.selectFrom('order_traveller').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
    db.selectFrom('order_night_hold').selectAll().where('order_id', '=', orderId).orderBy('day').execute(),
    db.selectFrom('voucher').select(['code_prefix', 'value_amount', 'valid_until']).where('order_id', '=', orderId).orderBy('id').execute(),
    // the gift cards and voucher codes that paid the order (docs/redemption.md)
    db
      .selectFrom('voucher_use as u')
      .innerJoin('voucher as v', 'v.id', 'u.voucher_id')
      .select(['v.code_prefix', 'v.product_type', 'u.amount', 'u.balance_after'])
      .where('u.order_id', '=', orderId)
      .where('u.kind', '=', 'use')
      .orderBy('u.id')
      .execute(),
    // the stay's modifications made on My booking (docs/checkout.md 'Modifying a booking')
    db.selectFrom('order_modification').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  ]);
  return { lines, travellers, holds, vouchers, giftCodes, modifications };
}
export type OrderParts = Awaited<ReturnType<typeof findOrderParts>>;

/**
 * Takes one room of the offer on each night from `checkin` for `nights` nights, only where a room is left and the
 * night is open: one conditional UPDATE, atomic on both engines. Returns how many nights it took; fewer than asked
 * means the caller must roll back.
 */
export async function takeRooms(db: Kysely<Database>, offerId: number, days: readonly string[]): Promise<number> {
  const result = await db
    .updateTable('availability')
    .set((eb) => ({ rooms_left: eb('rooms_left', '-', 1) }))
    .where('offer_id', '=', offerId)
    .where('day', 'in', days)
    .where('rooms_left', '>=', 1)
    .where('closed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives back one room of the offer on each of these nights. */
export async function giveRoomsBack(db: Kysely<Database>, offerId: number, days: readonly string[]): Promise<number> {
  if (days.length === 0) return 0;
  const result = await db
    .updateTable('availability')
    .set((eb) => ({ rooms_left: eb('rooms_left', '+', 1) }))
    .where('offer_id', '=', offerId)
    .where('day', 'in', days)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertOrder(
  db: Kysely<Database>,
  order: NewRow<'order'>,
  lines: Omit<NewRow<'order_line'>, 'order_id'>[],
  travellers: Omit<NewRow<'order_traveller'>, 'order_id'>[],
  holds: Omit<NewRow<'order_night_hold'>, 'order_id'>[],
): Promise<number> {
  const { id } = await db.insertInto('order').values(order).returning('id').executeTakeFirstOrThrow();
  // A gift order has no traveller and holds no night.
  if (lines.length > 0) await db.insertInto('order_line').values(lines.map((l) => ({ ...l, order_id: id }))).execute();
  if (travellers.length > 0) await db.insertInto('order_traveller').values(travellers.map((t) => ({ ...t, order_id: id }))).execute();
  if (holds.length > 0) await db.insertInto('order_night_hold').values(holds.map((h) => ({ ...h, order_id: id }))).execute();
  return id;
}

export const findOrderById = (db: Kysely<Database>, id: number) => db.selectFrom('order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Marks the order cancelled unless it already is cancelled or expired: true when this call cancelled it. */
export async function markCancelled(db: Kysely<Database>, orderId: number, at: string, refundAmount: number): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set({ status: 'cancelled', cancelled_at: at, refund_amount: refundAmount })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending_payment', 'confirmed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const releaseHolds = (db: Kysely<Database>, orderId: number, at: string) =>
  db.updateTable('order_night_hold').set({ released_at: at }).where('order_id', '=', orderId).where('released_at', 'is', null).execute();

/** A bank transfer received: pending_payment → confirmed. True when this call confirmed it. */
export async function markPaid(db: Kysely<Database>, bookingNumber: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set({ status: 'confirmed', paid_at: at })
    .where('booking_number', '=', bookingNumber)
    .where('payment_method', '=', 'bankTransfer')
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A card payment's session paid: its order, still awaiting the payment, turns confirmed. True when this call confirmed it. */
export async function markCardPaid(db: Kysely<Database>, orderId: number, at: string, paidWith: HostedPaymentMethodType | null = null): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set({ status: 'confirmed', paid_at: at, paid_with: paidWith })
    .where('id', '=', orderId)
    .where('payment_method', '=', 'card')
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A card order not paid in time: pending_payment → expired. True when this call expired it. */
export async function markExpired(db: Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set({ status: 'expired', cancelled_at: at, refund_amount: 0 })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setPaymentSession = (db: Kysely<Database>, orderId: number, sessionId: string) =>
  db.updateTable('order').set({ payment_session_id: sessionId }).where('id', '=', orderId).execute();

export const findOrderByPaymentSession = (db: Kysely<Database>, sessionId: string) =>
  db.selectFrom('order').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();

/**
 * Orders still waiting for their payment by `method` whose payment time ends by `until`, up to `limit`, locked for
 * this transaction (the card release, the bank-transfer reminder and release). PostgreSQL: `for update skip locked`,
 * so several processes at once take different orders. SQLite: the caller's write transaction already runs alone.
 * `unreminded`: only those whose transfer reminder has not gone yet.
 */
export function lockDuePendingOrders(trx: Kysely<Database>, { method, until, limit, postgres, unreminded = false }: { method: 'card' | 'bankTransfer'; until: string; limit: number; postgres: boolean; unreminded?: boolean }) {
  let query = trx
    .selectFrom('order')
    .selectAll()
    .where('status', '=', 'pending_payment')
    .where('payment_method', '=', method)
    .where('payment_expires_at', 'is not', null)
    .where('payment_expires_at', '<=', until)
    .orderBy('payment_expires_at')
    .limit(limit);
  if (unreminded) query = query.where('transfer_reminded_at', 'is', null);
  return (postgres ? query.forUpdate().skipLocked() : query).execute();
}

/** Gives back the rooms an order still holds and marks its holds released; the number of nights given back. */
export async function releaseOrderNights(trx: Kysely<Database>, order: Pick<OrderRow, 'id' | 'offer_id'>, at: string): Promise<number> {
  const { holds } = await findOrderParts(trx, order.id);
  const held = holds.filter((h) => h.released_at === null).map((h) => h.day);
  const released = await giveRoomsBack(trx, Number(order.offer_id), held);
  await releaseHolds(trx, order.id, at);
  return released;
}

/** The voucher of an order with this code hash (a gift card's printable card), or undefined. */
export const findOrderVoucher = (db: Kysely<Database>, orderId: number, codeHash: string) =>
  db.selectFrom('voucher').select(['value_amount', 'valid_until']).where('code_hash', '=', codeHash).where('order_id', '=', orderId).executeTakeFirst();

export async function insertVoucher(db: Kysely<Database>, row: NewRow<'voucher'>): Promise<void> {
  await db.insertInto('voucher').values(row).execute();
}

export async function markTransferReminded(db: Kysely<Database>, orderId: number, at: string): Promise<void> {
  await db.updateTable('order').set({ transfer_reminded_at: at }).where('id', '=', orderId).execute();
}

/** Whether the payment provider's event was recorded already (events are delivered at least once). */
export const paymentEventSeen = async (db: Kysely<Database>, eventId: string): Promise<boolean> =>
  (await db.selectFrom('payment_event').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;

export async function insertPaymentEvent(db: Kysely<Database>, row: NewRow<'payment_event'>): Promise<void> {
  await db.insertInto('payment_event').values(row).execute();
}
