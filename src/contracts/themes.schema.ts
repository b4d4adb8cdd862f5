import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';

export * from './themes';

/** GET /api/content/themes.json?locale */
export const themesQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });

export const themeSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), icon: z.string() });
export type Theme = z.infer<typeof themeSchema>;

/** The weekly suggested theme of the themes panel ('I want to go!'). weekendUrl is an address-hash search state. */
export const themeOfTheWeekSchema = z.object({
  themeId: z.number().int(),
  themaTitle: z.string(),
  description: z.string(),
  weekendUrl: z.string(),
  /** Monday of the week, yyyy-MM-dd */
  weekStart: z.string(),
});
export type ThemeOfTheWeek = z.infer<typeof themeOfTheWeekSchema>;

export const themesResponseSchema = z.object({ themes: z.array(themeSchema), themeOfTheWeek: themeOfTheWeekSchema.nullable() });
export type ThemesResponse = z.infer<typeof themesResponseSchema>;
