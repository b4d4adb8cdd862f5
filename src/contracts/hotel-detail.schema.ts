import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate } from './common.schema';
import { cancellationPolicySchema, priceInfoSchema, programLineSchema } from './quote.schema';
import { detailHotelSchema } from './weekend-detail.schema';
import { HOTEL_STATUSES } from './hotel-detail';

export * from './hotel-detail';

/**
 * GET /api/hotels/{hotelId}/detail.json?locale&checkin&nights&adult&child&baby (product-and-purchase §2.2, §3 'Hotel',
 * 'Room'). Without dates each room's offers carry their 'from' price for 2 adults; with checkin and nights, the
 * quote's final price for the stay and the family (null when not bookable).
 */
export const hotelDetailQuerySchema = z
  .object({
    hotelId: int(1, 2 ** 31 - 1),
    locale: catalogLocale.default('fr_FR'),
    checkin: isoDate.optional(),
    nights: int(1, 14).optional(),
    adult: int(1, 20).default(2),
    child: int(0, 10).default(0),
    baby: int(0, 10).default(0),
  })
  .refine((q) => (q.checkin === undefined) === (q.nights === undefined), { message: 'send checkin and nights together, or neither', path: ['nights'] });
export type HotelDetailQuery = z.infer<typeof hotelDetailQuerySchema>;

/** One stay sold in a room (a package: the room, breakfasts, dinners, activities). Money in cents, TTC. */
export const hotelRoomOfferSchema = z.object({
  weekendId: z.number().int(),
  label: z.string(),
  /** slug of the label in the request's locale (the product page's address) */
  slug: z.string(),
  imageUrl: z.string(),
  /** advertised nights without dates, the stay's nights with */
  nights: z.number().int(),
  programLine: z.array(programLineSchema),
  bookable: z.boolean(),
  /** with dates: the stay's final price (null when not bookable); without: the from price */
  priceInfo: priceInfoSchema.nullable(),
  /** cents: tourist tax to pay at the hotel for the stay (0 when none, included or unknown) */
  localTaxTotalAmount: z.number().int().min(0),
  cancellationPolicy: cancellationPolicySchema,
});
export type HotelRoomOffer = z.infer<typeof hotelRoomOfferSchema>;

/** A room of the hotel (§3 'Room') with the stays sold in it, bookable first then cheapest first. */
export const hotelRoomSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  /** room type code (double_classic, family, suite...) */
  type: z.string(),
  /** m² */
  size: z.number().int(),
  capacity: z.number().int(),
  maxCapacity: z.number().int(),
  /** bedding code: queen, king, double, twin, double+sofa_bed */
  bedding: z.string(),
  images: z.array(z.string()),
  /** short selling points of the room, in the locale: its own features (balcony, bathtub, …) first, then the hotel's room facilities it has */
  roomHighlights: z.array(z.string()),
  offers: z.array(hotelRoomOfferSchema),
});
export type HotelRoom = z.infer<typeof hotelRoomSchema>;

export const hotelDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(HOTEL_STATUSES),
  hotel: detailHotelSchema,
  /** rooms with at least one published stay, the cheapest room first */
  rooms: z.array(hotelRoomSchema),
  /** the stay the prices are for: null without dates */
  stay: z.object({ checkin: z.string(), nights: z.number().int(), adult: z.number().int(), child: z.number().int(), baby: z.number().int() }).nullable(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;
