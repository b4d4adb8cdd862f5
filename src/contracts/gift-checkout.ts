/**
 * The gift checkout's recap (issue 17 points 7 to 9; product-and-purchase §3 product types, §4 checkout hand-off):
 *
 *   POST /api/checkout/gift/cart   GiftCartRequest → GiftCart   (an activity voucher or a gift card, priced now)
 *
 * Amounts in integer cents, taxes included; the server recomputes every price from the database (the activity's
 * price for its number of people) or from the gift card amounts it sells. Errors: 400 `ApiError` for a body the
 * schema refuses (the gift form's texts included); 404 for an unknown activity; 409 `CheckoutProblem`
 * (`OFFER_EXPIRED` for an unpublished or expired activity, `NO_MORE_AVAILABILITY` for a number of people it has no
 * price for).
 */
export const GIFT_CHECKOUT_API = { cart: '/api/checkout/gift/cart', orders: '/api/orders/gift' } as const;
/** The box checkout prices and places through the same calls, `productType: 'BOX'`. */

/**
 *   POST /api/orders/gift   PlaceGiftOrderRequest → PlacedOrder (the gift order, paid online only; its voucher code
 *                           is made and e-mailed once the payment is confirmed: card webhook or `orders:mark-paid`)
 */
/** Gifts are paid online only (§3): by card on the provider's page, or by bank transfer; never at the hotel. */
export const GIFT_PAYMENT_METHODS = ['card', 'bankTransfer'] as const;
export type GiftPaymentMethod = (typeof GIFT_PAYMENT_METHODS)[number];

/** §1 validity of a voucher from the day it is paid, in months: stay voucher 1 year, box 1.5 years, activity 12 months. */
export const VOUCHER_VALIDITY_MONTHS = { STAY: 12, SINGLEVOUCHER: 12, BOX: 18, DIGITAL_ACTIVITY_ONLY: 12, GIFTCARD: 12 } as const;

/** The product types the gift checkout sells (§3: DIGITAL_ACTIVITY_ONLY, GIFTCARD, BOX, SINGLEVOUCHER: a stay offered as a voucher). */
export const GIFT_PRODUCT_TYPES = ['DIGITAL_ACTIVITY_ONLY', 'GIFTCARD', 'BOX', 'SINGLEVOUCHER'] as const;
export type GiftProductType = (typeof GIFT_PRODUCT_TYPES)[number];

/** Validity in months (§1: an activity voucher 12 months; a stay voucher 1 year; a gift card: the stay voucher's year). */
export const GIFT_VALIDITY_MONTHS: Record<GiftProductType, number> = { DIGITAL_ACTIVITY_ONLY: 12, GIFTCARD: 12, BOX: 18, SINGLEVOUCHER: 12 };

export type { GiftCart, GiftCartRequest, PlaceGiftOrderRequest } from './gift-checkout.schema';
import type { GiftCart } from './gift-checkout.schema';

const isInt = (v: unknown): v is number => Number.isInteger(v);

/**
 * The gift cart's answer checked in the browser without zod (the checkout's first load stays within its budget: the
 * schema is ~35 kB gzip with zod): the fields the page reads have their types. The server answers with the schema's
 * shape (`giftCartSchema`, tested on both databases).
 */
export function isGiftCart(value: unknown): value is GiftCart {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const lines = v.lines as unknown[];
  const methods = v.paymentMethods as unknown[];
  return (
    (GIFT_PRODUCT_TYPES as readonly unknown[]).includes(v.productType) &&
    typeof v.label === 'string' &&
    isInt(v.total) &&
    isInt(v.validityMonths) &&
    (v.delivery === 'email' || v.delivery === 'post') &&
    typeof v.ownUse === 'boolean' &&
    !!v.customisation &&
    typeof v.customisation === 'object' &&
    Array.isArray(lines) &&
    lines.every((l) => !!l && typeof (l as { label?: unknown }).label === 'string' && isInt((l as { amount?: unknown }).amount)) &&
    Array.isArray(methods) &&
    methods.every((m) => !!m && typeof (m as { method?: unknown }).method === 'string' && typeof (m as { available?: unknown }).available === 'boolean')
  );
}
