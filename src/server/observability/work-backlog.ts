import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { countWorkRowsByStatus, type WorkTable } from '@/server/db/work-rows';

/** Rows of a work table (src/server/db/work-rows.ts) that wait to be sent, and those given up. */
export type WorkBacklog = { waiting: number; failed: number; oldestWaitingSeconds: number };

/**
 * The backlog of a work table: rows pending or being sent, the age of the oldest of them, and rows failed for good.
 */
export async function readWorkBacklog(db: Kysely<Database>, table: WorkTable, now: Date = new Date()): Promise<WorkBacklog> {
  const rows = await countWorkRowsByStatus(db, table);
  let waiting = 0;
  let failed = 0;
  let oldest: string | null = null;
  for (const row of rows) {
    if (row.status === 'failed') {
      failed = Number(row.n);
      continue;
    }
    waiting += Number(row.n);
    if (row.oldest && (oldest === null || row.oldest < oldest)) oldest = row.oldest;
  }
  const oldestWaitingSeconds = oldest ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000) : 0;
  return { waiting, failed, oldestWaitingSeconds };
}
