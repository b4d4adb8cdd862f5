import type { Kysely } from 'kysely';
import type { CancelOrderRequest } from '@/contracts/checkout';
import { env } from '@/lib/env';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { checkoutProblem } from './checkout-problem';
import { renderInvoice } from './invoice-pdf';
import { provenOrder } from './order-access.service';
import { orderView } from './order-view';
import { findOrderParts } from './orders.repository';

/**
 * POST /api/orders/{n}/invoice: the invoice of a booking proved by its access key or its e-mail, as a PDF, once
 * there is something to invoice (confirmed, or cancelled with its refund); 409 INVOICE_NOT_READY while a payment is
 * awaited or after a card payment that never came.
 */
export async function orderInvoice(db: Kysely<Database>, bookingNumber: string, proof: CancelOrderRequest, now: Date = new Date()): Promise<{ filename: string; pdf: Buffer }> {
  const order = await provenOrder(db, bookingNumber, proof);
  if (order.status !== 'confirmed' && order.status !== 'cancelled') throw checkoutProblem('INVOICE_NOT_READY');
  const view = orderView(order, await findOrderParts(db, order.id), now);
  const { intl } = await serverIntl(toLocale(order.locale));
  return { filename: `escapade-${bookingNumber}.pdf`, pdf: await renderInvoice(intl, view, env().SITE_URL, now) };
}
