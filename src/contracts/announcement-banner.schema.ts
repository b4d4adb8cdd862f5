import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { COLOR_VARIATIONS } from './announcement-banner';

export * from './announcement-banner';

/** GET /api/content/strapiAnnouncementBanner.json?locale */
export const announcementBannerQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });

/** Rich text as stored: paragraphs of text runs. */
export const richTextSchema = z.array(
  z.object({
    type: z.string(),
    children: z.array(z.object({ text: z.string(), bold: z.boolean().optional(), italic: z.boolean().optional() }).passthrough()),
  }),
);
export type RichText = z.infer<typeof richTextSchema>;

export const announcementBannerSchema = z.object({
  id: z.number().int(),
  content: richTextSchema,
  /** `content` as HTML, sanitised by the catalog (paragraphs, emphasis, safe links only): the one form the site renders. */
  html: z.string(),
  colorVariation: z.enum(COLOR_VARIATIONS),
  link: z.object({ url: z.string() }).nullable(),
});
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

/** Announcement banner per page kind (product-and-purchase §2.9): an empty list shows nothing. */
export const announcementBannerResponseSchema = z.object({
  homePages: z.array(announcementBannerSchema),
  searchPages: z.array(announcementBannerSchema),
  productPages: z.array(announcementBannerSchema),
});
export type AnnouncementBannerResponse = z.infer<typeof announcementBannerResponseSchema>;
