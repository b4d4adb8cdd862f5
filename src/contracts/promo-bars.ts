export const PROMO_BAR_PAGES = ['home', 'product', 'search'] as const;
export const PROMO_BAR_FLOWS = ['booking', 'gifting', 'all'] as const;

export type { PromoBarsQuery, PromoBar, PromoBarsResponse } from './promo-bars.schema';
