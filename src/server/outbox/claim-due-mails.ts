import type { Kysely } from 'kysely';
import { claimDueRows, type Claim } from '@/server/db/work-rows';
import type { Database } from '@/server/db/database';
import type { OutboxMailRow } from './outbox-mail';

export type { Claim };

/** Take up to `limit` due mails for one worker (src/server/db/work-rows.ts: no two workers hold the same mail). */
export const claimDueMails = (db: Kysely<Database>, claim: Claim): Promise<OutboxMailRow[]> => claimDueRows(db, 'outbox_mail', claim);
