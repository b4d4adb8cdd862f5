import { z } from 'zod';
import './zod';
import { imagesBySizeSchema, isoDate } from './common.schema';
import { fallbackKeySchema } from './search-criteria.schema';
import { COT_POLICIES, PRICE_TYPES, ROOM_KINDS } from './offers';
import { FLEXIBLE_ARRIVALS, FLOWS, ITEM_CATEGORIES, LOCATION_TYPES, ORDER_BY } from './search-criteria';

export * from './offers';

/** Offer card (search-and-discovery §3). Money is in euros (two decimals); filters send cents. */
export const offerCardSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  headwords: z.array(z.string()),
  imageUrl: z.string(),
  images: z.array(z.string()),
  /** §3 `imagesBySize`: each of `images` at the card's sizes (CARD_IMAGE_SIZES: 640_360, 960_540) */
  imagesBySize: imagesBySizeSchema,
  hotel: z.object({
    id: z.number().int(),
    label: z.string(),
    stars: z.number().int().min(0).max(5),
    uri: z.string(),
    location: z.object({
      label: z.string(),
      address: z.string(),
      zipCode: z.string(),
      uri: z.string(),
      lat: z.number(),
      lng: z.number(),
    }),
    review: z.object({ count: z.number().int(), average: z.number().nullable() }),
  }),
  sellPrice: z.number(),
  refPrice: z.number().nullable(),
  barPrice: z.number().nullable(),
  /** Discount in percent against the reference price, 0 when none. */
  promo: z.number(),
  priceType: z.enum(PRICE_TYPES),
  nights: z.number().int(),
  /** Kilometres from the searched position, null without one. */
  distance: z.number().nullable(),
  availableRooms: z.number().int().nullable(),
  lastMinute: z.boolean(),
  expiration: z.string().nullable(),
  marketingLabels: z.array(z.string()),
  /**
   * `message` is the catalog's own wording, kept for the record; the card shows the product page's label instead.
   * `cancellationDeadline` (a day) is sent by this catalog for a stay searched with dates; without it the card says
   * modifiable or partly refundable without a date.
   */
  cancellationPolicy: z.object({ cancellable: z.boolean(), message: z.string(), cancellationDeadline: isoDate.nullable().optional() }),
  channelManagerId: z.string().nullable(),
  autoDiscount: z.object({ code: z.string(), value: z.number() }).nullable(),
  hasMoreOffers: z.boolean(),
  participants: z.number().int().nullable(),
  itemCategory: z.enum(ITEM_CATEGORIES),
  targetedLabel: z.string().nullable(),
  uri: z.string(),
  checkin: z.string().nullable(),
  connectivity: z.string().nullable(),
  paxCount: z.number().int(),
  dataFlowMode: z.enum(['pull', 'push']),
  themeIds: z.array(z.number().int()),
  tags: z.array(z.string()),
  /**
   * How the searched party sleeps, for a stay searched with children or babies (null otherwise): one room of this
   * kind for `guests` (adults and children; babies take no bed) and, with babies, the hotel's cot (null without).
   */
  sleeping: z
    .object({ rooms: z.number().int(), room: z.enum(ROOM_KINDS), guests: z.number().int(), cot: z.enum(COT_POLICIES).nullable() })
    .nullable(),
  /**
   * A flexible search's answer for this offer (null otherwise): its cheapest bookable stay in the window (the card's
   * prices, checkin and nights are this stay's) and how many other weekends (arrival 'weekend') or arrival days
   * (arrival 'any') of the window are bookable too.
   */
  flexibleStay: z
    .object({ checkin: isoDate, checkout: isoDate, nights: z.number().int(), otherStays: z.number().int().min(0) })
    .nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const locationHierarchyEntry = z.object({ type: z.enum(['region', 'country']), id: z.number().int(), label: z.string() });

/** Search details (search-and-discovery §3). */
export const searchDetailsSchema = z.object({
  totalCount: z.number().int(),
  checkin: z.string().nullable(),
  night: z.number().int().nullable(),
  adult: z.number().int(),
  child: z.number().int(),
  baby: z.number().int(),
  hotelId: z.number().int().nullable(),
  uri: z.string().nullable(),
  location: z
    .object({ id: z.number().int(), type: z.enum(LOCATION_TYPES), label: z.string(), lat: z.number(), lng: z.number() })
    .nullable(),
  destination: z.string().nullable(),
  locationHierarchy: z.array(locationHierarchyEntry),
  theme: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  flow: z.enum(FLOWS).optional(),
  /** The sort really applied: distance without any position falls back to priceQuality. */
  orderBy: z.enum(ORDER_BY),
  /** Echo of the request's fallbackKey: tells the client which fallback block this answer belongs to. */
  fallbackKey: fallbackKeySchema.nullable(),
  /** Echo of a flexible search's dates (months ascending), null for any other search. */
  flexible: z
    .object({ arrival: z.enum(FLEXIBLE_ARRIVALS), nights: z.union([z.literal(1), z.literal(2)]), months: z.array(z.string()) })
    .nullable(),
});
export type SearchDetails = z.infer<typeof searchDetailsSchema>;

export const offersResponseSchema = z.object({
  exactMatch: z.array(offerCardSchema),
  searchDetails: searchDetailsSchema,
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** performMapSearch answers only what the map needs: one item per hotel with its offers' ids. */
export const mapItemSchema = z.object({
  id: z.number().int(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  weekend: z.array(z.object({ id: z.number().int() })),
});
export const mapSearchResponseSchema = z.object({
  exactMatch: z.array(mapItemSchema),
  searchDetails: z.object({ totalCount: z.number().int() }),
});
export type MapSearchResponse = z.infer<typeof mapSearchResponseSchema>;
