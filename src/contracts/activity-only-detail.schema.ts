import { z } from 'zod';
import './zod';
import { catalogLocale, imagesBySizeSchema } from './common.schema';
import { productId } from './quote.schema';

export * from './activity-only-detail';

/** GET /api/activity-only/weekend/{id}/detail.json?locale (§7): an activity-only product. */
export const activityOnlyDetailQuerySchema = z.object({
  id: productId,
  locale: catalogLocale.default('fr_FR'),
});
export type ActivityOnlyDetailQuery = z.infer<typeof activityOnlyDetailQuerySchema>;

const imageSchema = z.object({ url: z.string(), alt: z.string() });

/** The activity centre: the establishment where the activity takes place (§3 activityCenter). */
export const activityCentreSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  star: z.number().int().min(0).max(5),
  main: z.boolean(),
  location: z.object({
    label: z.string(),
    address: z.string(),
    postcode: z.string(),
    completeAddress: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});
export type ActivityCentre = z.infer<typeof activityCentreSchema>;

export const activityOnlyItemSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** the activity's universe: its group's label ('Spa & bien-être') */
  univers: z.string().nullable(),
  composition: z.string(),
  schedules: z.array(z.string()),
  importantInformation: z.string(),
  imageUrl: z.string(),
  activityCenter: activityCentreSchema,
});
export type ActivityOnlyItem = z.infer<typeof activityOnlyItemSchema>;

export const activityOnlyLocationSchema = z.object({ label: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() });
export type ActivityOnlyLocation = z.infer<typeof activityOnlyLocationSchema>;

/** The price for a number of people, integer cents; refPrice is the bar price (§3 'refPrice from barPrice'). */
export const activityPaxPriceSchema = z.object({
  sellPrice: z.number().int(),
  refPrice: z.number().int(),
  /** rounded percent (activityPromo) */
  promo: z.number().int().min(0).max(100),
  moneySaved: z.number().int().min(0),
  paxComposition: z.object({ adults: z.number().int().min(1) }),
  priceType: z.literal('final'),
});
export type ActivityPaxPrice = z.infer<typeof activityPaxPriceSchema>;

export const activityOnlyDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string(),
  /** false for an unpublished or expired product (§2.3: the unpublished notice replaces the purchase panel) */
  published: z.boolean(),
  images: z.array(imageSchema),
  /** §3 'imagesBySize (120_80, 640_360, 960_540)': each of `images` at those sizes */
  imagesBySize: imagesBySizeSchema,
  activities: z.array(activityOnlyItemSchema),
  importantInformation: z.array(z.string()),
  niceToKnow: z.array(z.string()),
  locations: z.array(activityOnlyLocationSchema),
  mainActivityCenter: activityCentreSchema,
  /** keyed by the number of people ('1', '2') */
  prices: z.record(z.string().regex(/^\d+$/), activityPaxPriceSchema),
  breadCrumb: z.array(z.object({ label: z.string() })),
  pageModel: z.object({ pageTitle: z.string(), metaDescription: z.string(), metaRobots: z.string() }),
});
export type ActivityOnlyDetail = z.infer<typeof activityOnlyDetailSchema>;
