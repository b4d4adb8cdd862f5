import { z } from 'zod';
import './zod';
import {
  ADDRESS_MAX_LENGTH,
  BOOKING_NUMBER_PATTERN,
  CHECKOUT_PROBLEMS,
  CITY_MAX_LENGTH,
  CIVILITIES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  HOSTED_PAYMENT_METHOD_TYPES,
  ORDER_PAYMENT_METHODS,
  ORDER_PRODUCT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  POSTAL_CODE_MAX_LENGTH,
} from './checkout';
import { catalogLocale, int, isoDate } from './common.schema';
import { MAX_ACTIVITY_SELECTIONS, QUOTE_ERROR_CODES } from './quote';
import { autoDiscountLineSchema, cancellationPolicySchema, priceChangeSchema, programLineSchema } from './quote.schema';
import { giftCodesInput } from './redemption.schema';
import { bookingChangeSchema } from './booking-modification-history.schema';

export * from './checkout';

const cents = z.number().int().min(0);

/** A gift code applied to a cart or an order (§3 `giftcards`: serialNumber, usedAmount). */
export function appliedGiftCodeSchema() {
  return z.object({ serialNumber: z.string(), kind: z.enum(['BOX', 'STAY', 'SINGLEVOUCHER', 'GIFTCARD', 'DIGITAL_ACTIVITY_ONLY']), usedAmount: cents, balanceAfter: cents });
}

/** The stay as the product page hands it off (the quote's criteria, PRODUCT_HASH_KEYS): what the server prices. */
export const stayCriteriaInputSchema = z.object({
  offerId: z.number().int().min(1).max(2 ** 31 - 1),
  checkin: isoDate,
  nights: int(1, 14),
  adults: int(1, 20).default(2),
  children: int(0, 10).default(0),
  babies: int(0, 10).default(0),
  /** `<activityId>_<dayIndex from check-in>`, one per activity that needs a date */
  activityDates: z
    .array(z.string().regex(/^\d{1,9}_\d{1,2}$/, 'expected <activityId>_<dayIndex>'))
    .max(MAX_ACTIVITY_SELECTIONS)
    .default([]),
  locale: catalogLocale,
});
export type StayCriteriaInput = z.infer<typeof stayCriteriaInputSchema>;

/** POST /api/checkout/stay/cart */
export const stayCartRequestSchema = stayCriteriaInputSchema.extend({
  /** the total (cents) the page showed, only to answer `priceChange` (§4 price check); never used as a price */
  shownTotal: cents.max(100_000_000).optional(),
  /** add the optional cancellation insurance line to the total */
  insurance: z.boolean().default(false),
  /** gift cards and voucher codes to pay with (docs/redemption.md) */
  giftCodes: giftCodesInput,
  /** pay with the gift of the beneficiary's session (its cookie; 401 without one), before any code (docs/redemption.md) */
  beneficiaryGift: z.boolean().optional(),
});
export type StayCartRequest = z.infer<typeof stayCartRequestSchema>;

export const cartLineSchema = z.object({
  /** stay and insurance for stays; activity, giftcard (and box, shipping, extra) for gift orders (docs/gift-checkout.md) */
  kind: z.enum(['stay', 'insurance', 'activity', 'giftcard', 'box', 'shipping', 'extra']),
  label: z.string(),
  /** nights for the stay, 1 for insurance */
  quantity: z.number().int().min(1),
  /** per night for the stay (rounded up, §1), the amount itself for insurance */
  unitAmount: cents,
  amount: cents,
});
export type CartLine = z.infer<typeof cartLineSchema>;

const criteriaSchema = z.object({
  checkin: z.string(),
  /** yyyy-MM-dd, checkin + nights */
  checkout: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  babies: z.number().int(),
  activityDates: z.array(z.string()),
});

export const paymentOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** false for `card`: announced, not yet available */
  available: z.boolean(),
  /** what the buyer pays now online (bank transfer: the whole total, by transfer) and at the hotel (the whole total when paid there) */
  paidNow: cents,
  payAtHotel: cents,
});

