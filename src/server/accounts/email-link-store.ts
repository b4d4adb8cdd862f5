import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { EmailLinkPurpose } from './email-link-rules';

/** Ends the account's other links that open it (sign-in and reset): after a reset, an e-mail change or a new password. */
export async function retireEmailLinks(db: Kysely<Database>, accountId: number, purposes: readonly EmailLinkPurpose[], now: Date = new Date()): Promise<void> {
  await db
    .updateTable('account_token')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .execute();
}
