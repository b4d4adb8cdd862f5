/**
 * The stay checkout's calls (issue 18; product-and-purchase §3 'Final price' and 'Price', §4 price check, §5, §8).
 * Every amount is in integer cents (EUR), taxes included; the server recomputes every price from the database.
 *
 *   POST /api/checkout/stay/cart               StayCartRequest   → StayCart        (the recap, priced now)
 *   POST /api/orders                           PlaceOrderRequest → PlacedOrder     (places the order, holds the nights)
 *   GET  /api/orders/{bookingNumber}?accessKey=…                 → OrderView       (the confirmation page)
 *   POST /api/orders/lookup                    BookingLookupRequest → OrderView    (booking number + e-mail; rate-limited)
 *   POST /api/orders/{bookingNumber}/cancel    CancelOrderRequest → CancelledOrder (releases the nights, records the refund)
 *   POST /api/orders/{bookingNumber}/payment   CardPaymentRequest → CardPayment    (a new hosted payment page for a card order still held)
 *   POST /api/orders/{bookingNumber}/invoice   CancelOrderRequest → application/pdf (the invoice, once confirmed or cancelled)
 *   POST /api/payments/webhook                 the payment provider's signed events (docs/payments.md)
 *
 * Errors are JSON `ApiError` (src/contracts/common.schema.ts): 400 with `issues` for a body the schema refuses,
 * 404 for an unknown order (the same for a wrong number or a wrong e-mail), 429 when lookups come too fast, and 409
 * `CheckoutProblem` when the stay cannot be sold as asked (no more availability, expired offer, price changed,
 * idempotency key reused with another body, order already cancelled).
 */
import type { CheckoutProblem, StayCart } from './checkout.schema';

