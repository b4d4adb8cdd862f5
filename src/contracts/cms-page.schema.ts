import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { HOME_FLOWS } from './cms-page';

export * from './cms-page';

/** GET /api/cms/homepage?locale&flow (§7 'home content'): the home page of a flow, booking by default. */
export const homepageQuerySchema = z.object({ locale: catalogLocale.default('fr_FR'), flow: z.enum(HOME_FLOWS).default('booking') });
export type HomepageQuery = z.infer<typeof homepageQuerySchema>;

/** GET /api/preview?secret&path (draft mode on, then the page) or ?exit=1 (draft mode off). */
export const previewQuerySchema = z.object({
  secret: z.string().max(200).optional(),
  path: z.string().max(500).optional(),
  exit: z.enum(['1']).optional(),
});
