import type { Kysely } from 'kysely';
import { CARD_PAYMENT_MINUTES, type PlacedOrder } from '@/contracts/checkout';
import type { PlaceGiftOrderRequest } from '@/contracts/gift-checkout';
import type { Database } from '@/server/db/database';
import { invalidField } from '@/server/errors/domain-errors';
import { serverIntl } from '@/lib/intl/server-intl';
import { toLocale } from '@/lib/locales';
import { enqueueMail } from '@/server/outbox/outbox.repository';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { checkoutProblem } from './checkout-problem';
import { priceGift } from './gift-cart.service';
import { giftOrderMail } from './gift-mail';
import { accessKeyOf, bankReferenceOf, newAccessSalt, randomBookingNumber, sha256 } from './order-keys';
import { orderView } from './order-view';
import { buyerColumns, findOrderById, findOrderParts, insertOrder, type OrderRow } from './orders.repository';
import { effectiveMethod, payWithCodes, spendCodes, type PaidByCodes } from './gift-codes';
import { onOrderPaid } from './order-paid';
import { placeOnce } from './place-once';

/**
 * Places a gift order (docs/gift-checkout.md): an activity voucher or a gift card, priced again from the database
 * (`priceGift`, the cart's rule); a total other than the one shown is refused (409 PRICE_CHANGED). Gifts are paid
 * online only: by card (the order waits `pending_payment` until the provider's signed event) or by bank transfer
 * (until `orders:mark-paid`); the voucher code is made and e-mailed only then (order-paid.ts). One write transaction
 * stores the order and its line (no check-in, no night held); the same idempotency key gives the first order back.
 */
export async function placeGiftOrder(
  db: Kysely<Database>,
  request: PlaceGiftOrderRequest,
  now: Date = new Date(),
  provider: PaymentProvider | null = configuredPaymentProvider(),
): Promise<PlacedOrder> {
  const { idempotencyKey, ...choices } = request;
  return placeOnce(db, { idempotencyKey, choices, provider, now }, async () => {
    if (choices.paymentMethod === 'card' && !provider) {
      throw invalidField('paymentMethod', 'Card payment is not available');
    }
    const gift = await priceGift(db, choices, now);
    if (gift.total !== choices.shownTotal) {
      throw checkoutProblem('PRICE_CHANGED', { priceChange: { previous: choices.shownTotal, current: gift.total, diff: gift.total - choices.shownTotal } });
    }
    // Gift cards pay first, the method what is left; gift cards paying it all confirm the order now (docs/redemption.md).
    const codes = await payWithCodes(db, (choices as { giftCodes?: string[] }).giftCodes ?? [], gift.total, { kind: 'gift' }, choices.locale, now);
    const method = effectiveMethod(choices.paymentMethod, codes.remaining, choices.shownRemaining);
    return (trx, hashes) => store(trx, gift, { ...request, paymentMethod: method }, codes, hashes, now);
  });
}

async function store(
  trx: Kysely<Database>,
  gift: Awaited<ReturnType<typeof priceGift>>,
  request: PlaceGiftOrderRequest,
  codes: PaidByCodes,
  context: { keyHash: string; requestHash: string },
  now: Date,
): Promise<OrderRow> {
  const bookingNumber = randomBookingNumber();
  const { buyer, paymentMethod } = request;
  const salt = newAccessSalt();
  const lines = gift.lines.map((line, position) => ({
    position,
    kind: line.kind,
    label: line.label,
    offer_id: gift.offerId,
    checkin: null,
    checkout: null,
    adults: gift.adults,
    children: null,
    babies: null,
    quantity: 1,
    unit_amount: line.amount,
    amount: line.amount,
  }));
  const id = await insertOrder(
    trx,
    {
      booking_number: bookingNumber,
      status: paymentMethod === 'giftCode' ? 'confirmed' : 'pending_payment',
      locale: request.locale,
      product_type: gift.productType,
      // A gift has no stay: no hotel night, no check-in; the activity's offer and centre are kept for the voucher.
      offer_id: gift.offerId ?? null,
      hotel_id: gift.hotelId ?? null,
      label: gift.label,
      checkin: null,
      nights: null,
      adults: gift.adults ?? 0,
      children: 0,
      babies: 0,
      activity_dates: '[]',
      ...buyerColumns(buyer),
      // the voucher's value: the gift itself (a box's value whatever its format; a stay voucher without its extras and shipping)
      stay_amount: gift.box?.voucherValue ?? gift.stay?.voucherValue ?? gift.total,
      insurance_amount: 0,
      total_amount: gift.total,
      paid_now_amount: codes.remaining,
      pay_at_hotel_amount: 0,
      local_tax_at_hotel: 0,
      payment_method: paymentMethod,
      bank_reference: paymentMethod === 'bankTransfer' ? bankReferenceOf(bookingNumber) : null,
      payment_expires_at: paymentMethod === 'card' ? new Date(now.getTime() + CARD_PAYMENT_MINUTES * 60_000).toISOString() : null,
      cancellable: 0,
      cancellation_deadline: null,
      cancellation_message: '',
      access_key_hash: sha256(accessKeyOf(request.idempotencyKey, salt)),
      access_salt: salt,
      idempotency_key_hash: context.keyHash,
      request_hash: context.requestHash,
      created_at: now.toISOString(),
      paid_at: paymentMethod === 'giftCode' ? now.toISOString() : null,
      cancelled_at: null,
      refund_amount: null,
      gift_code_amount: codes.giftCodeAmount,
      gift_box_code: request.productType === 'BOX' ? request.code : null,
      gift_design: gift.design,
      gift_from_name: gift.customisation.fromName || null,
      gift_message: gift.customisation.message || null,
      own_use: gift.ownUse ? 1 : 0,
      shipping_address:
        (request.productType === 'BOX' || request.productType === 'SINGLEVOUCHER') && request.giftFormat === 'physical' && request.shippingAddress
          ? JSON.stringify({ ...request.shippingAddress, country: gift.box?.shippingCountry ?? gift.stay?.shippingCountry })
          : null,
    },
    lines,
    [],
    [],
  );
  await spendCodes(trx, id, codes.allocations, now);
  // Paid by gift cards alone: the gift's code is made and e-mailed now, in this transaction.
  if (paymentMethod === 'giftCode') await onOrderPaid(trx, id, now);
  const order = await findOrderById(trx, id);
  // A bank transfer: the transfer to make is e-mailed now; the code follows once it is received.
  if (paymentMethod === 'bankTransfer') {
    const { intl } = await serverIntl(toLocale(order.locale));
    await enqueueMail(trx, giftOrderMail(intl, orderView(order, await findOrderParts(trx, id), now), id, []), now);
  }
  return order;
}
