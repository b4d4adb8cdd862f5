import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';

export * from './shipping-costs';

/** GET /api/single-voucher/shipping-costs?pos (the point of sale, fr_FR…) */
export const shippingCostsQuerySchema = z.object({ pos: catalogLocale.default('fr_FR') });
export type ShippingCostsQuery = z.infer<typeof shippingCostsQuerySchema>;

export const shippingCostSchema = z.object({
  /** cents, to an address in that country */
  shippingCost: z.number().int().nonnegative(),
  /** cents, added when the point of sale ships from abroad */
  internationalShippingFee: z.number().int().nonnegative(),
});
export type ShippingCost = z.infer<typeof shippingCostSchema>;

export const shippingCostsResponseSchema = z.object({
  /** keyed by lower-case country code: 'fr', 'es', 'be', 'nl', 'it' */
  shippingCostsPerCountry: z.record(z.string(), shippingCostSchema),
});
export type ShippingCostsResponse = z.infer<typeof shippingCostsResponseSchema>;
