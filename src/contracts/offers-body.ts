/**
 * POST {api}/offers.json's body (search-and-discovery §7) for the site's criteria: the nested criteria of §3
 * (filters.property, filters.offer, filters.gift, sorting, pagination, fallbackKey) plus the call's own options
 * (locale, orderBy, performMapSearch, performGiftableSearch, type 'gift' when gifting) and, for one hotel's offers,
 * hotelId with its stay (adults, children, babies, checkin, night) and packagesPerHotel at the top, as §7 lists them.
 * `offersBodySchema` (search-criteria.schema.ts) reads it back as the very same criteria. No zod here: the browser
 * builds bodies without loading the schemas.
 */
import type { SearchCriteriaInput } from './search-criteria';

export type OffersBodyCriteria = {
  filters: { property: Record<string, unknown>; offer: Record<string, unknown>; gift?: { singleVoucher: { price: Record<string, unknown> } } };
  sorting: Record<string, unknown>;
  pagination: Record<string, unknown>;
  fallbackKey?: unknown;
};

export type OffersBody = { locale?: unknown; criteria: OffersBodyCriteria } & Record<string, unknown>;

/** Members that are undefined or empty lists left out (the schema's defaults apply). */
function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

const nonEmpty = <T extends object>(value: T | undefined): T | undefined => (value && Object.keys(value).length > 0 ? value : undefined);

/** The nested criteria of §3 (what POST offers.json and POST search/activity-only.json both carry). */
export function toBodyCriteria(c: SearchCriteriaInput): OffersBodyCriteria {
  const singleVoucherPrice = nonEmpty(c.singleVoucherPrice);
  return definedOnly({
    filters: definedOnly({
      property: definedOnly({
        location: nonEmpty(c.location),
        excludedHotelIds: c.excludedHotelIds,
        facilities: c.facilities,
        stars: c.stars,
        minHotelReviewScore: c.minHotelReviewScore,
        hotelEnvironments: c.hotelEnvironments,
        hotelStyles: c.hotelStyles,
        hotelTypes: c.hotelTypes,
        petsAllowed: c.petsAllowed,
      }),
      offer: definedOnly({
        checkin: c.checkin,
        nights: c.nights,
        flexible: c.flexible,
        category: Array.isArray(c.themeIds) && c.themeIds.length > 0 ? { themeIds: c.themeIds } : undefined,
        activities: c.activityIds,
        activityGroups: c.activityGroupIds,
        familyComposition: c.family,
        price: nonEmpty(c.price),
        tags: c.tags,
      }),
      gift: singleVoucherPrice ? { singleVoucher: { price: singleVoucherPrice } } : undefined,
    }),
    sorting: definedOnly({ orderBy: c.orderBy }),
    pagination: definedOnly({ page: c.page, pageSize: c.pageSize }),
    fallbackKey: c.fallbackKey,
  });
}

/**
 * The whole POST offers.json body. A search of one hotel (the hotel offers drawer, a map marker's stay) also
 * carries §7's top-level hotel fields; gifting says `type: 'gift'`.
 * ({ hotelId: 9, family: { adults: 2 }, packagesPerHotel: 20 }) → { criteria: {…}, hotelId: 9, adults: 2, packagesPerHotel: 20 }
 */
export function toOffersBody(c: SearchCriteriaInput): OffersBody {
  const hotel = c.hotelId !== undefined;
  return definedOnly({
    locale: c.locale,
    criteria: toBodyCriteria(c),
    orderBy: c.orderBy,
    performMapSearch: c.performMapSearch,
    performGiftableSearch: c.performGiftableSearch,
    type: c.itemCategory === 'single_voucher' ? ('gift' as const) : undefined,
    itemCategory: c.itemCategory === 'single_voucher' ? undefined : c.itemCategory,
    hotelId: c.hotelId,
    adults: hotel ? c.family?.adults : undefined,
    children: hotel ? c.family?.children : undefined,
    babies: hotel ? c.family?.babies : undefined,
    checkin: hotel ? c.checkin : undefined,
    night: hotel ? c.nights : undefined,
    packagesPerHotel: c.packagesPerHotel,
  });
}
