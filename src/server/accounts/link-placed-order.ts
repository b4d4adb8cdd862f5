import type { IncomingMessage } from 'node:http';
import { principalOf } from '@/server/auth';
import { getDb } from '@/server/db/get-db';
import { linkPlacedOrder } from './trips.service';
import { logger } from '@/lib/logging/logger.js';

/**
 * The checkout's hook (POST /api/orders): an order placed by a signed-in customer with the account's e-mail becomes
 * one of the account's trips. Never fails the order: a link that cannot be written is logged (the e-mail's proof
 * links it later).
 */
export async function linkToSignedInAccount<T extends { bookingNumber: string } | undefined>(req: IncomingMessage, placed: T): Promise<T> {
  if (!placed) return placed;
  try {
    const principal = await principalOf(req);
    if (principal.kind === 'customer') await linkPlacedOrder(getDb(), principal.accountId, placed.bookingNumber);
  } catch (error) {
    logger.error({ err: error, bookingNumber: placed.bookingNumber }, '[accounts] order not linked to its account');
  }
  return placed;
}
