import type { Kysely } from 'kysely';
import { PAYMENT_METHODS, type CartLine, type StayCart, type StayCriteriaInput } from '@/contracts/checkout';
import type { Quote } from '@/contracts/quote';
import { addDays } from '@/lib/days';
import { nightTotal } from '@/server/catalog/prices/family';
import { findNights, findProductOffer, type ProductOfferRow } from '@/server/catalog/product/product.repository';
import { quoteOffer } from '@/server/catalog/quote/quote.service';
import { discountedNights, NO_DISCOUNT, type DiscountBasis } from '@/server/catalog/quote/stay-discount';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';
import { refundPercentOf } from './cancellation-refund';
import { insuranceAmountOf, paymentSplit } from './cart-rules';
import { unbookableProblem } from './checkout-problem';
import { payWithCodes, stayPurchase, type PaidByCodes } from './gift-codes';
import { transferDeadline, transferOffered } from './transfer-deadline';

export type CartChoices = StayCriteriaInput & {
  insurance: boolean;
  shownTotal?: number;
  giftCodes?: readonly string[];
  /** the voucher of the beneficiary's session paying first (the route reads it from the session, never from the body) */
  sessionVoucherId?: number;
};

/** A stay priced for the checkout: the cart as answered, and what placing the order needs besides. */
export type PricedStay = {
  cart: StayCart;
  offer: ProductOfferRow;
  quote: Quote;
  /** each night's price for the family as sold: after the automatic discount when there is one (refunds use it) */
  nightPrices: { day: string; price: number }[];
  codes: PaidByCodes;
  /** when a bank transfer for this stay, ordered now, must have arrived (transfer-deadline.ts) */
  transferDeadline: Date;
};

/** The order lines of a priced stay, as placing and modifying an order store them (the stay line carries its dates). */
export const orderLinesOf = ({ cart, offer }: Pick<PricedStay, 'cart' | 'offer'>) =>
  cart.lines.map((line, position) => ({
    position,
    kind: line.kind,
    label: line.label,
    ...(line.kind === 'stay'
      ? { offer_id: offer.id, checkin: cart.criteria.checkin, checkout: cart.criteria.checkout, adults: cart.criteria.adults, children: cart.criteria.children, babies: cart.criteria.babies }
      : { offer_id: null, checkin: null, checkout: null, adults: null, children: null, babies: null }),
    quantity: line.quantity,
    unit_amount: line.unitAmount,
    amount: line.amount,
  }));

/**
 * Rebuilds the cart from the hand-off's criteria and prices it from the database (the quote service), never from
 * the browser. `adjust` lets the quote move the nights to the minimum stay (the cart shows it); an order passes
 * false, so it is placed for exactly what the buyer saw. `cardPayments`: whether a payment provider takes cards; bank
 * transfer is offered only when its deadline is a day away or more (transfer-deadline.ts). `roomsBack`: nights on which the
 * booking being modified holds a room of this offer, counted free (quoteOffer). `discount`: whose automatic discount the
 * stay gets (stay-discount.ts: the request's variation, or the one a modified booking was sold with); a stay the
 * beneficiary's gift pays gets none (the flow of a gift). It comes off the stay, before the insurance (4 % of the
 * stay as sold) and the codes. Unknown offer: NotFoundError (404); an offer gone or nights not sellable: 409 (checkout-problem.ts).
 */
