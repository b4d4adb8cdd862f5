import type { Kysely } from 'kysely';
import { claimDueRows, type Claim } from '@/server/db/work-rows';
import type { Database } from '@/server/db/database';
import type { ContactRequestRow } from './contact-request';

export type { Claim };

/** Take up to `limit` due contact messages for one worker (src/server/db/work-rows.ts, as the e-mail outbox does). */
export const claimDueRequests = (db: Kysely<Database>, claim: Claim): Promise<ContactRequestRow[]> => claimDueRows(db, 'contact_request', claim);
