import { z } from 'zod';
import './zod';
import { int } from './common.schema';
import { offerCardSchema, searchDetailsSchema } from './offers.schema';
import { offersBodySchema } from './search-criteria.schema';
import { ACTIVITY_PACKAGES_PER_HOTEL } from './activity-only';

export * from './activity-only';

/**
 * POST {api}/search/activity-only.json: the nested criteria of offers.json (POST), with
 * numberOfPackagesPerHotel (default 20), locale and page; the item category is always activity.
 */
export const activityOnlyBodySchema = z
  .object({
    criteria: z.record(z.string(), z.unknown()).default({}),
    locale: z.string().optional(),
    numberOfPackagesPerHotel: int(1, 20).default(ACTIVITY_PACKAGES_PER_HOTEL),
    page: int(0, 10_000).optional(),
    orderBy: z.unknown().optional(),
  })
  .transform((b) => {
    const criteria = b.criteria as { pagination?: Record<string, unknown> };
    const pagination = { ...(criteria.pagination ?? {}), ...(b.page !== undefined ? { page: b.page } : {}) };
    // The nested criteria are checked by the offers.json body schema this pipes into.
    return { criteria: { ...b.criteria, pagination }, locale: b.locale, orderBy: b.orderBy, itemCategory: 'activity', packagesPerHotel: b.numberOfPackagesPerHotel } as z.input<typeof offersBodySchema>;
  })
  .pipe(offersBodySchema);

/** Price of an activity for a number of participants: totals in euros (the card shows sellPrice / adults). */
export const activityPriceSchema = z.object({
  paxComposition: z.object({ adults: z.number().int().min(1) }),
  barPrice: z.number(),
  sellPrice: z.number(),
  /** Discount in percent against barPrice, 0 when none. */
  promo: z.number().int(),
});

/** Activity card (§3): an offer card whose sellPrice is per person, with the price list per participant count. */
export const activityCardSchema = offerCardSchema.extend({ prices: z.array(activityPriceSchema) });
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const activityOnlyResponseSchema = z.object({ exactMatch: z.array(activityCardSchema), searchDetails: searchDetailsSchema });
export type ActivityOnlyResponse = z.infer<typeof activityOnlyResponseSchema>;