export async function priceStay(
  db: Kysely<Database>,
  choices: CartChoices,
  { adjust, cardPayments, roomsBack = [], discount = NO_DISCOUNT }: { adjust: boolean; cardPayments: boolean; roomsBack?: readonly string[]; discount?: DiscountBasis },
  now: Date,
): Promise<PricedStay> {
  const offer = await findProductOffer(db, choices.offerId, choices.locale);
  if (!offer || offer.item_category !== 'weekend') throw new NotFoundError(`Offer ${choices.offerId}`);
  const family = { adult: choices.adults, child: choices.children, baby: choices.babies };
  const quote = await quoteOffer(
    db,
    offer,
    { id: offer.id, checkin: choices.checkin, ...family, nights: choices.nights, smartcapacity: adjust, activitySelectionList: choices.activityDates, locale: choices.locale },
    now,
    roomsBack,
    choices.sessionVoucherId == null ? discount : NO_DISCOUNT,
  );
  if (!quote.bookable || !quote.priceInfo) throw unbookableProblem(quote.errors.map((e) => e.code));
  const { nights, checkin, checkout, activitySelectionList } = quote.reservationCriteria;
  const rows = await findNights(db, offer.id, checkin, addDays(checkin, nights - 1));
  const autoDiscount = quote.autoDiscount ? { code: quote.autoDiscount.code, percent: quote.autoDiscount.percent } : null;
  const sold = discountedNights(autoDiscount, rows.map((n) => nightTotal(n, family)));
  const nightPrices = rows.map((n, i) => ({ day: n.day, price: sold.nights[i] }));
  const stayPrice = quote.priceInfo.sellPrice;
  const stayPaid = stayPrice - sold.amount;
  const insuranceAmount = insuranceAmountOf(stayPaid);
  const total = stayPaid + (choices.insurance ? insuranceAmount : 0);
  const label = offer.label ?? `#${offer.id}`;
  // Gift cards and voucher codes pay first; the method pays what is left (docs/redemption.md).
  const giftCodes = choices.giftCodes ?? [];
  const sessionVoucherId = choices.sessionVoucherId ?? null;
  const purchase = giftCodes.length > 0 || sessionVoucherId !== null ? await stayPurchase(db, offer.id) : ({ kind: 'gift' } as const);
  const codes = await payWithCodes(db, giftCodes, total, purchase, choices.locale, now, sessionVoucherId);
  // A transfer needs a day to arrive before its deadline (the cancellation deadline or 3 days): none for a stay too close.
  const transferBy = transferDeadline({ checkin, cancellationPolicy: quote.cancellationPolicy }, choices.locale, now);
  const available = { hotel: true, bankTransfer: transferOffered(transferBy, now), card: cardPayments };
  const lines: CartLine[] = [{ kind: 'stay', label, quantity: nights, unitAmount: quote.priceInfo.pricePerNight, amount: stayPrice }];
  if (choices.insurance) lines.push({ kind: 'insurance', label: 'insurance', quantity: 1, unitAmount: insuranceAmount, amount: insuranceAmount });
  const cart: StayCart = {
    offerId: offer.id,
    hotelId: offer.hotel_id,
    label,
    criteria: { checkin, checkout, nights, adults: choices.adults, children: choices.children, babies: choices.babies, activityDates: activitySelectionList },
    modifiedCriteria: quote.modifiedReservationCriteria !== null,
    programLines: quote.programLineList,
    lines,
    stayPrice,
    autoDiscount: autoDiscount ? { ...autoDiscount, amount: sold.amount } : null,
    pricePerNight: quote.priceInfo.pricePerNight,
    refPrice: quote.priceInfo.refPrice,
    insuranceAmount,
    insurance: choices.insurance,
    localTaxAtHotel: quote.localTaxTotalAmount,
    cancellationPolicy: { ...quote.cancellationPolicy, refundPercent: refundPercentOf(quote.cancellationPolicy) },
    total,
    currency: 'EUR',
    paymentMethods: PAYMENT_METHODS.map((method) => ({ method, available: available[method], ...paymentSplit(method, codes.remaining) })),
    priceChange: choices.shownTotal === undefined || choices.shownTotal === total ? null : { previous: choices.shownTotal, current: total, diff: total - choices.shownTotal },
    giftcards: codes.applied,
    remainingAmountToPay: codes.remaining,
  };
  return { cart, offer, quote, nightPrices, codes, transferDeadline: transferBy };
}

/** POST /api/checkout/stay/cart: the recap, priced now; `inVariation`: the server's decision for the request (request-flags.ts). */
export async function buildStayCart(
  db: Kysely<Database>,
  choices: CartChoices,
  now: Date = new Date(),
  cardPayments = configuredPaymentProvider() !== null,
  inVariation = false,
): Promise<StayCart> {
  return (await priceStay(db, choices, { adjust: true, cardPayments, discount: { inVariation } }, now)).cart;
}
