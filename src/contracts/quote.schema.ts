import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate, queryBool, toList } from './common.schema';
import { PRICE_TYPES } from './offers';
import { ADJUSTABLE_FIELDS, MAX_ACTIVITY_SELECTIONS, QUOTE_ERROR_CODES, QUOTE_TEXTS } from './quote';

export * from './quote';

/** The product id of the path: a missing or malformed one answers 400 'Product ID is required' (§5). */
export const productId = z.coerce
  .number({ error: QUOTE_TEXTS.productIdRequired })
  .int(QUOTE_TEXTS.productIdRequired)
  .min(1, QUOTE_TEXTS.productIdRequired)
  .max(2 ** 31 - 1, QUOTE_TEXTS.productIdRequired);

const clientCode = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'expected a client code');
const minisite = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected a minisite id or slug');
const activitySelectionList = z.preprocess(
  toList,
  z.array(z.string().regex(/^\d{1,9}_\d{1,2}$/, 'expected <activityId>_<dayIndex>')).max(MAX_ACTIVITY_SELECTIONS),
);

const stayCriteria = {
  id: productId,
  checkin: isoDate,
  nights: int(1, 14),
  adult: int(1, 20).default(2),
  child: int(0, 10).default(0),
  baby: int(0, 10).default(0),
  /** let the server adjust the criteria (nights to the minimum stay, activity dates into the stay) */
  smartcapacity: queryBool.default(true),
  activitySelectionList: activitySelectionList.default([]),
  locale: catalogLocale.default('fr_FR'),
  client: clientCode.optional(),
  minisite: minisite.optional(),
};

/** Accepts `night` for `nights` and `check-in` for `checkin` (the spec's live-quote spelling). */
const aliases = (raw: unknown) => {
  if (!raw || typeof raw !== 'object') return raw;
  const q = { ...(raw as Record<string, unknown>) };
  if (q.nights === undefined && q.night !== undefined) q.nights = q.night;
  if (q.checkin === undefined && q['check-in'] !== undefined) q.checkin = q['check-in'];
  delete q.night;
  delete q['check-in'];
  return q;
};

/** GET /api/weekend/{id}/quote.json?checkin&nights&adult&child&baby&smartcapacity&activitySelectionList&locale&minisite */
export const quoteQuerySchema = z.preprocess(aliases, z.object(stayCriteria));
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

/**
 * GET /api/weekend/{id}/quote-realtime.json: the same criteria, plus `shownPrice`, the total (cents) the page
 * showed, only to answer the difference: the price itself always comes from availability.
 */
export const liveQuoteQuerySchema = z.preprocess(aliases, z.object({ ...stayCriteria, shownPrice: int(0, 10_000_000).optional() }));
export type LiveQuoteQuery = z.infer<typeof liveQuoteQuerySchema>;

