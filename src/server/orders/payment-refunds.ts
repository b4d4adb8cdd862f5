import { sql, type Kysely } from 'kysely';
import type { Database, PaymentRefundTable } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';
import type { PaymentProvider } from '@/server/payments/payment-provider';

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
  await trx
    .insertInto('payment_refund')
    .values({ order_id: refund.orderId, session_id: refund.sessionId, amount: refund.amount, reason: refund.reason, status: 'pending', next_attempt_at: at, last_error: null, created_at: at, sent_at: null })
    .execute();
}

/**
 * Takes up to `limit` due refunds for this process, counting an attempt and leasing them for REFUND_LEASE_MS (a
 * process that dies mid-send leaves them due again). PostgreSQL: `for update skip locked`; SQLite: one
 * `update … returning`, atomic as SQLite writes one at a time.
 */
async function claimDueRefunds(db: Kysely<Database>, now: Date, limit: number) {
  const at = now.toISOString();
  const lease = { next_attempt_at: new Date(now.getTime() + REFUND_LEASE_MS).toISOString(), attempts: sql<number>`attempts + 1` };
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('payment_refund').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', at).orderBy('id').limit(limit).forUpdate().skipLocked().execute();
      if (due.length === 0) return [];
      return trx.updateTable('payment_refund').set(lease).where('id', 'in', due.map((r) => r.id)).returningAll().execute();
    });
  }
  return db
    .updateTable('payment_refund')
    .set(lease)
    .where('id', 'in', (eb) => eb.selectFrom('payment_refund').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', at).orderBy('id').limit(limit))
    .returningAll()
    .execute();
}

/** Sends the refunds that are due; a refusal or no answer schedules the next attempt. */
export async function sendDueRefunds(db: Kysely<Database>, provider: PaymentProvider, now: Date = new Date(), limit = 10): Promise<{ sent: number; retried: number }> {
  let sent = 0;
  let retried = 0;
  for (const refund of await claimDueRefunds(db, now, limit)) {
    try {
      await provider.refund(refund.session_id, Number(refund.amount), `refund-${refund.id}`);
      await db.updateTable('payment_refund').set({ status: 'sent', sent_at: now.toISOString(), last_error: null }).where('id', '=', refund.id).execute();
      sent++;
    } catch (error) {
      const next = new Date(now.getTime() + refundRetryDelayMs(Number(refund.attempts))).toISOString();
      await db.updateTable('payment_refund').set({ next_attempt_at: next, last_error: String(error instanceof Error ? error.message : error).slice(0, 500) }).where('id', '=', refund.id).execute();
      retried++;
    }
  }
  return { sent, retried };
}
