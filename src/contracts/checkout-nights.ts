export const MAX_CHECKOUT_NIGHTS_MONTHS = 12;

export type { CheckoutNightsQuery, CheckoutNightsResponse } from './checkout-nights.schema';
