export const PRICE_TYPES = ['from', 'final', 'gift', 'beneficiary'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export type { OfferCard, SearchDetails, OffersResponse, MapSearchResponse } from './offers.schema';
