import type { Kysely } from 'kysely';
import { logger } from '@/lib/logging/logger.js';
import { processMetrics } from '@/server/observability/metrics.js';
import type { Database } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { lockDuePendingOrders, markExpired, releaseOrderNights, type OrderRow } from './orders.repository';
import { giveBackToCodes } from './gift-codes';
import { sendDueRefunds } from './payment-refunds';
import { writeTransaction } from '@/server/db/write-transaction';

/*
 * Card orders not paid in time (docs/payments.md). Apart from card-payment.service.ts so that the release pass the
 * server starts at boot (instrumentation.ts) loads no message catalog for them: it writes no e-mail (the bank
 * transfers' pass, bank-transfer-release.ts, loads the buyer's catalog only when it has a reminder or a release to say).
 */

/**
 * Releases an order that will not be paid (a card payment not completed, a bank transfer not made by its deadline):
 * expired, its rooms back, its gift codes whole again. True when this call released it.
 */
export async function releaseUnpaidOrder(trx: Kysely<Database>, order: Pick<OrderRow, 'id' | 'offer_id'>, at: string): Promise<boolean> {
  if (!(await markExpired(trx, order.id, at))) return false;
  await releaseOrderNights(trx, order, at);
  // The gift cards and voucher codes it would have used are whole again (docs/redemption.md).
  await giveBackToCodes(trx, order.id, 'all', new Date(at));
  return true;
}

/**
 * The release pass: card orders past their payment time are expired and their rooms given back, then their
 * sessions closed at the provider (a payment that still completes is refunded by applyPaymentEvent); then the refunds
 * that are due are sent. Returns how many orders it released.
 */
export async function releaseUnpaidCardOrders(db: Kysely<Database>, provider: PaymentProvider | null, now: Date = new Date(), limit = 20): Promise<number> {
  const at = now.toISOString();
  const released = await writeTransaction(db, async (trx) => {
    const due = await lockDuePendingOrders(trx, { method: 'card', until: at, limit, postgres: dialectOf(db) === 'postgres' });
    const done: OrderRow[] = [];
    for (const order of due) if (await releaseUnpaidOrder(trx, order, at)) done.push(order);
    return done;
  });
  if (released.length > 0) processMetrics().paymentReleases.inc({ via: 'release_pass' }, released.length);
  for (const order of released) {
    if (order.payment_session_id && provider)
      await provider.expireSession(order.payment_session_id).catch((error: unknown) => logger.warn({ err: error, bookingNumber: order.booking_number }, '[payments] could not close the payment session'));
  }
  // The pass also sends the refunds that are due (a provider that was down, a cancelled card booking).
  if (provider) await sendDueRefunds(db, provider, now);
  return released.length;
}
