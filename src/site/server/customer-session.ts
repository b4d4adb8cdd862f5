import type { IncomingMessage } from 'node:http';
import { principalOf } from '@/server/auth';

/**
 * Whether the request comes from a signed-in customer (a live session in the database), for the header's account
 * menu. Without the session cookie no query is made; a database that cannot answer counts as signed out (the page
 * still renders; the account pages say so themselves).
 */
export async function customerSignedIn(req: IncomingMessage): Promise<boolean> {
  try {
    return (await principalOf(req)).kind === 'customer';
  } catch (error) {
    console.error('[accounts] session not read: shown signed out', error);
    return false;
  }
}