export const CHECKOUT_API = {
  stayCart: '/api/checkout/stay/cart',
  orders: '/api/orders',
  lookup: '/api/orders/lookup',
  order: (bookingNumber: string, accessKey: string) => `/api/orders/${encodeURIComponent(bookingNumber)}?accessKey=${encodeURIComponent(accessKey)}`,
  cancel: (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/cancel`,
  payment: (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/payment`,
  invoice: (bookingNumber: string) => `/api/orders/${encodeURIComponent(bookingNumber)}/invoice`,
} as const;

/**
 * Every payment method the checkout knows. `card` goes through the payment provider's hosted page (docs/payments.md)
 * and is offered only when a provider is configured (the cart's `available`).
 */
export const PAYMENT_METHODS = ['hotel', 'bankTransfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order was paid: a method, or `giftCode` when its gift cards and voucher codes paid all of it (docs/redemption.md). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'giftCode'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * What the provider's hosted page offers for a `card` order, and how the buyer paid there (the provider's paid event
 * says it; docs/payments.md 'Wallets'): the card typed on the page, or a wallet approved there.
 */
export const HOSTED_PAYMENT_METHOD_TYPES = ['card', 'apple_pay', 'google_pay'] as const;
export type HostedPaymentMethodType = (typeof HOSTED_PAYMENT_METHOD_TYPES)[number];

/** Minutes a card order holds its rooms while the buyer pays on the hosted page; not paid by then, they go back. */
export const CARD_PAYMENT_MINUTES = 30;

/**
 * pending_payment: bank transfer or card payment awaited; confirmed: paid or to pay at the hotel; cancelled: nights
 * released at the buyer's request; expired: the card payment was not completed in time, nights released.
 */
export const ORDER_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order sells: a stay, or a gift paid online and delivered as a voucher code (docs/gift-checkout.md). */
export const ORDER_PRODUCT_TYPES = ['STAY', 'DIGITAL_ACTIVITY_ONLY', 'GIFTCARD', 'BOX', 'SINGLEVOUCHER'] as const;
export type OrderProductType = (typeof ORDER_PRODUCT_TYPES)[number];

export const CIVILITIES = ['mr', 'ms'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** A booking number: exactly 8 digits (§5 'Booking number is composed of 8 digits'). */
export const BOOKING_NUMBER_PATTERN = /^\d{8}$/;
/** §5: postal code max length. */
export const POSTAL_CODE_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 120;
export const CITY_MAX_LENGTH = 80;
/** §5 name rule: letters (accented too), spaces, apostrophes, hyphens. */
export const NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;
/** §5 phone rule: digits, spaces, parentheses, plus, minus; at least 6 digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d ()+-]+$/;

/** §2.1 cancellation conditions: cancelling until the deadline refunds this share of each night; after it, nothing. */
export const REFUND_PERCENT_UNTIL_DEADLINE = 80;

/** Why an order or a cart cannot go on (409), and the catalog message the page shows for each (§8, §2.1, §4). */
export const CHECKOUT_PROBLEMS = {
  NO_MORE_AVAILABILITY: 'product.booking.error.unavailable',
  OFFER_EXPIRED: 'product.tooLate.text',
  // The 'Price update' the page opens, with the previous and new prices the answer carries.
  PRICE_CHANGED: 'product.priceUpdate.title',
  IDEMPOTENCY_KEY_REUSED: 'product.booking.error.quote',
  ALREADY_CANCELLED: 'product.booking.error.quote',
  PAYMENT_UNAVAILABLE: 'checkout.payment.card.unavailable',
  PAYMENT_CLOSED: 'checkout.payment.card.closed',
  INVOICE_NOT_READY: 'bookingLookup.invoice.notReady',
  // Gift codes (docs/redemption.md): unknown, already used or spent, past their last day, or not for this purchase.
  GIFT_CODE_UNKNOWN: 'giftCode.error.unknown',
  GIFT_CODE_USED: 'giftCode.error.used',
  GIFT_CODE_EXPIRED: 'giftCode.error.expired',
  GIFT_CODE_NOT_VALID_HERE: 'giftCode.error.notValidHere',
  // Modifying a booking (docs/checkout.md): past its deadline; or a booking that cannot be changed online.
  MODIFICATION_CLOSED: 'bookingLookup.modify.closed',
  MODIFICATION_NOT_POSSIBLE: 'bookingLookup.modify.notPossible',
} as const;
export type CheckoutProblemCode = keyof typeof CHECKOUT_PROBLEMS;

/** True when a 409 body is a checkout problem (the browser checks the answer without zod). */
export const isCheckoutProblem = (value: unknown): value is CheckoutProblem =>
  !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string' && (value as { code: string }).code in CHECKOUT_PROBLEMS;

export type {
  StayCriteriaInput,
  StayCartRequest,
  CartLine,
  StayCart,
  Buyer,
  Traveller,
  PlaceOrderRequest,
  OrderView,
  PlacedOrder,
  BookingLookupRequest,
  CancelOrderRequest,
  CancelledOrder,
  CardPaymentRequest,
  CardPayment,
  CheckoutProblem,
} from './checkout.schema';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isCents = (v: unknown): v is number => isInt(v) && v >= 0;
const isAutoDiscountLine = (v: unknown): boolean =>
  isObject(v) && typeof v.code === 'string' && typeof v.percent === 'number' && v.percent > 0 && v.percent <= 100 && isCents(v.amount);

/**
 * The stay cart's answer checked in the browser without zod, as the gift checkout's (`isGiftCart`): the checkout
 * asks for it as the page opens, and parsing it with the schema loaded zod (about 37 kB gzip with the schema) into
 * the page's first load, over the checkouts' 175 kB. The fields the page reads have their types; the server answers
 * with the schema's shape (`stayCartSchema`, tested on both databases).
 */
export function isStayCart(value: unknown): value is StayCart {
  if (!isObject(value)) return false;
  const { criteria: c, cancellationPolicy: policy, priceChange: change } = value;
  return (
    isInt(value.offerId) &&
    isInt(value.hotelId) &&
    typeof value.label === 'string' &&
    isObject(c) &&
    typeof c.checkin === 'string' &&
    typeof c.checkout === 'string' &&
    [c.nights, c.adults, c.children, c.babies].every(isInt) &&
    Array.isArray(c.activityDates) &&
    c.activityDates.every((d) => typeof d === 'string') &&
    typeof value.modifiedCriteria === 'boolean' &&
    Array.isArray(value.programLines) &&
    value.programLines.every((l) => isObject(l) && isInt(l.activityId) && typeof l.title === 'string' && isInt(l.dayIndex) && isInt(l.quantity) && typeof l.needsDate === 'boolean') &&
    Array.isArray(value.lines) &&
    value.lines.length > 0 &&
    value.lines.every((l) => isObject(l) && typeof l.kind === 'string' && typeof l.label === 'string' && isInt(l.quantity) && isCents(l.unitAmount) && isCents(l.amount)) &&
    [value.stayPrice, value.pricePerNight, value.insuranceAmount, value.localTaxAtHotel, value.total].every(isCents) &&
    (value.refPrice === null || isCents(value.refPrice)) &&
    typeof value.insurance === 'boolean' &&
    isObject(policy) &&
    typeof policy.cancellable === 'boolean' &&
    typeof policy.message === 'string' &&
    (policy.cancellationDeadline === null || typeof policy.cancellationDeadline === 'string') &&
    isInt(policy.refundPercent) &&
    value.currency === 'EUR' &&
    Array.isArray(value.paymentMethods) &&
    value.paymentMethods.every((m) => isObject(m) && typeof m.method === 'string' && typeof m.available === 'boolean' && isCents(m.paidNow) && isCents(m.payAtHotel)) &&
    (change === null || (isObject(change) && isInt(change.previous) && isInt(change.current) && isInt(change.diff))) &&
    (value.giftcards === undefined || (Array.isArray(value.giftcards) && value.giftcards.every((g) => isObject(g) && typeof g.serialNumber === 'string' && isCents(g.usedAmount)))) &&
    (value.remainingAmountToPay === undefined || isCents(value.remainingAmountToPay)) &&
    (value.autoDiscount === undefined || value.autoDiscount === null || isAutoDiscountLine(value.autoDiscount))
  );
}
