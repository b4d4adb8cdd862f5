import { z } from 'zod';
import { catalogLocale } from './common';
import { themeOfTheWeekSchema } from './themes';

/** GET /api/content/menu.json?locale */
export const menuQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });

/** The mega menu goes four levels deep (search-and-discovery §2 'Navigation pieces'). */
export const MENU_MAX_DEPTH = 4;

export type MenuLinkNode = {
  _id: string;
  label: string;
  uri: string | null;
  /** address-hash search state the link opens (city=…, theme=…), when it is a search */
  location: string | null;
  variant: string | null;
  count: number | null;
  children: MenuLinkNode[];
  thisWeekTheme?: { themaTitle: string; description: string; weekendUrl: string };
};

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
