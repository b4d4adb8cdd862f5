import { z } from 'zod';
import './zod';
import { catalogLocale, codeList, idList, int, isoDate, isoMonth, num, queryBool } from './common.schema';
import { toList } from './common';
import { fromOffersQuery } from './offers-query';
import { DEFAULT_PAGE_SIZE, FLEXIBLE_ARRIVALS, ITEM_CATEGORIES, LOCATION_TYPES, MAX_FLEXIBLE_MONTHS, MAX_PAGE_SIZE, ORDER_BY } from './search-criteria';

export * from './search-criteria';

export const fallbackKeySchema = z.object({
  destination: z
    .object({
      value: z.coerce.number().int().positive().optional(),
      type: z.enum(LOCATION_TYPES).optional(),
      isAround: z.boolean().default(false),
      isExpanded: z.boolean().default(false),
    })
    .optional(),
  dates: z.object({ checkin: isoDate.optional(), isRemoved: z.boolean().default(false) }).optional(),
  category: z.object({ value: z.coerce.number().int().positive().optional(), isRemoved: z.boolean().default(false) }).optional(),
  value: z.string().max(200).optional(),
  order: z.coerce.number().int().min(0).max(20).optional(),
});
export type FallbackKey = z.infer<typeof fallbackKeySchema>;

const location = z
  .object({
    cityId: int(1, 2 ** 31 - 1).optional(),
    poiId: int(1, 2 ** 31 - 1).optional(),
    departmentId: int(1, 2 ** 31 - 1).optional(),
    regionId: int(1, 2 ** 31 - 1).optional(),
    touristicId: int(1, 2 ** 31 - 1).optional(),
    countryId: int(1, 2 ** 31 - 1).optional(),
    seaResortId: int(1, 2 ** 31 - 1).optional(),
    skiResortId: int(1, 2 ** 31 - 1).optional(),
    latitude: num(-90, 90).optional(),
    longitude: num(-180, 180).optional(),
    minDistance: num(0, 2000).optional(),
    maxDistance: num(0, 2000).optional(),
  })
  .refine((l) => (l.latitude === undefined) === (l.longitude === undefined), 'latitude and longitude go together')
  .refine((l) => l.minDistance === undefined || l.maxDistance === undefined || l.minDistance <= l.maxDistance, 'minDistance must not exceed maxDistance')
  .refine(
    (l) =>
      (l.minDistance === undefined && l.maxDistance === undefined) ||
      l.latitude !== undefined ||
      [l.cityId, l.poiId, l.departmentId, l.regionId, l.touristicId, l.countryId, l.seaResortId, l.skiResortId].some((id) => id !== undefined),
    'a distance needs a position: latitude and longitude, or a place',
  );

const family = z.object({
  adults: int(1, 20).default(2),
  children: int(0, 10).default(0),
  babies: int(0, 10).default(0),
  singleRoom: queryBool.default(false),
});

const priceRange = z
  .object({ min: int(0, 100_000_000).optional(), max: int(0, 100_000_000).optional() })
  .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, 'min must not exceed max');

/**
 * Flexible dates: an arrival rule, a length of 1 or 2 nights and 1 to 3 distinct months (given in any order, kept
 * ascending). Whether the months lie among the next twelve depends on the point of sale's day: the search checks it.
 */
export const flexibleDatesSchema = z.object({
  arrival: z.enum(FLEXIBLE_ARRIVALS),
  nights: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  months: z
    .preprocess(toList, z.array(isoMonth).min(1).max(MAX_FLEXIBLE_MONTHS))
    .refine((months) => new Set(months).size === months.length, 'months must be distinct')
    .transform((months) => [...months].sort()),
});

/** The one internal shape of a stay search, whatever way it arrived (GET query or POST body). */
const criteriaFields = z.object({
  locale: catalogLocale.default('fr_FR'),
  location: location.default({}),
  hotelId: int(1, 2 ** 31 - 1).optional(),
  excludedHotelIds: idList(500).default([]),
  facilities: codeList().default([]),
  stars: z.preprocess(toList, z.array(int(1, 5)).max(5)).default([]),
  minHotelReviewScore: num(0, 10).optional(),
  hotelTypes: codeList().default([]),
  hotelEnvironments: codeList().default([]),
  hotelStyles: codeList().default([]),
  petsAllowed: queryBool.optional(),
  checkin: isoDate.optional(),
  nights: int(1, 14).optional(),
  /** Flexible dates instead of checkin and nights (never with them, nor in gifting). */
  flexible: flexibleDatesSchema.optional(),
  themeIds: idList(50).default([]),
  activityIds: idList(100).default([]),
  /** Activity groups (any of), as the Activities facet lists them. */
  activityGroupIds: idList(50).default([]),
  family: family.default({ adults: 2, children: 0, babies: 0, singleRoom: false }),
  price: priceRange.default({}),
  singleVoucherPrice: priceRange.default({}),
  tags: codeList().default([]),
  itemCategory: z.enum(ITEM_CATEGORIES).optional(),
  orderBy: z.enum(ORDER_BY).default('priceQuality'),
  page: int(0, 10_000).default(0),
  pageSize: int(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  packagesPerHotel: int(1, 20).optional(),
  fallbackKey: fallbackKeySchema.optional(),
  performMapSearch: queryBool.default(false),
  performGiftableSearch: queryBool.default(false),
});

export const searchCriteriaSchema = criteriaFields.superRefine((c, ctx) => {
  if (!c.flexible) return;
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.checkin !== undefined || c.nights !== undefined) problem('flexible', 'flexible dates and a checkin or nights are exclusive');
  if (c.performGiftableSearch) problem('flexible', 'flexible dates do not go with performGiftableSearch (gifts have no dates)');
  if (c.itemCategory !== undefined && c.itemCategory !== 'weekend') problem('flexible', 'flexible dates are for stays only');
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;

/** GET {api}/offers.json: the criteria as flat query parameters (comma-joined lists), keys of offers-query.ts. */
export const offersQuerySchema = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]).optional())
  .transform((query, ctx) => {
    const decoded = fromOffersQuery(query);
    if ('problems' in decoded) {
      for (const { key, message } of decoded.problems) ctx.addIssue({ code: 'custom', path: [key], message });
      return z.NEVER;
    }
    return stripUndefined(decoded.criteria) as SearchCriteriaInput;
  })
  .pipe(searchCriteriaSchema);

