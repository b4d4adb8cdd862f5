export type { ShippingCostsQuery, ShippingCost, ShippingCostsResponse } from './shipping-costs.schema';
