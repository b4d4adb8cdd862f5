import { z } from 'zod';
import './zod';
import { ACTIVITY_PAX } from './activity-only-detail';
import { catalogLocale } from './common.schema';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS } from './gift-card';
import { GIFT_FORM_LIMITS, GIFT_NAME_PATTERN } from './gift-customisation';
import { priceChangeSchema } from './quote.schema';
import { buyerSchema, paymentOptionSchema } from './checkout.schema';
import { GIFT_PAYMENT_METHODS } from './gift-checkout';

export * from './gift-checkout';

const limited = (max: number) => z.string().max(max, `The field is limited to ${max} characters`);
/** The gift form's texts (§5): fromName text only, at most 40; message at most 180; both optional. */
const customisation = z.object({
  fromName: limited(GIFT_FORM_LIMITS.fromName).trim().refine((v) => v === '' || GIFT_NAME_PATTERN.test(v), 'Only text is expected').default(''),
  message: limited(GIFT_FORM_LIMITS.message).default(''),
});
const shownTotal = z.number().int().min(0).max(100_000_000).optional();

/** POST /api/checkout/gift/cart: an activity (its id, the number of people, own use or a gift) or a gift card. */
const activityRequest = z
  .object({
    productType: z.literal('DIGITAL_ACTIVITY_ONLY'),
    locale: catalogLocale,
    id: z.number().int().min(1).max(2 ** 31 - 1),
    adults: z.number().int().min(ACTIVITY_PAX.min).max(ACTIVITY_PAX.max).default(ACTIVITY_PAX.default),
    /** §4: OWN_USE for a purchase for oneself; absent for a gift */
    customType: z.literal('OWN_USE').optional(),
    shownTotal,
  })
  .extend(customisation.shape);
const giftCardRequest = z
  .object({
    productType: z.literal('GIFTCARD'),
    locale: catalogLocale,
    amount: z.number().int().refine((v) => (GIFT_CARD_AMOUNTS as readonly number[]).includes(v), 'expected one of the gift card amounts'),
    design: z.enum(GIFT_CARD_DESIGNS),
    shownTotal,
  })
  .extend(customisation.shape);
export const giftCartRequestSchema = z.discriminatedUnion('productType', [activityRequest, giftCardRequest]);
export type GiftCartRequest = z.infer<typeof giftCartRequestSchema>;

export const giftCartSchema = z.object({
  productType: z.enum(['DIGITAL_ACTIVITY_ONLY', 'GIFTCARD']),
  label: z.string(),
  /** the activity's id, null for a gift card */
  offerId: z.number().int().nullable(),
  adults: z.number().int().nullable(),
  ownUse: z.boolean(),
  design: z.enum(GIFT_CARD_DESIGNS).nullable(),
  customisation: z.object({ fromName: z.string(), message: z.string() }),
  lines: z.array(z.object({ kind: z.enum(['activity', 'giftcard']), label: z.string(), amount: z.number().int() })),
  /** the struck bar price of an activity, null when none or for a gift card */
  referenceTotal: z.number().int().nullable(),
  total: z.number().int(),
  validityMonths: z.number().int(),
  delivery: z.literal('email'),
  priceChange: priceChangeSchema.nullable(),
  /** card (when a payment provider is configured) and bank transfer: gifts are paid online only */
  paymentMethods: z.array(paymentOptionSchema),
});
export type GiftCart = z.infer<typeof giftCartSchema>;

/** What POST /api/orders/gift adds to the cart's criteria: the buyer, an online payment method, the total shown, a key. */
const giftOrderFields = {
  buyer: buyerSchema,
  /** `card` only when a payment provider is configured, else 400 naming the field */
  paymentMethod: z.enum(GIFT_PAYMENT_METHODS, 'Choose a payment method'),
  /** the total (cents) the buyer was shown; another server total answers 409 PRICE_CHANGED */
  shownTotal: z.number().int().min(0).max(100_000_000),
  /** one per attempt to buy: a retried or double-clicked request with the same key gets the first order back */
  idempotencyKey: z.uuid('expected a UUID'),
};

/** POST /api/orders/gift: an activity or a gift card (the cart's criteria) with the buyer and the payment. */
export const placeGiftOrderRequestSchema = z.discriminatedUnion('productType', [activityRequest.extend(giftOrderFields), giftCardRequest.extend(giftOrderFields)]);
export type PlaceGiftOrderRequest = z.infer<typeof placeGiftOrderRequestSchema>;
