import type { Kysely } from 'kysely';
import { HOSTED_PAYMENT_METHOD_TYPES, type CardPayment } from '@/contracts/checkout';
import { env } from '@/lib/env';
import { logger } from '@/lib/logging/logger.js';
import { toLocale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';
import type { Database } from '@/server/db/database';
import type { PaymentEvent, PaymentProvider } from '@/server/payments/payment-provider';
import { processMetrics } from '@/server/observability/metrics.js';
import { checkoutProblem } from './checkout-problem';
import { onOrderPaid } from './order-paid';
import { provenOrder } from './order-access.service';
import { releaseUnpaidOrder } from './card-payment-release';
import { findOrderByPaymentSession, insertPaymentEvent, markCardPaid, paymentEventSeen, setPaymentSession, type OrderRow } from './orders.repository';
import { queueRefund, sendDueRefunds } from './payment-refunds';
import { writeTransaction } from '@/server/db/write-transaction';

/**
 * Card payments (docs/payments.md): a card order holds its rooms while the buyer pays on the provider's hosted page,
 * and only the provider's signed event confirms it. Not paid by `payment_expires_at`, the order expires and its rooms
 * go back (the provider's expiry event, or this process's release pass if that event never comes); money that arrives
 * for an order no longer waiting for it is refunded.
 */

/** The confirmation page in the order's locale, with its access key: where the hosted page sends the buyer back. */
function returnUrl(order: Pick<OrderRow, 'locale' | 'booking_number'>, accessKey: string): string {
  const locale = toLocale(order.locale);
  return `${env().SITE_URL}${absolutePath(locale, href.confirmation(locale, order.booking_number, accessKey))}`;
}

/** Opens a payment session for a card order awaiting payment and keeps its id on the order; the page to send the buyer to. */
export async function openCardPayment(db: Kysely<Database>, provider: PaymentProvider, order: OrderRow, accessKey: string): Promise<string> {
  const session = await provider.createSession({
    amount: Number(order.paid_now_amount),
    currency: 'EUR',
    reference: order.booking_number,
    customerEmail: order.buyer_email,
    returnUrl: returnUrl(order, accessKey),
    expiresAt: new Date(order.payment_expires_at ?? Date.now()),
    locale: order.locale,
    // The card and the wallets beside it (docs/payments.md 'Wallets'); the paid event says which was used.
    paymentMethodTypes: HOSTED_PAYMENT_METHOD_TYPES,
  });
  await setPaymentSession(db, order.id, session.id);
  return session.url;
}

/** POST /api/orders/{n}/payment: a new page for a card order still awaiting payment (the buyer came back unpaid). */
export async function reopenCardPayment(db: Kysely<Database>, provider: PaymentProvider | null, bookingNumber: string, accessKey: string, now: Date = new Date()): Promise<CardPayment> {
  const order = await provenOrder(db, bookingNumber, { accessKey });
  const open = order.payment_method === 'card' && order.status === 'pending_payment' && (order.payment_expires_at ?? '') > now.toISOString();
  if (!open) throw checkoutProblem('PAYMENT_CLOSED');
  if (!provider) throw checkoutProblem('PAYMENT_UNAVAILABLE');
  if (order.payment_session_id) await provider.expireSession(order.payment_session_id).catch(() => undefined);
  return { paymentUrl: await openCardPayment(db, provider, order, accessKey) };
}

export type EventOutcome = 'paid' | 'released' | 'refunded' | 'ignored' | 'duplicate';

/**
 * A signed provider event, applied once: recorded by its id in the same transaction as its effect, so a redelivered
 * event changes nothing. Completed and paid for the amount asked: the order is confirmed, with how it was
 * paid (card, Apple Pay, Google Pay: the event's method type), and its confirmation e-mail queued. Paid for an order no longer waiting (expired, cancelled) or for another amount: a refund is queued
 * (payment-refunds.ts) and sent. Expired: the order is released.
 */
export async function applyPaymentEvent(db: Kysely<Database>, provider: PaymentProvider | null, event: PaymentEvent, payload: string, now: Date = new Date()): Promise<EventOutcome> {
  const at = now.toISOString();
  const outcome = await writeTransaction(db, async (trx) => {
    if (await paymentEventSeen(trx, event.id)) return 'duplicate' as const;
    const order = await findOrderByPaymentSession(trx, event.sessionId);
    let result: EventOutcome = 'ignored';
    if (order && event.type === 'checkout.session.completed' && event.paid) {
      const asked = event.currency.toUpperCase() === 'EUR' && event.amount === Number(order.paid_now_amount) && event.reference === order.booking_number;
      if (asked && (await markCardPaid(trx, order.id, at, event.methodType))) {
        // A stay's confirmation e-mail; a gift's voucher code and the e-mail that delivers it (order-paid.ts).
        await onOrderPaid(trx, order.id, now);
        result = 'paid';
      } else {
        await queueRefund(trx, { orderId: order.id, sessionId: event.sessionId, amount: event.amount, reason: asked ? 'late_payment' : 'wrong_amount' }, now);
        result = 'refunded';
      }
    } else if (order && event.type === 'checkout.session.expired') {
      result = (await releaseUnpaidOrder(trx, order, at)) ? 'released' : 'ignored';
    }
    await insertPaymentEvent(trx, { event_id: event.id, type: event.type, session_id: event.sessionId, booking_number: order?.booking_number ?? null, amount: event.amount, outcome: result, payload, received_at: at });
    return result;
  });
  if (outcome === 'released') processMetrics().paymentReleases.inc({ via: 'expiry_event' });
  // Money taken for nothing goes back now if the provider answers, else with the release pass's retries.
  if (outcome === 'refunded' && provider) await sendDueRefunds(db, provider, now).catch((error: unknown) => logger.warn({ err: error }, '[payments] refunds left for the next pass'));
  return outcome;
}