/** POST {api}/offers.json: the nested criteria of search-and-discovery §3 plus the call's own options. */
export const offersBodySchema = z
  .object({
    locale: z.string().optional(),
    criteria: z
      .object({
        filters: z
          .object({
            property: z
              .object({
                location: z.record(z.string(), z.unknown()).optional(),
                excludedHotelIds: z.unknown().optional(),
                facilities: z.unknown().optional(),
                stars: z.unknown().optional(),
                minHotelReviewScore: z.unknown().optional(),
                hotelEnvironments: z.unknown().optional(),
                hotelStyles: z.unknown().optional(),
                hotelTypes: z.unknown().optional(),
                petsAllowed: z.unknown().optional(),
              })
              .optional(),
            offer: z
              .object({
                checkin: z.unknown().optional(),
                nights: z.unknown().optional(),
                flexible: z.unknown().optional(),
                category: z.object({ themeIds: z.unknown().optional() }).optional(),
                activities: z.unknown().optional(),
                activityGroups: z.unknown().optional(),
                familyComposition: z.record(z.string(), z.unknown()).optional(),
                price: z.object({ min: z.unknown().optional(), max: z.unknown().optional() }).optional(),
                tags: z.unknown().optional(),
              })
              .optional(),
            gift: z.object({ singleVoucher: z.object({ price: z.unknown().optional() }).optional() }).optional(),
          })
          .optional(),
        sorting: z.object({ orderBy: z.unknown().optional() }).optional(),
        pagination: z.object({ page: z.unknown().optional(), pageSize: z.unknown().optional() }).optional(),
        fallbackKey: z.unknown().optional(),
      })
      .default({}),
    orderBy: z.unknown().optional(),
    hotelId: z.unknown().optional(),
    adults: z.unknown().optional(),
    children: z.unknown().optional(),
    babies: z.unknown().optional(),
    checkin: z.unknown().optional(),
    night: z.unknown().optional(),
    packagesPerHotel: z.unknown().optional(),
    type: z.enum(['gift']).optional(),
    itemCategory: z.unknown().optional(),
    performMapSearch: z.unknown().optional(),
    performGiftableSearch: z.unknown().optional(),
  })
  .transform((b) => {
    const property = b.criteria.filters?.property ?? {};
    const offer = b.criteria.filters?.offer ?? {};
    const family = offer.familyComposition ?? {};
    return stripUndefined({
      locale: b.locale,
      location: property.location ?? {},
      hotelId: b.hotelId,
      excludedHotelIds: property.excludedHotelIds,
      facilities: property.facilities,
      stars: property.stars,
      minHotelReviewScore: property.minHotelReviewScore,
      hotelTypes: property.hotelTypes,
      hotelEnvironments: property.hotelEnvironments,
      hotelStyles: property.hotelStyles,
      petsAllowed: property.petsAllowed,
      checkin: b.checkin ?? offer.checkin,
      nights: b.night ?? offer.nights,
      flexible: offer.flexible,
      themeIds: offer.category?.themeIds,
      activityIds: offer.activities,
      activityGroupIds: offer.activityGroups,
      family: {
        adults: b.adults ?? family.adults,
        children: b.children ?? family.children,
        babies: b.babies ?? family.babies,
        singleRoom: family.singleRoom,
      },
      price: offer.price ?? {},
      singleVoucherPrice: b.criteria.filters?.gift?.singleVoucher?.price ?? {},
      tags: offer.tags,
      itemCategory: b.itemCategory ?? (b.type === 'gift' ? 'single_voucher' : undefined),
      orderBy: b.orderBy ?? b.criteria.sorting?.orderBy,
      page: b.criteria.pagination?.page,
      pageSize: b.criteria.pagination?.pageSize,
      packagesPerHotel: b.packagesPerHotel,
      fallbackKey: b.criteria.fallbackKey,
      performMapSearch: b.performMapSearch,
      performGiftableSearch: b.performGiftableSearch,
    }) as SearchCriteriaInput;
  })
  .pipe(searchCriteriaSchema);

/** Drop undefined members (deeply, for plain objects) so schema defaults apply. */
function stripUndefined<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? stripUndefined(v as Record<string, unknown>) : v;
  }
  return out as T;
}
