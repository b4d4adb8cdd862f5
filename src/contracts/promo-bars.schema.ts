import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { PROMO_BAR_PAGES, PROMO_BAR_FLOWS } from './promo-bars';

export * from './promo-bars';

/** GET /api/cms/promoBars?locale (&page&flow narrow the list; without them every bar active now). */
export const promoBarsQuerySchema = z.object({
  locale: catalogLocale.default('fr_FR'),
  page: z.enum(PROMO_BAR_PAGES).optional(),
  flow: z.enum(['booking', 'gifting']).optional(),
});
export type PromoBarsQuery = z.infer<typeof promoBarsQuerySchema>;

const link = z.object({ label: z.string(), url: z.string(), newTab: z.boolean(), variation: z.enum(['default', 'black']) });
const cta = z.object({ label: z.string(), url: z.string(), newTab: z.boolean() });

/** Promo bar (product-and-purchase §3). */
export const promoBarSchema = z.object({
  internalCode: z.string(),
  campaign: z.string(),
  category: z.string(),
  flow: z.enum(PROMO_BAR_FLOWS),
  pages: z.array(z.enum(PROMO_BAR_PAGES)),
  links: z.array(link),
  ctas: z.array(cta),
  colorPalette: z.object({ background: z.string(), font: z.enum(['light', 'dark']) }),
  /** ISO instants; null = open-ended */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PromoBar = z.infer<typeof promoBarSchema>;

export const promoBarsResponseSchema = z.object({ items: z.array(promoBarSchema) });
export type PromoBarsResponse = z.infer<typeof promoBarsResponseSchema>;
