import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { requeueFailedRows } from '@/server/db/work-rows';

/** Failed contact messages (the ids given, or all) due again at once with a fresh set of attempts; the ids requeued. */
export const requeueFailedRequests = (db: Kysely<Database>, ids: number[] | 'all', now: Date = new Date()): Promise<number[]> => requeueFailedRows(db, 'contact_request', ids, now);
