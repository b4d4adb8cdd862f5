import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';

export * from './gift-block';

/** GET /api/content/giftBlock.json?locale */
export const giftBlockQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });

/** Gift block content per locale (product-and-purchase §3). URLs are site paths or address-hash search states. */
export const giftBlockResponseSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageS: z.string(),
  imageL: z.string(),
  boxURL: z.string(),
  singleVoucherURL: z.string(),
  giftcardURL: z.string(),
  activityOnlyURL: z.string(),
  campaign: z.string(),
  category: z.string(),
});
export type GiftBlockResponse = z.infer<typeof giftBlockResponseSchema>;
