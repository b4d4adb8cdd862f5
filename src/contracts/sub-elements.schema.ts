import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';

export * from './sub-elements';

/** GET /api/sub-elements/available-custom-sub-elements?locale */
export const subElementsQuerySchema = z.object({ locale: catalogLocale.default('fr_FR') });
export type SubElementsQuery = z.infer<typeof subElementsQuerySchema>;

export const subElementCategorySchema = z.object({
  id: z.number().int(),
  /** the catalog's reference name, the same in every locale (its lower case is the hash key: 'sleeves') */
  name: z.string(),
  /** the name in the visitor's language */
  label: z.string(),
  description: z.string(),
  singleSelection: z.boolean(),
});
export type SubElementCategory = z.infer<typeof subElementCategorySchema>;

export const subElementSchema = z.object({
  id: z.number().int(),
  /** in the visitor's language */
  name: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int(),
  /** cents */
  price: z.number().int(),
  recommendedByWed: z.boolean(),
});
export type SubElement = z.infer<typeof subElementSchema>;

export const subElementsResponseSchema = z.object({
  categories: z.array(subElementCategorySchema),
  availableCustomSubElements: z.array(subElementSchema),
});
export type SubElementsResponse = z.infer<typeof subElementsResponseSchema>;
