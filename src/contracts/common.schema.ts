import { z } from 'zod';
import './zod';
import { CATALOG_LOCALES, toList } from './common';
import { isIsoDay } from '@/lib/days';
import { IMAGE_SIZES } from './image-sizes';

export * from './common';

export const catalogLocale = z
  .string()
  .transform((v) => v.replace('-', '_'))
  .pipe(z.enum(CATALOG_LOCALES));

/** A list of positive integer ids, at most `max` of them. */
export const idList = (max = 200) => z.preprocess(toList, z.array(z.coerce.number().int().positive().max(2 ** 31 - 1)).max(max));

/** A list of short codes (facilities, tags, hotel types...). */
export const codeList = (max = 50) => z.preprocess(toList, z.array(z.string().trim().regex(/^[a-z0-9_-]{1,40}$/i)).max(max));

export const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const num = (min: number, max: number) => z.coerce.number().finite().min(min).max(max);

/** Query booleans: true/false/1/0. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** yyyy-MM-dd that is a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')
  .refine((v): boolean => isIsoDay(v), 'not a calendar date');

/** yyyy-MM */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected yyyy-MM');

export const apiError = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** §3 `imagesBySize`: per picture, its addresses by named size (src/contracts/image-sizes.ts). */
export const imagesBySizeSchema = z.array(z.partialRecord(z.enum(IMAGE_SIZES), z.string()));
