import type { IncomingMessage } from 'node:http';
import type { BuyerPrefill } from '@/features/checkout/model/checkout-form';
import type { Flags } from '@/lib/flags';
import { logger } from '@/lib/logging/logger.js';
import { readProfile } from '@/server/accounts/account.service';
import { principalOf } from '@/server/auth';
import { getDb } from '@/server/db/get-db';

/**
 * A checkout's buyer filled in ahead for a signed-in customer (issue 35 point 17): the account's names and e-mail,
 * which the visitor may change (a gift bought for someone else keeps its own buyer). Null without customer accounts,
 * without a customer's session, or when the database cannot answer (the form opens empty, as for anyone). The page
 * is private then (its cookie makes it so: `page-cache.ts`).
 */
export async function signedInBuyer(req: IncomingMessage, flags: Pick<Flags, 'customerAccount'>): Promise<BuyerPrefill | null> {
  if (!flags.customerAccount) return null;
  try {
    const principal = await principalOf(req);
    if (principal.kind !== 'customer') return null;
    const { firstName, lastName, email } = await readProfile(getDb(), principal.accountId);
    return { firstName, lastName, email };
  } catch (error) {
    logger.error({ err: error }, '[accounts] profile not read: the checkout opens without it');
    return null;
  }
}
