import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate } from './common.schema';
import { productId } from './quote.schema';
import { WEEKEND_STATUSES } from './stay-weekends';

export * from './stay-weekends';

/**
 * GET /api/weekend/{id}/weekends.json?adult&child&baby&nights&locale: `nights` is the stay length the card was opened
 * with (absent: the offer's shortest); any other field answers 400.
 */
export const stayWeekendsQuerySchema = z.strictObject({
  id: productId,
  nights: int(1, 14).optional(),
  adult: int(1, 20).default(2),
  child: int(0, 10).default(0),
  baby: int(0, 10).default(0),
  locale: catalogLocale.default('fr_FR'),
});
export type StayWeekendsQuery = z.infer<typeof stayWeekendsQuerySchema>;

export const stayWeekendSchema = z.object({
  /** yyyy-MM-dd: the weekend's Friday (its name, whichever day the stay starts) */
  friday: isoDate,
  status: z.enum(WEEKEND_STATUSES),
  /** the cheapest bookable stay of the weekend (Friday first on a tie); null when none is */
  checkin: isoDate.nullable(),
  checkout: isoDate.nullable(),
  /** what the family pays for the whole stay, in integer cents (EUR, tourist tax paid at the hotel apart); null when not bookable */
  sellPrice: z.number().int().nullable(),
  /** the nights a `minStay` weekend asks for at least; else null */
  minStay: z.number().int().nullable(),
  /** the lowest price of the twelve (every weekend at that price is marked) */
  cheapest: z.boolean(),
});
export type StayWeekend = z.infer<typeof stayWeekendSchema>;

export const stayWeekendsSchema = z.object({
  productId: z.number().int(),
  /** the stay length priced: the one asked, brought within the offer's nights, else the offer's shortest */
  nights: z.number().int().min(1),
  weekends: z.array(stayWeekendSchema),
});
export type StayWeekends = z.infer<typeof stayWeekendsSchema>;
