import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';
import type { ContactRequestRow } from './contact-request';

export type Claim = { now: Date; limit: number; leaseMs: number; token: string };

/** Due: pending and its time has come, or being sent past its lease (a worker died mid-send). */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'contact_request'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
  ]);

/**
 * Take up to `limit` due requests for one worker, counting an attempt for each; no two workers hold the same one.
 * The e-mail outbox's claim (src/server/outbox/claim-due-mails.ts): PostgreSQL `for update skip locked` in a
 * transaction; SQLite one atomic `update … where id in (select … limit n) returning *`.
 */
export async function claimDueRequests(db: Kysely<Database>, claim: Claim): Promise<ContactRequestRow[]> {
  const now = claim.now.toISOString();
  const claimed = {
    status: 'sending' as const,
    claimed_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
    claimed_by: claim.token,
    attempts: sql<number>`attempts + 1`,
  };
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('contact_request').select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit).forUpdate().skipLocked().execute();
      if (due.length === 0) return [];
      const rows = await trx.updateTable('contact_request').set(claimed).where('id', 'in', due.map((row) => row.id)).returningAll().execute();
      return rows.sort((a, b) => a.id - b.id);
    });
  }
  const rows = await db
    .updateTable('contact_request')
    .set(claimed)
    .where('id', 'in', (eb) => eb.selectFrom('contact_request').select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}
