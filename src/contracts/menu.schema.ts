import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { themeOfTheWeekSchema } from './themes.schema';
import type { MenuLinkNode } from './menu';

export * from './menu';

/** GET /api/content/menu.json?locale */
export const menuQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });

/** Menu link node (search-and-discovery §3). */
export const menuLinkNodeSchema: z.ZodType<MenuLinkNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    label: z.string(),
    uri: z.string().nullable(),
    location: z.string().nullable(),
    variant: z.string().nullable(),
    count: z.number().int().nullable(),
    children: z.array(menuLinkNodeSchema),
    thisWeekTheme: themeOfTheWeekSchema.pick({ themaTitle: true, description: true, weekendUrl: true }).optional(),
  }),
);

export const menuResponseSchema = z.object({ items: z.array(menuLinkNodeSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
