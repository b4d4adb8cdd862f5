import { z } from 'zod';
import './zod';
import { catalogLocale, imagesBySizeSchema, int, isoDate, queryBool } from './common.schema';
import { cancellationPolicySchema, localTaxInfoSchema, priceInfoSchema, productId, programLineSchema, quoteSchema } from './quote.schema';
import { INFO_GENERAL_CODES, PRODUCT_STATUSES } from './weekend-detail';

export * from './weekend-detail';

/**
 * GET /api/weekend/{id}/detail.json?locale&client&checkin&night&adult&child&baby&fetchPageModel&minisite.
 * With checkin and night(s) the detail is priced for the stay (a quote); without, it carries the 'from' price.
 */
export const weekendDetailQuerySchema = z
  .preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const q = { ...(raw as Record<string, unknown>) };
      if (q.nights === undefined && q.night !== undefined) q.nights = q.night;
      delete q.night;
      return q;
    },
    z.object({
      id: productId,
      locale: catalogLocale.default('fr_FR'),
      checkin: isoDate.optional(),
      nights: int(1, 14).optional(),
      adult: int(1, 20).default(2),
      child: int(0, 10).default(0),
      baby: int(0, 10).default(0),
      client: z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'expected a client code').optional(),
      minisite: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected a minisite id or slug').optional(),
      fetchPageModel: queryBool.optional(),
    }),
  )
  .refine((q) => (q.checkin === undefined) === (q.nights === undefined), { message: 'send checkin and night together, or neither', path: ['nights'] });
export type WeekendDetailQuery = z.infer<typeof weekendDetailQuerySchema>;

/** A facility, theme or other vocabulary term in the request's locale. */
export const detailVocabularyItemSchema = z.object({ id: z.number().int(), code: z.string(), label: z.string(), icon: z.string().nullable() });
export type DetailVocabularyItem = z.infer<typeof detailVocabularyItemSchema>;

/** An activity of the program (§3 'Program activity'), with what the catalog knows of it. */
export const detailActivitySchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  code: z.string(),
  type: programLineSchema.shape.type,
  icon: z.string().nullable(),
  /** first picture; every picture: GET /api/activities/{activityId}/images.json */
  imageUrl: z.string(),
  group: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});
export type DetailActivity = z.infer<typeof detailActivitySchema>;

export const detailHotelSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  star: z.number().int().min(0).max(5),
  location: z.object({
    label: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    postcode: z.string(),
    city: z.object({ id: z.number().int(), label: z.string() }),
    region: z.object({ id: z.number().int(), label: z.string() }),
    country: z.object({ id: z.number().int(), code: z.string(), label: z.string() }),
    /** address, postcode and town on one line */
    completeAddress: z.string(),
  }),
  images: z.array(z.string()),
  /** §3 `imagesBySize`: each of `images` at every named size (the hotel page's gallery) */
  imagesBySize: imagesBySizeSchema,
  description: z.string(),
  /** 'Getting there' modal */
  gettingThere: z.string(),
  importantInfos: z.array(z.string()),
  review: z.object({ score: z.number().nullable(), totalCount: z.number().int() }),
  checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
  highlightedFacilities: z.array(detailVocabularyItemSchema),
  facilities: z.array(detailVocabularyItemSchema),
  ecoFacilities: z.array(detailVocabularyItemSchema),
  /** §3 infoGeneral: the hotel's facilities grouped by a general-information code; code `parking` gives the parking information */
  infoGeneral: z.array(z.object({ code: z.enum(INFO_GENERAL_CODES), facilities: z.array(detailVocabularyItemSchema) })),
  policy: z.object({
    petsAllowed: z.boolean(),
    /** cents per stay, null when unknown */
    petsPrice: z.number().int().nullable(),
    petsMaxWeight: z.number().int().nullable(),
    petsMaxNumberOfPets: z.number().int(),
  }),
  /** null when the town charges none ('Price doesn't include local tax to pay on site' is then not shown) */
  localTax: localTaxInfoSchema.nullable(),
});
export type DetailHotel = z.infer<typeof detailHotelSchema>;

