/** A stay product's state: only `active` can be booked; the others show the 'Too late!' page (§2.1). */
export const PRODUCT_STATUSES = ['active', 'expired', 'unpublished'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * §3 `infoGeneral`: the general-information codes the catalog groups a hotel's facilities by, and the facilities
 * (vocabulary codes) each groups. Code `parking` gives the parking information: the car park and its charging point.
 */
export const INFO_GENERAL = { parking: ['parking', 'ev_charging'] } as const;
export type InfoGeneralCode = keyof typeof INFO_GENERAL;
export const INFO_GENERAL_CODES = Object.keys(INFO_GENERAL) as [InfoGeneralCode, ...InfoGeneralCode[]];

export type { WeekendDetailQuery, DetailVocabularyItem, DetailActivity, DetailHotel, DetailRoom, DetailUpsell, WeekendDetail } from './weekend-detail.schema';
