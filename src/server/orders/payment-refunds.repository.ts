import { sql, type Kysely } from 'kysely';
import type { Database, NewRow } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';

/** Reads and writes of the refunds to send through the payment provider; the rules live in payment-refunds.ts. */

export async function insertRefund(db: Kysely<Database>, row: NewRow<'payment_refund'>): Promise<void> {
  await db.insertInto('payment_refund').values(row).execute();
}

/**
 * Takes up to `limit` pending refunds due at `now` for this process, counting an attempt and pushing their next
 * attempt `leaseMs` away (a process that dies mid-send leaves them due again). PostgreSQL: `for update skip
 * locked`; SQLite: one `update … returning`, atomic as SQLite writes one at a time.
 */
export async function claimDueRefunds(db: Kysely<Database>, now: Date, limit: number, leaseMs: number) {
  const at = now.toISOString();
  const lease = { next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql<number>`attempts + 1` };
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

export async function markRefundSent(db: Kysely<Database>, refundId: number, at: string): Promise<void> {
  await db.updateTable('payment_refund').set({ status: 'sent', sent_at: at, last_error: null }).where('id', '=', refundId).execute();
}

export async function scheduleRefundRetry(db: Kysely<Database>, refundId: number, nextAttemptAt: string, error: string): Promise<void> {
  await db.updateTable('payment_refund').set({ next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', refundId).execute();
}
