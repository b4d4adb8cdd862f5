import { z } from 'zod';
import './zod';
import { catalogLocale, int } from './common.schema';

export * from './activity-images';

/** GET /api/activities/{activityId}/images.json?locale */
export const activityImagesQuerySchema = z.object({
  activityId: int(1, 2 ** 31 - 1),
  locale: catalogLocale.default('fr_FR'),
});
export type ActivityImagesQuery = z.infer<typeof activityImagesQuerySchema>;

export const activityImageSchema = z.object({
  /** /api/images/<key>.jpg */
  url: z.string(),
  /** the activity's title in the locale, numbered from the second picture */
  alt: z.string(),
});
export type ActivityImage = z.infer<typeof activityImageSchema>;

export const activityImagesResponseSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  images: z.array(activityImageSchema),
});
export type ActivityImagesResponse = z.infer<typeof activityImagesResponseSchema>;
