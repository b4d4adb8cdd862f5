import { z } from 'zod';
import './zod';
import { ACTIVITY_PAX } from './activity-only-detail';
import { catalogLocale } from './common.schema';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS } from './gift-card';
import { GIFT_FORM_LIMITS, GIFT_NAME_PATTERN } from './gift-customisation';
import { priceChangeSchema } from './quote.schema';
import { appliedGiftCodeSchema, buyerSchema, paymentOptionSchema } from './checkout.schema';
import { giftCodesInput } from './redemption.schema';
import { GIFT_PAYMENT_METHODS } from './gift-checkout';
import { formatOfCode, GIFT_FORMATS } from './gift-boxes';
import { DEFAULT_BUCKET, UPSELL_VALUES } from './gift-stay';

export * from './gift-checkout';

const limited = (max: number) => z.string().max(max, `The field is limited to ${max} characters`);
/** The gift form's texts (§5): fromName text only, at most 40; message at most 180; both optional. */
const customisation = z.object({
  fromName: limited(GIFT_FORM_LIMITS.fromName).trim().refine((v) => v === '' || GIFT_NAME_PATTERN.test(v), 'Only text is expected').default(''),
  message: limited(GIFT_FORM_LIMITS.message).default(''),
});
const shownTotal = z.number().int().min(0).max(100_000_000).optional();
/** gift cards paying part or all of the gift (docs/redemption.md) */
const giftCodes = giftCodesInput;

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
    giftCodes,
  })
  .extend(customisation.shape);
const giftCardRequest = z
  .object({
    productType: z.literal('GIFTCARD'),
    locale: catalogLocale,
    amount: z.number().int().refine((v) => (GIFT_CARD_AMOUNTS as readonly number[]).includes(v), 'expected one of the gift card amounts'),
    design: z.enum(GIFT_CARD_DESIGNS),
    shownTotal,
    giftCodes,
  })
  .extend(customisation.shape);
/** A physical gift's extras (sleeves, cards) and where it is posted: boxes and stay vouchers alike (§3, §4 gift format). */
const physicalFields = {
  /** the chosen extras' ids (sleeves, cards): the physical format only */
  extras: z.array(z.number().int().min(1).max(2 ** 31 - 1)).max(20).default([]),
  /** where a physical gift is posted (ISO alpha-2, any case); the point of sale's own country when absent */
  shippingCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .transform((v) => v.toLowerCase())
    .optional(),
};
/**
 * A stay offered as a voucher (§4 flow switch, the product page's gifting): the offer, its gift nights, the rate tier
 * (`bucket`, customer care chooses it; Essential otherwise) and the availability upsell; priced from the gift price list.
 * §2.1 `giftFormat`: digital (by e-mail, the default) or physical (the card posted, with its extras and shipping).
 */
const stayVoucherRequest = z
  .object({
    productType: z.literal('SINGLEVOUCHER'),
    locale: catalogLocale,
    id: z.number().int().min(1).max(2 ** 31 - 1),
    nights: z.number().int().min(1).max(14),
    bucket: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(DEFAULT_BUCKET),
    upsell: z.enum(UPSELL_VALUES).default('none'),
    giftFormat: z.enum(GIFT_FORMATS).default('digital'),
    ...physicalFields,
    shownTotal,
    giftCodes,
  })
  .extend(customisation.shape);
/** A box (§4 box hand-off): its code (the suffix names the format, which `giftFormat` must repeat), a physical box's extras and destination country. */
const boxRequest = z
  .object({
    productType: z.literal('BOX'),
    locale: catalogLocale,
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2,30}-(EBOX|PBOX)$/, 'expected a box code')),
    giftFormat: z.enum(GIFT_FORMATS),
    ...physicalFields,
    shownTotal,
    giftCodes,
  })
  .extend(customisation.shape);
const boxRules = <T extends { productType: string; code?: string; giftFormat?: string; extras?: number[] }>(value: T, ctx: z.RefinementCtx) => {
  if (value.productType !== 'BOX' && value.productType !== 'SINGLEVOUCHER') return;
  if (value.productType === 'BOX' && formatOfCode(value.code ?? '') !== value.giftFormat) ctx.addIssue({ code: 'custom', path: ['giftFormat'], message: 'The format is not the code\'s' });
  if (value.giftFormat === 'digital' && (value.extras ?? []).length > 0) ctx.addIssue({ code: 'custom', path: ['extras'], message: 'Extras come with the physical format only' });
};
export const giftCartRequestSchema = z.discriminatedUnion('productType', [activityRequest, giftCardRequest, boxRequest, stayVoucherRequest]).superRefine(boxRules);
export type GiftCartRequest = z.infer<typeof giftCartRequestSchema>;

