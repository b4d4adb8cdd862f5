import { z } from 'zod';
import './zod';
import { catalogLocale, int, isoDate, queryBool } from './common.schema';
import { MAX_CHECKOUT_NIGHTS_MONTHS } from './checkout-nights';

export * from './checkout-nights';

/** GET /api/weekend/{id}/packageCheckoutNights.json?checkin|length&adult&child&baby&locale&multiOffer&client&minisite */
export const checkoutNightsQuerySchema = z
  .object({
    id: int(1, 2 ** 31 - 1),
    checkin: isoDate.optional(),
    /** without checkin: months ahead to look for check-ins (1..12) */
    length: int(1, MAX_CHECKOUT_NIGHTS_MONTHS).optional(),
    adult: int(1, 20).default(2),
    child: int(0, 10).default(0),
    baby: int(0, 10).default(0),
    locale: catalogLocale.default('fr_FR'),
    multiOffer: queryBool.optional(),
    client: z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'expected a client code').optional(),
    minisite: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected a minisite id or slug').optional(),
  })
  .refine((q) => q.checkin === undefined || q.length === undefined, { message: 'send checkin or length, not both', path: ['length'] });
export type CheckoutNightsQuery = z.infer<typeof checkoutNightsQuerySchema>;

/** Allowed night counts, ascending (search-and-discovery §3 'Possible nights'). */
export const checkoutNightsResponseSchema = z.array(z.number().int().min(1));
export type CheckoutNightsResponse = z.infer<typeof checkoutNightsResponseSchema>;
