import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';
import type { OutboxMailRow } from './outbox-mail';

export type Claim = {
  now: Date;
  /** how many mails to take at most */
  limit: number;
  leaseMs: number;
  /** the claim's token: only its holder records the outcome */
  token: string;
};

/** A mail is due when it is pending and its time has come, or when its claim has lapsed (a worker died mid-send). */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'outbox_mail'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
  ]);

/**
 * Take up to `limit` due mails for one worker, counting an attempt for each; no two workers ever hold the same mail.
 * PostgreSQL: `select … for update skip locked` in a transaction, so racing workers take different rows without
 * waiting. SQLite: one `update … where id in (select … limit n) returning …`, atomic because SQLite runs one write at a
 * time (the statement takes the write lock before it reads).
 */
export async function claimDueMails(db: Kysely<Database>, claim: Claim): Promise<OutboxMailRow[]> {
  const now = claim.now.toISOString();
  const claimed = {
    status: 'sending' as const,
    claimed_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
    claimed_by: claim.token,
    attempts: sql<number>`attempts + 1`,
  };
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('outbox_mail').select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit).forUpdate().skipLocked().execute();
      if (due.length === 0) return [];
      const rows = await trx.updateTable('outbox_mail').set(claimed).where('id', 'in', due.map((row) => row.id)).returningAll().execute();
      return rows.sort((a, b) => a.id - b.id);
    });
  }
  const rows = await db
    .updateTable('outbox_mail')
    .set(claimed)
    .where('id', 'in', (eb) => eb.selectFrom('outbox_mail').select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(claim.limit))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}