export const giftCartSchema = z.object({
  productType: z.enum(['DIGITAL_ACTIVITY_ONLY', 'GIFTCARD', 'BOX', 'SINGLEVOUCHER']),
  label: z.string(),
  /** the activity's or the stay's id, null for a gift card */
  offerId: z.number().int().nullable(),
  adults: z.number().int().nullable(),
  ownUse: z.boolean(),
  design: z.enum(GIFT_CARD_DESIGNS).nullable(),
  customisation: z.object({ fromName: z.string(), message: z.string() }),
  lines: z.array(z.object({ kind: z.enum(['activity', 'giftcard', 'box', 'extra', 'shipping', 'stay']), label: z.string(), amount: z.number().int() })),
  /** the struck bar price of an activity, null when none or for a gift card */
  referenceTotal: z.number().int().nullable(),
  total: z.number().int(),
  validityMonths: z.number().int(),
  /** by e-mail (digital), by post (a physical box or stay voucher) */
  delivery: z.enum(['email', 'post']),
  /**
   * a box: its code, format and the shipping priced for the destination (0 for digital), and what its voucher is worth:
   * the box's value whatever the format (a physical box sells dearer, its voucher is worth the same)
   */
  box: z.object({ code: z.string(), giftFormat: z.enum(GIFT_FORMATS), shippingCountry: z.string().nullable(), shipping: z.number().int(), voucherValue: z.number().int() }).nullable().optional(),
  /**
   * a stay voucher: its nights, rate tier, whether the availability upsell is taken, its format and the shipping priced
   * for the destination (0 for digital), and what the voucher is worth (the stay and its option, not the extras nor the
   * shipping)
   */
  stay: z
    .object({
      nights: z.number().int(),
      bucket: z.number().int(),
      availabilityUpsell: z.boolean(),
      giftFormat: z.enum(GIFT_FORMATS),
      shippingCountry: z.string().nullable(),
      shipping: z.number().int(),
      voucherValue: z.number().int(),
    })
    .nullable()
    .optional(),
  priceChange: priceChangeSchema.nullable(),
  /** card (when a payment provider is configured) and bank transfer: gifts are paid online only */
  paymentMethods: z.array(paymentOptionSchema),
  /** §3 `giftcards`: the gift cards applied; `remainingAmountToPay` what is left for the method */
  giftcards: z.array(appliedGiftCodeSchema()).optional(),
  remainingAmountToPay: z.number().int().min(0).optional(),
});
export type GiftCart = z.infer<typeof giftCartSchema>;

/** What POST /api/orders/gift adds to the cart's criteria: the buyer, an online payment method, the total shown, a key. */
const giftOrderFields = {
  buyer: buyerSchema,
  /** `card` only when a payment provider is configured, else 400 naming the field; `giftCode` when gift cards pay it all */
  paymentMethod: z.enum([...GIFT_PAYMENT_METHODS, 'giftCode'], 'Choose a payment method'),
  /** what the buyer was shown to pay after the gift cards; another amount answers 409 PRICE_CHANGED */
  shownRemaining: z.number().int().min(0).max(100_000_000).optional(),
  /** the total (cents) the buyer was shown; another server total answers 409 PRICE_CHANGED */
  shownTotal: z.number().int().min(0).max(100_000_000),
  /** one per attempt to buy: a retried or double-clicked request with the same key gets the first order back */
  idempotencyKey: z.uuid('expected a UUID'),
};

/** POST /api/orders/gift: an activity or a gift card (the cart's criteria) with the buyer and the payment. */
const shippingAddress = z.object({
  firstName: buyerSchema.shape.firstName,
  lastName: buyerSchema.shape.lastName,
  address: buyerSchema.shape.address,
  postalCode: buyerSchema.shape.postalCode,
  city: buyerSchema.shape.city,
});
/** Unknown keys are refused (400 naming them), as the modification call does: nothing a client adds is dropped silently. */
export const placeGiftOrderRequestSchema = z
  .discriminatedUnion('productType', [
    activityRequest.extend(giftOrderFields).strict(),
    giftCardRequest.extend(giftOrderFields).strict(),
    /** a physical stay voucher or box: where it is posted (its country is `shippingCountry`) */
    stayVoucherRequest.extend({ ...giftOrderFields, shippingAddress: shippingAddress.strict().optional() }).strict(),
    boxRequest.extend({ ...giftOrderFields, shippingAddress: shippingAddress.strict().optional() }).strict(),
  ])
  .superRefine((value, ctx) => {
    boxRules(value, ctx);
    if ((value.productType === 'BOX' || value.productType === 'SINGLEVOUCHER') && value.giftFormat === 'physical' && !value.shippingAddress) ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Mandatory field' });
  });
export type PlaceGiftOrderRequest = z.infer<typeof placeGiftOrderRequestSchema>;
