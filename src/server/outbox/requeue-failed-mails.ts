import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * Give failed mails a fresh set of attempts, due at once (the mail server is fixed, an address corrected): the ids
 * given, or every failed mail without ids. Only failed mails move; returns the ids requeued.
 */
export async function requeueFailedMails(db: Kysely<Database>, ids: number[] | 'all', now: Date = new Date()): Promise<number[]> {
  let query = db
    .updateTable('outbox_mail')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null, claimed_by: null })
    .where('status', '=', 'failed');
  if (ids !== 'all') {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
