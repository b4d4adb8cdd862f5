export type { ProductOffersQuery, ProductOffer, ProductOffersResponse } from './product-offers.schema';
