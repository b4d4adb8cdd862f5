import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * Give failed contact messages a fresh set of attempts, due at once (the CRM is fixed): the ids given, or every failed
 * one without ids. Only failed messages move; returns the ids requeued.
 */
export async function requeueFailedRequests(db: Kysely<Database>, ids: number[] | 'all', now: Date = new Date()): Promise<number[]> {
  let query = db
    .updateTable('contact_request')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null, claimed_by: null })
    .where('status', '=', 'failed');
  if (ids !== 'all') {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
