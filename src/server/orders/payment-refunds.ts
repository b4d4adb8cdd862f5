import type { Kysely } from 'kysely';
import type { Database, PaymentRefundTable } from '@/server/db/database';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { claimDueRefunds, insertRefund, markRefundSent, scheduleRefundRetry } from './payment-refunds.repository';

/**
 * Money to give back through the payment provider (docs/payments.md): stored in the transaction that decides it (a
 * payment that came too late or for another amount, a cancelled card booking), then sent by `sendDueRefunds` with
 * retries, so a provider that is down loses nothing. Each refund carries its own idempotency key: a refund sent again
 * after a lost answer gives back once.
 */
export const REFUND_LEASE_MS = 60_000;

/** 1 min, 2 min, 4 min… at most an hour between two attempts. */
export const refundRetryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type RefundToQueue = { orderId: number; sessionId: string; amount: number; reason: PaymentRefundTable['reason'] };

export async function queueRefund(trx: Kysely<Database>, refund: RefundToQueue, now: Date): Promise<void> {
  if (refund.amount <= 0) return;
  const at = now.toISOString();
  await insertRefund(trx, { order_id: refund.orderId, session_id: refund.sessionId, amount: refund.amount, reason: refund.reason, status: 'pending', next_attempt_at: at, last_error: null, created_at: at, sent_at: null });
}

/** Sends the refunds that are due; a refusal or no answer schedules the next attempt. */
export async function sendDueRefunds(db: Kysely<Database>, provider: PaymentProvider, now: Date = new Date(), limit = 10): Promise<{ sent: number; retried: number }> {
  let sent = 0;
  let retried = 0;
  for (const refund of await claimDueRefunds(db, now, limit, REFUND_LEASE_MS)) {
    try {
      await provider.refund(refund.session_id, Number(refund.amount), `refund-${refund.id}`);
      await markRefundSent(db, refund.id, now.toISOString());
      sent++;
    } catch (error) {
      const next = new Date(now.getTime() + refundRetryDelayMs(Number(refund.attempts))).toISOString();
      await scheduleRefundRetry(db, refund.id, next, String(error instanceof Error ? error.message : error).slice(0, 500));
      retried++;
    }
  }
  return { sent, retried };
}
