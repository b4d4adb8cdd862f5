import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate } from './common.schema';
import { cancellationPolicySchema, priceInfoSchema, productId } from './quote.schema';

export * from './product-offers';

/** GET /api/product/{id}/offers?checkin&nights&adult&child&baby&locale&minisite */
export const productOffersQuerySchema = z
  .object({
    id: productId,
    checkin: isoDate.optional(),
    nights: int(1, 14).optional(),
    adult: int(1, 20).default(2),
    child: int(0, 10).default(0),
    baby: int(0, 10).default(0),
    locale: catalogLocale.default('fr_FR'),
    minisite: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected a minisite id or slug').optional(),
  })
  .refine((q) => (q.checkin === undefined) === (q.nights === undefined), { message: 'send checkin and nights together, or neither', path: ['nights'] });
export type ProductOffersQuery = z.infer<typeof productOffersQuerySchema>;

/** One stay of the product's hotel, priced for the criteria (cents, TTC). */
export const productOfferSchema = z.object({
  weekendId: z.number().int(),
  label: z.string(),
  imageUrl: z.string(),
  nights: z.number().int(),
  /** the product asked for */
  current: z.boolean(),
  /**
   * same room and same program as the product: a cancellation-policy option of it (§2.1 booking steps);
   * false: one of the hotel's other offers
   */
  sameProgram: z.boolean(),
  bookable: z.boolean(),
  /** with dates: the stay's final price (null when not bookable); without: the from price */
  priceInfo: priceInfoSchema.nullable(),
  cancellationPolicy: cancellationPolicySchema,
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/**
 * The product's own offer first, then its cancellation-policy options, then the hotel's other stays, each group
 * bookable first and cheapest first. Only published stays not expired; the product itself even when not bookable.
 */
export const productOffersResponseSchema = z.object({
  hotelId: z.number().int(),
  offers: z.array(productOfferSchema),
});
export type ProductOffersResponse = z.infer<typeof productOffersResponseSchema>;
