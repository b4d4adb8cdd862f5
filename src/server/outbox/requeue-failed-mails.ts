import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { requeueFailedRows } from '@/server/db/work-rows';

/** Failed mails (the ids given, or all) due again at once with a fresh set of attempts; the ids requeued. */
export const requeueFailedMails = (db: Kysely<Database>, ids: number[] | 'all', now: Date = new Date()): Promise<number[]> => requeueFailedRows(db, 'outbox_mail', ids, now);