/** The cart the server rebuilt and priced (§3 'Final price' and 'Price'). */
export const stayCartSchema = z.object({
  offerId: z.number().int(),
  hotelId: z.number().int(),
  label: z.string(),
  /** the criteria priced; they may differ from the request's when the server adjusted them (see modifiedCriteria) */
  criteria: criteriaSchema,
  /** true when nights or activity dates were adjusted (minimum stay, dates outside the stay) */
  modifiedCriteria: z.boolean(),
  programLines: z.array(programLineSchema),
  lines: z.array(cartLineSchema).min(1),
  /** the stay for the whole family, before the automatic discount */
  stayPrice: cents,
  /**
   * the automatic discount taken off the stay (docs/checkout.md, 'Automatic discount'): the offer's code, its percent
   * and the amount (cents); null or absent without one. The server decides it; the request has no field for it.
   */
  autoDiscount: autoDiscountLineSchema.nullable().optional(),
  /** stayPrice / nights rounded up (§1) */
  pricePerNight: cents,
  /** struck reference price of the quote, or null */
  refPrice: cents.nullable(),
  /** the optional cancellation insurance's price for this stay (§3 `insuranceAmount`); in `total` only when asked */
  insuranceAmount: cents,
  insurance: z.boolean(),
  /** tourist tax to pay at the hotel, apart from the total; 0 when none or included */
  localTaxAtHotel: cents,
  cancellationPolicy: cancellationPolicySchema.extend({
    /** share of each night refunded when cancelling until the deadline (0 when not cancellable) */
    refundPercent: z.number().int().min(0).max(100),
  }),
  /** stay − automatic discount + insurance when asked, what the order costs */
  total: cents,
  currency: z.literal('EUR'),
  paymentMethods: z.array(paymentOptionSchema),
  /** the change against `shownTotal`, null when equal or not sent */
  priceChange: priceChangeSchema.nullable(),
  /** §3 `giftcards`: the codes applied, what each pays and what it keeps */
  giftcards: z.array(appliedGiftCodeSchema()).optional(),
  /** §3 `remainingAmountToPay`: the total minus what the codes pay, paid by the method (`paymentMethods` split it) */
  remainingAmountToPay: cents.optional(),
});
export type StayCart = z.infer<typeof stayCartSchema>;

const trimmed = (max: number) => z.string().trim().min(1, 'Mandatory field').max(max, `The field is limited to ${max} characters`);
const personName = trimmed(NAME_MAX_LENGTH).regex(NAME_PATTERN, 'Only text is expected');
const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Email seems incorrect'));

export const buyerSchema = z.object({
  civility: z.enum(CIVILITIES).optional(),
  firstName: personName,
  lastName: personName,
  email,
  phone: trimmed(PHONE_MAX_LENGTH).regex(PHONE_PATTERN, 'Phone number seems incorrect'),
  address: trimmed(ADDRESS_MAX_LENGTH),
  postalCode: trimmed(POSTAL_CODE_MAX_LENGTH).regex(/^[\p{L}\d -]+$/u, 'Postal code seems incorrect'),
  city: trimmed(CITY_MAX_LENGTH),
  /** ISO 3166-1 alpha-2 */
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code')),
  })
  // a request's part only (the orders' buyer): an unknown key is refused, not dropped
  .strict();
export type Buyer = z.infer<typeof buyerSchema>;

export const travellerSchema = z.object({ firstName: personName, lastName: personName });
export type Traveller = z.infer<typeof travellerSchema>;

