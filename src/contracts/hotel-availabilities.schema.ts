import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoMonth } from './common.schema';
import { MAX_AVAILABILITY_MONTHS } from './hotel-availabilities';

export * from './hotel-availabilities';

/** GET /api/hotels/{hotelId}/availabilities.json?locale&month=yyyy-MM&length=1..12 */
export const hotelAvailabilitiesQuerySchema = z.object({
  hotelId: int(1, 2 ** 31 - 1),
  locale: catalogLocale.default('fr_FR'),
  /** first month; default the current month */
  month: isoMonth.refine((m) => m >= '2000-01' && m <= '2100-12', 'month out of range').optional(),
  length: int(1, MAX_AVAILABILITY_MONTHS).default(1),
});
export type HotelAvailabilitiesQuery = z.infer<typeof hotelAvailabilitiesQuerySchema>;

/** One bookable day (search-and-discovery §3 'Availabilities'). Money in euros. */
export const availabilityDaySchema = z.object({
  /** the per-night amount formatted for the locale ('89 €') */
  price: z.string(),
  /** per night for 2 adults of the cheapest stay starting that day, rounded up to the euro */
  amount: z.number(),
  /** minimum length of stay from that day, in nights */
  minLos: z.number().int().min(1),
  /** total of that stay (minLos nights, 2 adults), in euros */
  displayTotalPrice: z.number(),
  /** yyyy-MM-dd */
  day: z.string(),
  /** promotion percent on that night (0 = none) */
  promo: z.number().int().min(0),
  /** the cheapest amount of its calendar month */
  bestPriceOfTheMonth: z.boolean(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const hotelAvailabilitiesResponseSchema = z.object({
  /** every day of the requested months; null = no availability */
  days: z.record(z.string(), availabilityDaySchema.nullable()),
});
export type HotelAvailabilitiesResponse = z.infer<typeof hotelAvailabilitiesResponseSchema>;
