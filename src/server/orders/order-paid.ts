import type { Kysely } from 'kysely';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import { enqueueConfirmationMail } from './confirmation-mail-queue';
import { renderGiftCardPdf } from './gift-card-pdf';
import { hasPrintableCard, printableCard } from './gift-card-print';
import { giftOrderMail } from './gift-mail';
import { orderView } from './order-view';
import { findBoxValue } from '@/server/catalog/gift-boxes/gift-boxes.repository';
import { findOrderById, findOrderByNumber, findOrderParts, insertVoucher, markPaid, type OrderRow } from './orders.repository';
import { newVoucherCode, voucherHash, voucherPrefix, voucherValidUntil } from './voucher-rules';
import { writeTransaction } from '@/server/db/write-transaction';

/**
 * What a payment confirmed does, in the caller's transaction (the card webhook's, or the bank transfer's
 * `orders:mark-paid`): a stay's confirmation e-mail is queued (card orders; a transfer's was queued at placement);
 * a gift order gets its voucher code, valid from today (§1), and the e-mail that delivers it (docs/gift-checkout.md).
 */
export async function onOrderPaid(trx: Kysely<Database>, orderId: number, now: Date, { stayMail = true }: { stayMail?: boolean } = {}): Promise<void> {
  const order = await findOrderById(trx, orderId);
  if ((order.product_type ?? 'STAY') === 'STAY') {
    if (stayMail) await enqueueConfirmationMail(trx, orderId, now);
    return;
  }
  await deliverGift(trx, order, now);
}

/**
 * Makes the gift's voucher (its hash and prefix stored, never the code) and queues the e-mail carrying the code, with
 * the printable card as a PDF attached when the gift has one (the card the confirmation page prints).
 */
async function deliverGift(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<void> {
  const type = order.product_type === 'STAY' ? 'STAY' : order.product_type;
  const code = newVoucherCode();
  const voucher = { value: Number(order.stay_amount), validUntil: voucherValidUntil(type, now, order.locale) };
  // A box voucher opens its box's stays for the box's nights (docs/redemption.md).
  const boxNights = order.gift_box_code ? (await findBoxValue(trx, order.gift_box_code))?.nights : undefined;
  await insertVoucher(trx, {
    code_hash: voucherHash(code),
    code_prefix: voucherPrefix(code),
    product_type: type,
    value_amount: voucher.value,
    valid_until: voucher.validUntil,
    status: 'active',
    order_id: order.id,
    created_at: now.toISOString(),
    redeemed_at: null,
    balance_amount: voucher.value,
    box_code: order.gift_box_code ?? null,
    nights: boxNights ?? (type === 'GIFTCARD' || type === 'DIGITAL_ACTIVITY_ONLY' ? null : Math.max(1, Number(order.nights))),
  });
  const { intl } = await serverIntl(toLocale(order.locale));
  const view = orderView(order, await findOrderParts(trx, order.id), now);
  const delivered = { code, ...voucher };
  const mail = giftOrderMail(intl, view, order.id, [delivered]);
  const card = hasPrintableCard(view) ? await renderGiftCardPdf(printableCard(intl, view, delivered)) : null;
  await enqueueMail(trx, card ? { ...mail, attachments: [{ filename: `escapade-gift-${order.booking_number}.pdf`, contentType: 'application/pdf', content: card }] } : mail, now);
}

/**
 * `npm run orders:mark-paid`: a bank transfer received. pending_payment → confirmed in one transaction with what
 * the payment triggers (a gift's voucher and its e-mail). False when the order was not awaiting a transfer.
 */
export async function confirmBankTransfer(db: Kysely<Database>, bookingNumber: string, now: Date = new Date()): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    if (!(await markPaid(trx, bookingNumber, now.toISOString()))) return false;
    const order = await findOrderByNumber(trx, bookingNumber);
    // A stay's e-mail went out when it was placed (with the transfer to make); a gift's code goes out now.
    if (order) await onOrderPaid(trx, order.id, now, { stayMail: false });
    return true;
  });
}
