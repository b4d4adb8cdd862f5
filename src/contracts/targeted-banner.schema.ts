import { z } from 'zod';
import './zod';
import { catalogLocale, int } from './common.schema';
import { TARGETED_BANNER_IMAGE_POSITIONS, TARGETED_BANNER_PAGES } from './targeted-banner';

export * from './targeted-banner';

/** GET /api/content/targetedBanner.json?locale&page&themeId */
export const targetedBannerQuerySchema = z.object({
  locale: catalogLocale.default('fr_FR'),
  page: z.enum(TARGETED_BANNER_PAGES).default('search'),
  /** the search's theme: its banners first, then the generic ones; other themes' banners are left out */
  themeId: int(1, 2 ** 31 - 1).optional(),
});
export type TargetedBannerQuery = z.infer<typeof targetedBannerQuerySchema>;

/** Targeted banner (product-and-purchase §3). */
export const targetedBannerSchema = z.object({
  id: z.number().int(),
  themeId: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  imageMobile: z.string(),
  imagePosition: z.enum(TARGETED_BANNER_IMAGE_POSITIONS),
  imageAlt: z.string(),
  ctas: z.array(z.object({ label: z.string(), url: z.string(), newTab: z.boolean(), category: z.string().optional() })),
  url: z.string(),
  newTab: z.boolean(),
  campaign: z.string(),
  category: z.string(),
});
export type TargetedBanner = z.infer<typeof targetedBannerSchema>;

export const targetedBannerResponseSchema = z.object({ items: z.array(targetedBannerSchema) });
export type TargetedBannerResponse = z.infer<typeof targetedBannerResponseSchema>;