/** A price for a stay, every amount in integer cents (EUR), taxes included (TTC). */
export const priceInfoSchema = z.object({
  /** what the visitor pays for the whole stay, for the whole family */
  sellPrice: z.number().int(),
  /**
   * struck reference price: the lowest price of the same offer for the same criteria over the previous 30 days,
   * only when the price was known on each of those days and that lowest price is above sellPrice; else null
   */
  refPrice: z.number().int().nullable(),
  /** ceil(100 - 100 × sellPrice / refPrice), 0 without refPrice; the site shows it from 10 (STAY_PROMO_MIN_PERCENT) */
  promoPercentageRounded: z.number().int().min(0).max(100),
  /** refPrice - sellPrice, 0 without refPrice */
  moneySaved: z.number().int().min(0),
  priceType: z.enum(PRICE_TYPES),
  nbRooms: z.number().int().min(1),
  nights: z.number().int().min(0),
  /** sellPrice / nights rounded up to the cent (§1: a per-night price is rounded up); sellPrice for 0 nights */
  pricePerNight: z.number().int(),
  currency: z.literal('EUR'),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/** The tourist tax (§3 'Local tax'); when paid at the hotel it is NOT in sellPrice and is shown apart. */
export const localTaxInfoSchema = z.object({
  type: z.enum(['PER_PERSON_PER_NIGHT', 'BOOKING_PERCENTAGE']),
  /** per adult and night (cents) for PER_PERSON_PER_NIGHT, else null */
  amount: z.number().int().nullable(),
  /** percent of the stay price for BOOKING_PERCENTAGE, else null */
  percentage: z.number().nullable(),
  currency: z.literal('EUR'),
  toBePaidAtHotel: z.boolean(),
  /** the total for these criteria (cents); null when it cannot be computed (no dates) */
  totalAmount: z.number().int().nullable(),
});
export type LocalTaxInfo = z.infer<typeof localTaxInfoSchema>;

export const cancellationPolicySchema = z.object({
  cancellable: z.boolean(),
  message: z.string(),
  /** yyyy-MM-dd: last day to modify or cancel (check-in minus the offer's cancellation days); null without dates or when not cancellable */
  cancellationDeadline: z.string().nullable(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** A program line (§3): breakfast, dinner, activity or extra, in the offer's order. */
export const programLineSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  /** breakfast | dinner | activity | extra (late checkout, bubbles in the room) */
  type: z.enum(['breakfast', 'dinner', 'activity', 'extra']),
  code: z.string(),
  /** 0-based day of the stay the line is planned on */
  dayIndex: z.number().int().min(0),
  quantity: z.number().int().min(1),
  /** true when the visitor must choose its date (an activity of a stay of 2 nights or more) */
  needsDate: z.boolean(),
});
export type ProgramLine = z.infer<typeof programLineSchema>;

export const reservationCriteriaSchema = z.object({
  checkin: z.string(),
  /** yyyy-MM-dd, checkin + nights */
  checkout: z.string(),
  nights: z.number().int(),
  adult: z.number().int(),
  child: z.number().int(),
  baby: z.number().int(),
  activitySelectionList: z.array(z.string()),
});
export type ReservationCriteria = z.infer<typeof reservationCriteriaSchema>;

export const criteriaChangeSchema = z.object({
  field: z.enum(ADJUSTABLE_FIELDS),
  requested: z.union([z.number(), z.array(z.string())]),
  applied: z.union([z.number(), z.array(z.string())]),
  /** MIN_STAY (nights raised to the minimum stay), MAX_NIGHTS (lowered), ACTIVITY_DATE (a date outside the stay or of another activity dropped) */
  reason: z.enum(['MIN_STAY', 'MAX_NIGHTS', 'ACTIVITY_DATE']),
});
export type CriteriaChange = z.infer<typeof criteriaChangeSchema>;

/** Present when the server adjusted the criteria: what was asked and each change (reservationCriteria holds the result). */
export const modifiedReservationCriteriaSchema = z.object({
  requested: reservationCriteriaSchema,
  changes: z.array(criteriaChangeSchema).min(1),
});
export type ModifiedReservationCriteria = z.infer<typeof modifiedReservationCriteriaSchema>;

export const quoteErrorSchema = z.object({ code: z.enum(QUOTE_ERROR_CODES), message: z.string() });
export type QuoteError = z.infer<typeof quoteErrorSchema>;

/**
 * The automatic discount of a priced stay (docs/checkout.md, 'Automatic discount'): the offer's code and percent, what
 * it takes off `sellPrice` (cents, each night rounded up in the customer's favour) and the stay's price after it.
 */
export const autoDiscountLineSchema = z.object({
  code: z.string(),
  percent: z.number().gt(0).max(100),
  amount: z.number().int().min(0),
});
export type AutoDiscountLine = z.infer<typeof autoDiscountLineSchema>;

/** A quote (§3 'Quote'), priced on the server from availability. */
export const quoteSchema = z.object({
  productId: z.number().int(),
  bookable: z.boolean(),
  /** null when not bookable */
  priceInfo: priceInfoSchema.nullable(),
  /** cents; the tourist tax to pay at the hotel for these criteria, 0 when none (never in sellPrice) */
  localTaxTotalAmount: z.number().int().min(0),
  localTax: localTaxInfoSchema.nullable(),
  programLineList: z.array(programLineSchema),
  /** every night of the stay is in a promotion of 20 % or more */
  flashDeal: z.boolean(),
  /** fewest rooms left over the nights; null when not bookable */
  availableRooms: z.number().int().nullable(),
  /** rooms left when at ROOMS_LEFT_WARNING or fewer (the warning), else null */
  roomsAmountMessage: z.object({ roomsLeft: z.number().int() }).nullable(),
  /** every night is its month's best price / carries the month's highest promotion (the stress messages of §2.1) */
  stress: z.object({ bestPriceOfTheMonth: z.boolean(), highestPromoOfTheMonth: z.boolean() }),
  cancellationPolicy: cancellationPolicySchema,
  reservationCriteria: reservationCriteriaSchema,
  modifiedReservationCriteria: modifiedReservationCriteriaSchema.nullable(),
  errors: z.array(quoteErrorSchema),
  /**
   * The automatic discount the server gives this request's stay (its code, percent and amount) and `total`, the price
   * paid for the stay (sellPrice − amount); null or absent without one (the visitor not in the experiment's
   * variation, an offer without a code, not bookable)
   */
  autoDiscount: autoDiscountLineSchema.extend({ total: z.number().int().min(0) }).nullable().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const priceChangeSchema = z.object({ previous: z.number().int(), current: z.number().int(), diff: z.number().int() });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The live quote: a quote read at this instant, plus the change against `shownPrice` (null when equal or not sent). */
export const liveQuoteSchema = quoteSchema.extend({ priceChange: priceChangeSchema.nullable() });
export type LiveQuote = z.infer<typeof liveQuoteSchema>;
