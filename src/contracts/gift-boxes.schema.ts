import { z } from 'zod';
import './zod';
import { catalogLocale, int, queryBool } from './common.schema';
import { BOX_OFFERS_PAGE_SIZE, GIFT_FORMATS } from './gift-boxes';

export * from './gift-boxes';

/** A box code: its name, a dash and its format's suffix (`ROMANCE1N-EBOX`), read in upper case. */
export const boxCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,30}-(EBOX|PBOX)$/, 'expected a box code such as ROMANCE1N-EBOX');

/** GET /api/boxes/{code}/product-detail?locale */
export const giftBoxCodeQuerySchema = z.object({ code: boxCode, locale: catalogLocale.default('fr_FR') });
export type GiftBoxCodeQuery = z.infer<typeof giftBoxCodeQuerySchema>;

/** GET /api/boxes/search?locale */
export const giftBoxSearchQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });
export type GiftBoxSearchQuery = z.infer<typeof giftBoxSearchQuerySchema>;

export const giftBoxPriceSchema = z.object({
  /** cents: what the buyer pays */
  sellPrice: z.number().int(),
  referencePrice: z.number().int(),
  /** the box promo rule's percentage (floor((1 - value/reference)*100), 0 at 5 % or less) */
  promo: z.number().int(),
});
export type GiftBoxPrice = z.infer<typeof giftBoxPriceSchema>;

export const giftBoxImageSchema = z.object({ url: z.string(), alt: z.string() });
export type GiftBoxImage = z.infer<typeof giftBoxImageSchema>;

export const giftBoxCardSchema = z.object({
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  format: z.enum(GIFT_FORMATS),
  nights: z.number().int(),
  /** cents: the stay budget the beneficiary gets */
  value: z.number().int(),
  price: giftBoxPriceSchema,
  rating: z.number(),
  image: giftBoxImageSchema,
});
export type GiftBoxCard = z.infer<typeof giftBoxCardSchema>;

export const giftBoxSearchResponseSchema = z.object({ boxes: z.array(giftBoxCardSchema) });
export type GiftBoxSearchResponse = z.infer<typeof giftBoxSearchResponseSchema>;

export const giftBoxVariantSchema = z.object({ code: z.string(), sellPrice: z.number().int() });
export type GiftBoxVariant = z.infer<typeof giftBoxVariantSchema>;

export const giftBoxDetailSchema = giftBoxCardSchema.extend({
  /** one line per item (the catalog's newline-separated list) */
  includedContent: z.array(z.string()),
  referencePrice: z.number().int(),
  images: z.array(giftBoxImageSchema),
  /** the box in each format with its price (cents), null where the catalog has no such variant (physical not offered) */
  variants: z.object({ digital: giftBoxVariantSchema.nullable(), physical: giftBoxVariantSchema.nullable() }),
  /** the themes the box's stays are searched by (searchCriteriaProperties) */
  searchCriteriaProperties: z.object({ themes: z.array(z.string()) }),
  /** how many stays the box opens */
  offerCount: z.number().int(),
});
export type GiftBoxDetail = z.infer<typeof giftBoxDetailSchema>;

/** GET /api/boxes/{code}/offers?locale&page&limit[&performMapSearch=true]: page counts from 1. */
export const giftBoxOffersQuerySchema = z.object({
  code: boxCode,
  locale: catalogLocale.default('fr_FR'),
  page: int(1, 10_000).default(1),
  limit: int(1, 50).default(BOX_OFFERS_PAGE_SIZE),
  performMapSearch: queryBool.default(false),
});
export type GiftBoxOffersQuery = z.infer<typeof giftBoxOffersQuerySchema>;

export const giftBoxStaySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  nights: z.number().int(),
  imageUrl: z.string(),
  hotel: z.object({
    id: z.number().int(),
    label: z.string(),
    stars: z.number().int().min(0).max(5),
    city: z.string(),
    location: z.object({ lat: z.number(), lng: z.number() }),
  }),
});
export type GiftBoxStay = z.infer<typeof giftBoxStaySchema>;

export const giftBoxOffersResponseSchema = z.object({
  exactMatch: z.array(giftBoxStaySchema),
  searchDetails: z.object({ totalCount: z.number().int() }),
});
export type GiftBoxOffersResponse = z.infer<typeof giftBoxOffersResponseSchema>;
