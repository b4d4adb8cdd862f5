import type { GiftFormat } from '@/contracts/gift-boxes';
import type { ShippingCost, ShippingCostsResponse } from '@/contracts/shipping-costs';
import { countryOf, type Locale } from '@/lib/locales';

/** The shipping cost of a box in cents: none for digital; physical = own country's shipping + international fee (§4). */
export function shippingTotal(format: GiftFormat, cost: ShippingCost | undefined): number {
  if (format === 'digital' || !cost) return 0;
  return cost.shippingCost + cost.internationalShippingFee;
}

/** The visitor's own country's costs (keyed by lower-case country code: 'fr', 'be'…), or undefined. */
export function ownCountryCost(costs: ShippingCostsResponse, locale: Locale): ShippingCost | undefined {
  return costs.shippingCostsPerCountry[countryOf(locale).toLowerCase()];
}