export const detailRoomSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  /** room type code (double, twin, family, suite...) */
  type: z.string(),
  size: z.number().int(),
  capacity: z.number().int(),
  maxCapacity: z.number().int(),
  bedding: z.string(),
  images: z.array(z.string()),
});
export type DetailRoom = z.infer<typeof detailRoomSchema>;

/** An upsell (§3): another stay of the hotel that is this one plus extras, and what it costs more. */
export const detailUpsellSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  /** cents more than the product for the same criteria (with dates: the two quotes; without: the 'from' prices) */
  priceDifference: z.number().int().positive(),
  /** priceDifference per night, rounded up */
  priceDifferencePerLos: z.number().int(),
  /** the extras' titles */
  programLines: z.array(z.string()),
  activityIds: z.array(z.number().int()),
  imageUrl: z.string(),
  /** §3 upsell `imagesBySize`: its picture at the card's sizes */
  imagesBySize: imagesBySizeSchema,
});
export type DetailUpsell = z.infer<typeof detailUpsellSchema>;

/** A line of the gift price list (§3), by nights: the Essential price sold, each tier's, the availability upsell's amount. */
export const giftPriceEntrySchema = z.object({
  nights: z.number().int().min(1),
  sellPrice: z.number().int(),
  sellPrices: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  extraUpsellAvailabilityAmount: z.number().int().min(0),
});

/** The stay product (§3 'Stay offer' and 'Hotel'). Money in integer cents (EUR), TTC. */
export const weekendDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  label: z.string(),
  description: z.string(),
  headwords: z.array(z.string()),
  /** slug of the label in the request's locale, for readable product links */
  slug: z.string(),
  itemCategory: z.enum(['weekend', 'single_voucher', 'activity']),
  /** advertised nights; minNights..maxNights can be booked */
  nights: z.number().int(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  paxCount: z.number().int(),
  expiration: z.string().nullable(),
  images: z.array(z.string()),
  /** §3 stay offer `imagesBySize`: each of `images` at every named size (the product page's gallery) */
  imagesBySize: imagesBySizeSchema,
  mainTheme: detailVocabularyItemSchema.nullable(),
  themes: z.array(detailVocabularyItemSchema),
  tags: z.array(detailVocabularyItemSchema),
  marketingLabels: z.array(z.string()),
  targetedLabel: z.string().nullable(),
  autoDiscount: z.object({ code: z.string(), value: z.number() }).nullable(),
  giftable: z.boolean(),
  dataFlowMode: z.enum(['pull', 'push']),
  connectivity: z.string(),
  channelManagerId: z.string().nullable(),
  hotel: detailHotelSchema,
  room: detailRoomSchema.nullable(),
  programLine: z.array(programLineSchema),
  activities: z.array(detailActivitySchema),
  /**
   * Without dates: the 'from' price for 2 adults and the advertised nights (priceType from), its struck price by the
   * card rule. With dates: the quote's price (priceType final), null when not bookable.
   */
  price: priceInfoSchema.nullable(),
  /** cents: tourist tax to pay at the hotel for the price's criteria (0 when none or not computable) */
  localTaxTotalAmount: z.number().int().min(0),
  cancellationPolicy: cancellationPolicySchema,
  /** with dates: the quote for them (bookable, errors, adjusted criteria); null without dates */
  quote: quoteSchema.nullable(),
  /** upsells for the same criteria, cheapest first (none for a gift-only or activity offer) */
  upsells: z.array(detailUpsellSchema),
  /** the gift price list (§3), ascending nights; empty when the stay cannot be offered */
  giftPrices: z.array(giftPriceEntrySchema),
});
export type WeekendDetail = z.infer<typeof weekendDetailSchema>;
