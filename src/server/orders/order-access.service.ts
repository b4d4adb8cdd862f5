import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CancelledOrder, CancelOrderRequest, OrderView } from '@/contracts/checkout';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { cancellationRefund } from './cancellation-refund';
import { checkoutProblem } from './checkout-problem';
import { giveBackToCodes } from './gift-codes';
import { sha256 } from './order-keys';
import { orderView } from './order-view';
import { findOrderByNumber, findOrderParts, giveRoomsBack, markCancelled, releaseHolds, type OrderRow } from './orders.repository';
import { queueRefund, sendDueRefunds } from './payment-refunds';
import { writeTransaction } from '@/server/db/write-transaction';
import { logger } from '@/lib/logging/logger.js';

/** Proof of who may see or cancel an order: the confirmation's access key, or the buyer's e-mail (booking lookup). */
export type OrderProof = { accessKey: string } | { email: string };

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The order when the proof matches; otherwise the same 404 whether the number or the proof is wrong. */
export async function provenOrder(db: Kysely<Database>, bookingNumber: string, proof: OrderProof): Promise<OrderRow> {
  const order = await findOrderByNumber(db, bookingNumber);
  const matches =
    !!order && ('accessKey' in proof ? sameText(sha256(proof.accessKey), order.access_key_hash) : sameText(proof.email.trim().toLowerCase(), order.buyer_email.trim().toLowerCase()));
  if (!order || !matches) throw new NotFoundError('Booking');
  return order;
}

/** GET /api/orders/{bookingNumber}?accessKey and POST /api/orders/lookup. */
export async function readOrder(db: Kysely<Database>, bookingNumber: string, proof: OrderProof, now: Date = new Date()): Promise<OrderView> {
  const order = await provenOrder(db, bookingNumber, proof);
  return orderView(order, await findOrderParts(db, order.id), now);
}

/**
 * Cancels an order for real: in one transaction the order turns cancelled (once: a second cancellation is 409), its
 * held nights go back to availability and the refund the policy gives (cancellationRefund) is recorded; a booking
 * paid by card has that refund queued for the payment provider (payment-refunds.ts), sent at once when it answers.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  bookingNumber: string,
  proof: CancelOrderRequest,
  now: Date = new Date(),
  provider: PaymentProvider | null = configuredPaymentProvider(),
): Promise<CancelledOrder> {
  const order = await provenOrder(db, bookingNumber, proof);
  const at = now.toISOString();
  const cancelled = await writeTransaction(db, async (trx) => {
    const { holds } = await findOrderParts(trx, order.id);
    const held = holds.filter((h) => h.released_at === null);
    const policy = { cancellable: order.cancellable === 1, cancellationDeadline: order.cancellation_deadline };
    const refundAmount = cancellationRefund(policy, held.map((h) => Number(h.price)), order.locale, now);
    if (!(await markCancelled(trx, order.id, at, refundAmount))) throw checkoutProblem('ALREADY_CANCELLED');
    const released = await giveRoomsBack(trx, Number(order.offer_id), held.map((h) => h.day));
    await releaseHolds(trx, order.id, at);
    // Gift cards and voucher codes get their share of the refund back first (docs/redemption.md); the card the rest.
    const toCodes = await giveBackToCodes(trx, order.id, refundAmount, now);
    const toCard = refundAmount - toCodes;
    if (order.payment_method === 'card' && order.paid_at && order.payment_session_id && toCard > 0) {
      await queueRefund(trx, { orderId: order.id, sessionId: order.payment_session_id, amount: toCard, reason: 'cancellation' }, now);
    }
    return { bookingNumber, status: 'cancelled' as const, cancelledAt: at, refundAmount, releasedNights: released };
  });
  if (order.payment_method === 'card' && provider) await sendDueRefunds(db, provider, now).catch((error: unknown) => logger.warn({ err: error }, '[payments] refunds left for the next pass'));
  return cancelled;
}
