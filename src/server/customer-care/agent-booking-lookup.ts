import type { NextApiRequest } from 'next';
import type { Kysely } from 'kysely';
import type { OrderView } from '@/contracts/checkout';
import { agentOf } from '@/server/auth/agent-session';
import type { Database } from '@/server/db/database';
import { DomainError, NotFoundError } from '@/server/errors/domain-errors';
import { orderView } from '@/server/orders/order-view';
import { findOrderByNumber, findOrderParts } from '@/server/orders/orders.repository';
import { logger } from '@/lib/logging/logger.js';

/**
 * Customer care looks up any booking (issue 19 §3): by its number alone, for an agent signed in on a customer-care
 * server; anyone else is refused (403) and must give the buyer's e-mail. An unknown number is the usual 404.
 */
export async function readOrderForAgent(db: Kysely<Database>, req: Pick<NextApiRequest, 'headers'>, bookingNumber: string, customerCare: boolean, now: Date = new Date()): Promise<OrderView> {
  const agent = await agentOf(req, { customerCare, db, now });
  if (!agent) throw new DomainError('forbidden', { message: "Only customer care may look a booking up without the buyer's e-mail" });
  const order = await findOrderByNumber(db, bookingNumber);
  if (!order) throw new NotFoundError('Booking');
  logger.info({ agent: agent.subject, bookingNumber }, '[customer-care] an agent looked up a booking');
  return orderView(order, await findOrderParts(db, order.id), now);
}