/** POST /api/orders */
export const placeOrderRequestSchema = stayCriteriaInputSchema
  .extend({
    buyer: buyerSchema,
    /** one per guest at most (adults + children + babies), at least the lead traveller */
    travellers: z.array(travellerSchema.strict()).min(1).max(40),
    /** `card` only when the cart offers it (a payment provider is configured), else 400 naming the field; `giftCode` when the codes pay it all */
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS, 'Choose a payment method'),
    insurance: z.boolean().default(false),
    /** the total (cents) the buyer was shown; a different server total answers 409 PRICE_CHANGED with the new price */
    shownTotal: cents.max(100_000_000),
    /** one per attempt to buy: a retried or double-clicked request with the same key gets the first order back */
    idempotencyKey: z.uuid('expected a UUID'),
    /** gift cards and voucher codes paying part or all of the total (docs/redemption.md) */
    giftCodes: giftCodesInput,
    /** what the buyer was shown to pay after the codes; another amount answers 409 PRICE_CHANGED */
    shownRemaining: cents.max(100_000_000).optional(),
    /** pay with the gift of the beneficiary's session (its cookie and the CSRF header; 401 without a session) */
    beneficiaryGift: z.boolean().optional(),
  })
  // Unknown keys (a `checkout` beside `nights`...) are refused with 400 naming them, as the modification call does.
  .strict()
  .superRefine((order, ctx) => {
    if (order.travellers.length > order.adults + order.children + order.babies) {
      ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'More travellers than guests' });
    }
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** An order as its confirmation page and the booking lookup show it. */
export const orderViewSchema = z.object({
  bookingNumber: z.string().regex(BOOKING_NUMBER_PATTERN),
  status: z.enum(ORDER_STATUSES),
  /** ISO instant */
  createdAt: z.string(),
  locale: catalogLocale,
  offerId: z.number().int(),
  hotelId: z.number().int(),
  label: z.string(),
  criteria: criteriaSchema,
  lines: z.array(cartLineSchema),
  /** the automatic discount the stay was sold with (code, percent, amount; kept by its modifications), null without one */
  autoDiscount: autoDiscountLineSchema.nullable().optional(),
  total: cents,
  paidNow: cents,
  payAtHotel: cents,
  localTaxAtHotel: cents,
  currency: z.literal('EUR'),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  /** what gift cards and voucher codes paid, and each code's share (docs/redemption.md) */
  giftCodeAmount: cents.optional(),
  giftcards: z.array(appliedGiftCodeSchema()).optional(),
  /** a paid `card` order: how it was paid on the provider's hosted page (card, Apple Pay, Google Pay); null otherwise */
  paidWith: z.enum(HOSTED_PAYMENT_METHOD_TYPES).nullable().optional(),
  /** card orders awaiting payment: when the held rooms go back if the payment is not completed (ISO instant) */
  paymentDeadline: z.string().nullable(),
  /** the transfer to make while the order is pending_payment: its reference and amount */
  /** a transfer awaited: its reference, amount and deadline (ISO instant; after it the booking is released, docs/payments.md) */
  bankTransfer: z.object({ reference: z.string(), amount: cents, deadline: z.string().nullable().optional() }).nullable(),
  cancellationPolicy: cancellationPolicySchema.extend({ refundPercent: z.number().int().min(0).max(100) }),
  /** the refund a cancellation made when this answer was written would give (0 once cancelled or past the deadline) */
  refundIfCancelledNow: cents,
  buyer: z.object({ civility: z.enum(CIVILITIES).nullable(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  travellers: z.array(travellerSchema),
  /** set once cancelled: when, and the refund the policy gave */
  cancellation: z.object({ cancelledAt: z.string(), refundAmount: cents }).nullable(),
  /** a stay's modifications made on My booking, newest first (absent in older answers; docs/checkout.md) */
  modifications: z.array(bookingChangeSchema).optional(),
  /** what was sold: a stay (absent in older answers), or a gift (docs/gift-checkout.md) */
  productType: z.enum(ORDER_PRODUCT_TYPES).optional(),
  /** a gift order: its texts, design, delivery and the voucher codes made once paid (their visible prefix only) */
  gift: z
    .object({
      ownUse: z.boolean(),
      design: z.string().nullable(),
      customisation: z.object({ fromName: z.string(), message: z.string() }),
      delivery: z.enum(['email', 'post']),
      validityMonths: z.number().int(),
      vouchers: z.array(z.object({ prefix: z.string(), value: cents, validUntil: isoDate })),
    })
    .nullable()
    .optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** The answer of POST /api/orders: the order, and the key that lets the confirmation page read it again (shown once). */
export const placedOrderSchema = orderViewSchema.extend({
  accessKey: z.string().min(20),
  /** card orders: the provider's hosted payment page to send the buyer to (the site never sees a card number) */
  paymentUrl: z.url().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const bookingNumberSchema = z.string().trim().regex(BOOKING_NUMBER_PATTERN, 'Booking number is composed of 8 digits');
export const accessKeySchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'expected an access key');

/** GET /api/orders/{bookingNumber}?accessKey */
export const orderQuerySchema = z.object({ bookingNumber: bookingNumberSchema, accessKey: accessKeySchema });

/** POST /api/orders/lookup */
export const bookingLookupRequestSchema = z.object({ bookingNumber: bookingNumberSchema, email });
export type BookingLookupRequest = z.infer<typeof bookingLookupRequestSchema>;

/** POST /api/orders/{bookingNumber}/cancel: proved by the access key of the confirmation, or the e-mail of the lookup. */
export const cancelOrderRequestSchema = z.union([z.object({ accessKey: accessKeySchema }), z.object({ email })]);
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;
export const cancelPathSchema = z.object({ bookingNumber: bookingNumberSchema });

export const cancelledOrderSchema = z.object({
  bookingNumber: z.string(),
  status: z.literal('cancelled'),
  cancelledAt: z.string(),
  /** what the policy gives back: 80 % of each night until the deadline, nothing after */
  refundAmount: cents,
  /** nights given back to the hotel */
  releasedNights: z.number().int().min(0),
});
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;

/** POST /api/orders/{bookingNumber}/payment: a new hosted payment page for a card order still awaiting payment. */
export const cardPaymentRequestSchema = z.object({ accessKey: accessKeySchema });
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;
export const cardPaymentSchema = z.object({ paymentUrl: z.url() });
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** The body of a 409. */
export const checkoutProblemSchema = z.object({
  error: z.literal('conflict'),
  code: z.enum(Object.keys(CHECKOUT_PROBLEMS) as [keyof typeof CHECKOUT_PROBLEMS, ...(keyof typeof CHECKOUT_PROBLEMS)[]]),
  message: z.string(),
  /** the catalog message id to show (CHECKOUT_PROBLEMS) */
  textId: z.string(),
  /** PRICE_CHANGED: the shown total and the server's */
  priceChange: priceChangeSchema.optional(),
  /** NO_MORE_AVAILABILITY and OFFER_EXPIRED: the quote's error codes behind it */
  quoteErrors: z.array(z.enum(QUOTE_ERROR_CODES)).optional(),
});
export type CheckoutProblem = z.infer<typeof checkoutProblemSchema>;
