import type { Kysely } from 'kysely';
import { CARD_PAYMENT_MINUTES, type PlacedOrder, type PlaceOrderRequest } from '@/contracts/checkout';
import type { Database } from '@/server/db/database';
import { invalidField } from '@/server/errors/domain-errors';
import { requireMinisitePayment, withMinisite } from '@/server/minisites/order-minisite';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { initialStatusOf, paymentSplit } from './cart-rules';
import { beneficiarySessionEnded, checkoutProblem } from './checkout-problem';
import { enqueueConfirmationMail } from './confirmation-mail-queue';
import { accessKeyOf, bankReferenceOf, newAccessSalt, randomBookingNumber, sha256 } from './order-keys';
import { autoDiscountColumns, buyerColumns, findOrderById, insertOrder, stayColumns, type OrderRow, takeRooms } from './orders.repository';
import { effectiveMethod, spendCodes } from './gift-codes';
import { placeOnce } from './place-once';
import { orderLinesOf, priceStay, type PricedStay } from './stay-cart.service';

/**
 * Places a stay order (docs/checkout.md). The cart is rebuilt and priced from the database; a total other than the
 * one the buyer was shown is refused (409 PRICE_CHANGED with the new price). Then one transaction takes a room on
 * every night (a conditional update: all nights or none, 409 NO_MORE_AVAILABILITY) and stores the order, its lines,
 * travellers, held nights and confirmation e-mail (the outbox). The same idempotency key gives the first order back; with another body, 409.
 */
export async function placeOrder(
  db: Kysely<Database>,
  /**
   * the body, and the voucher of the beneficiary's session when the order pays with it (`beneficiaryGift`; read by the
   * route from the session, null when there is none): not part of the request's hash, so a retry finds its order;
   * and whether the server puts the request in the automatic discount's variation (request-flags.ts), nor part of it
   */
  request: PlaceOrderRequest & { sessionVoucherId?: number | null; inAutoDiscountVariation?: boolean },
  now: Date = new Date(),
  provider: PaymentProvider | null = configuredPaymentProvider(),
  /** the partner minisite the visit came through (docs/minisites.md): card only, and the order is tagged with it */
  minisiteId: number | null = null,
): Promise<PlacedOrder> {
  const { idempotencyKey, sessionVoucherId, inAutoDiscountVariation = false, ...choices } = request;
  return placeOnce(db, { idempotencyKey, choices, provider, now }, async () => {
    if (choices.beneficiaryGift && !sessionVoucherId) throw beneficiarySessionEnded();
    requireMinisitePayment(minisiteId, choices.paymentMethod);
    if (choices.paymentMethod === 'card' && !provider) {
      throw invalidField('paymentMethod', 'Card payment is not available');
    }
    const priced = await priceStay(db, { ...choices, sessionVoucherId: sessionVoucherId ?? undefined }, { adjust: false, cardPayments: provider !== null, discount: { inVariation: inAutoDiscountVariation } }, now);
    requireActivityDates(priced, choices.activityDates);
    if (priced.cart.total !== choices.shownTotal) {
      throw checkoutProblem('PRICE_CHANGED', { priceChange: { previous: choices.shownTotal, current: priced.cart.total, diff: priced.cart.total - choices.shownTotal } });
    }
    const method = effectiveMethod(choices.paymentMethod, priced.codes.remaining, choices.shownRemaining);
    if (method === 'bankTransfer' && !priced.cart.paymentMethods.some((p) => p.method === 'bankTransfer' && p.available)) {
      throw invalidField('paymentMethod', 'Bank transfer is not available for this stay');
    }
    return (trx, hashes) => withMinisite(trx, minisiteId, store(trx, priced, { ...request, paymentMethod: method }, hashes, now));
  });
}

/** Every activity that needs a date has one, and each date given names an activity and a night of the stay. */
function requireActivityDates({ quote }: PricedStay, requested: readonly string[]): void {
  const kept = quote.reservationCriteria.activitySelectionList;
  const needed = quote.programLineList.filter((l) => l.needsDate).map((l) => l.activityId);
  const dated = new Set(kept.map((v) => Number(v.split('_')[0])));
  if (kept.length === requested.length && needed.every((id) => dated.has(id))) return;
  throw invalidField('activityDates', 'Please choose your activity dates.');
}

async function store(
  trx: Kysely<Database>,
  { cart, offer, nightPrices, codes, transferDeadline }: PricedStay,
  request: PlaceOrderRequest,
  context: { keyHash: string; requestHash: string },
  now: Date,
): Promise<OrderRow> {
  const bookingNumber = randomBookingNumber();
  const { buyer, paymentMethod } = request;
  const split = paymentMethod === 'giftCode' ? { paidNow: 0, payAtHotel: 0 } : paymentSplit(paymentMethod, codes.remaining);
  const order = {
    booking_number: bookingNumber,
    status: paymentMethod === 'giftCode' ? ('confirmed' as const) : initialStatusOf(paymentMethod),
    locale: request.locale,
    offer_id: offer.id,
    hotel_id: offer.hotel_id,
    ...stayColumns(cart),
    ...buyerColumns(buyer),
    stay_amount: cart.stayPrice,
    ...autoDiscountColumns(cart),
    insurance_amount: cart.insurance ? cart.insuranceAmount : 0,
    total_amount: cart.total,
    paid_now_amount: split.paidNow,
    pay_at_hotel_amount: split.payAtHotel,
    local_tax_at_hotel: cart.localTaxAtHotel,
    payment_method: paymentMethod,
    bank_reference: paymentMethod === 'bankTransfer' ? bankReferenceOf(bookingNumber) : null,
    // A card payment's 30 minutes; a bank transfer's deadline, after which the release pass gives the rooms back.
    payment_expires_at: paymentMethod === 'card' ? new Date(now.getTime() + CARD_PAYMENT_MINUTES * 60_000).toISOString() : paymentMethod === 'bankTransfer' ? transferDeadline.toISOString() : null,
    cancellable: cart.cancellationPolicy.cancellable ? (1 as const) : (0 as const),
    cancellation_deadline: cart.cancellationPolicy.cancellationDeadline,
    cancellation_message: cart.cancellationPolicy.message,
    access_key_hash: '',
    access_salt: newAccessSalt(),
    idempotency_key_hash: context.keyHash,
    request_hash: context.requestHash,
    created_at: now.toISOString(),
    paid_at: paymentMethod === 'giftCode' ? now.toISOString() : null,
    cancelled_at: null,
    refund_amount: null,
    gift_code_amount: codes.giftCodeAmount,
  };
  order.access_key_hash = sha256(accessKeyOf(request.idempotencyKey, order.access_salt));
  const lines = orderLinesOf({ cart, offer });
  const travellers = request.travellers.map((t, position) => ({ position, first_name: t.firstName, last_name: t.lastName }));
  const holds = nightPrices.map((n) => ({ offer_id: offer.id, day: n.day, price: n.price, released_at: null }));
  const id = await insertOrder(trx, order, lines, travellers, holds);
  // The codes are spent in the order's transaction: a code another order spent meanwhile rolls this one back.
  await spendCodes(trx, id, codes.allocations, now);
  const taken = await takeRooms(trx, offer.id, holds.map((h) => h.day));
  if (taken !== holds.length) throw checkoutProblem('NO_MORE_AVAILABILITY', { quoteErrors: ['NO_ROOM_LEFT'] });
  // A card order's confirmation waits for its payment (card-payment.service.ts).
  if (paymentMethod !== 'card') await enqueueConfirmationMail(trx, id, now);
  return findOrderById(trx, id);
}
