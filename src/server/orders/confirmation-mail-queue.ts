import type { Kysely } from 'kysely';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import { confirmationMail } from './confirmation-mail';
import { orderView } from './order-view';
import { findOrderById, findOrderParts, type OrderRow } from './orders.repository';

/**
 * Queues an order's confirmation e-mail in the buyer's language, in the caller's transaction (docs/email-outbox.md):
 * an order that commits has its mail, one that rolls back leaves none. Payment at the hotel and bank transfer queue it
 * when the order is placed; a card order when its payment is confirmed.
 */
export async function enqueueConfirmationMail(trx: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  const order: OrderRow = await findOrderById(trx, orderId);
  const { intl } = await serverIntl(toLocale(order.locale));
  await enqueueMail(trx, confirmationMail(intl, orderView(order, await findOrderParts(trx, orderId), now), orderId), now);
}
