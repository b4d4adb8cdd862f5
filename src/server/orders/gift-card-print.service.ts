import type { Kysely } from 'kysely';
import type { GiftCardPrintRequest } from '@/contracts/gift-card-print.schema';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { renderGiftCardPdf } from './gift-card-pdf';
import { hasPrintableCard, printableCard } from './gift-card-print';
import { provenOrder } from './order-access.service';
import { orderView } from './order-view';
import { findOrderParts, findOrderVoucher } from './orders.repository';
import { normalizeVoucherCode, voucherHash } from './voucher-rules';

/**
 * POST /api/orders/{n}/gift-card: the printable card of one voucher of a paid gift card, box, stay or activity
 * voucher order bought as a present (`hasPrintableCard`), as a PDF. The order is proved as for its invoice; the code
 * must be one of this order's (only its hash is stored, so the buyer gives it from the e-mail). The same 404 for an
 * unknown order, a wrong proof, an order without a printable card and a code that is not the order's.
 */
export async function giftCardPdf(db: Kysely<Database>, bookingNumber: string, request: GiftCardPrintRequest, now: Date = new Date()): Promise<{ filename: string; pdf: Buffer }> {
  const { code: typed, ...proof } = request;
  const order = await provenOrder(db, bookingNumber, proof);
  const view = orderView(order, await findOrderParts(db, order.id), now);
  const code = normalizeVoucherCode(typed);
  if (order.status !== 'confirmed' || !hasPrintableCard(view) || !code) throw new NotFoundError('Gift card');
  const voucher = await findOrderVoucher(db, order.id, voucherHash(code));
  if (!voucher) throw new NotFoundError('Gift card');
  const { intl } = await serverIntl(toLocale(order.locale));
  const card = printableCard(intl, view, { code, value: Number(voucher.value_amount), validUntil: voucher.valid_until });
  return { filename: `escapade-gift-${bookingNumber}.pdf`, pdf: await renderGiftCardPdf(card) };
}
