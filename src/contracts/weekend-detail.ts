/** A stay product's state: only `active` can be booked; the others show the 'Too late!' page (§2.1). */
export const PRODUCT_STATUSES = ['active', 'expired', 'unpublished'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export type { WeekendDetailQuery, DetailVocabularyItem, DetailActivity, DetailHotel, DetailRoom, DetailUpsell, WeekendDetail } from './weekend-detail.schema';
