import type { CatalogLocaleCode } from '@/contracts/common';
import { DEFAULT_PAGE_SIZE, type Flow, type ItemCategory, type SearchCriteriaInput } from '@/contracts/search-criteria';
import { splitPets } from '@/shared/search-address';
import { usableDates } from '@/shared/search-address';
import { timeZoneOf } from '@/lib/locales';
import type { SearchState } from '@/shared/search-address';
import { effectiveSort, flexibleInFlow, flexibleStayOf } from '@/shared/search-address';
import { todayAt } from '@/lib/days';

/** Offers per hotel in hotel search and activity-only search (§9). */
export const PACKAGES_PER_HOTEL = 20;

export type CriteriaOptions = {
  /** Decides whether the dates are still usable (checkin not past). */
  now: Date;
  pageSize?: number;
  excludedHotelIds?: number[];
  performMapSearch?: boolean;
};

const ITEM_CATEGORY: Record<Flow, ItemCategory> = {
  booking: 'weekend',
  hotel: 'weekend',
  gifting: 'single_voucher',
  activity: 'activity',
};

/** The item category a flow searches: gifting → single_voucher, activity → activity, otherwise weekend. */
export const itemCategoryOf = (flow: Flow): ItemCategory => ITEM_CATEGORY[flow];

/** The distance filter is sent only with a position: lat and lng, or a city (§5). */
export const canFilterByDistance = (state: SearchState): boolean => state.position !== undefined || state.city !== undefined;

/**
 * The lowest review score a search asks for: the chosen hotel-score option and any
 * minHotelReviewScore in the hash, the stricter of the two.
 */
export function minReviewScoreOf(state: SearchState): number | undefined {
  const scores = [state.hotelScore, state.minHotelReviewScore].filter((s): s is number => s !== undefined && s > 0);
  return scores.length > 0 ? Math.max(...scores) : undefined;
}

/** Price bounds in cents for the flow: gifting filters on the single-voucher price. */
export function priceBoundsOf(state: SearchState): { min?: number; max?: number } {
  return state.flow === 'gifting'
    ? { min: state.singleVoucherPriceMin, max: state.singleVoucherPriceMax }
    : { min: state.priceMin, max: state.priceMax };
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Search state → the criteria the site sends to the catalog (`SearchCriteriaInput`):
 * - dates only when checkin and checkout are set and the checkin is not past at `options.now` on the locale's clock;
 *   otherwise a flexible search's dates (`flexible`), its months re-checked at `options.now` (booking and hotel flows);
 * - pets sent as petsAllowed, never in facilities; distance only with a position;
 * - gifting filters on `singleVoucherPrice` (not `price`); prices stay in cents;
 * - flow → itemCategory; a sort not available in this flow falls back to priceQuality.
 */
export function toSearchCriteria(state: SearchState, locale: CatalogLocaleCode, options: CriteriaOptions): SearchCriteriaInput {
  const dates = usableDates(state, options.now, timeZoneOf(locale));
  const flexible = !dates && flexibleInFlow(state.flow) ? flexibleStayOf(state.flexible, todayAt(timeZoneOf(locale), options.now)) : undefined;
  const { facilities, petsAllowed } = splitPets(state.facilities);
  const withDistance = canFilterByDistance(state);
  const price = priceBoundsOf(state);
  const hasPosition = state.position !== undefined;

  return definedOnly({
    locale,
    location: definedOnly({
      cityId: state.city,
      poiId: state.poi,
      departmentId: state.department,
      regionId: state.region,
      touristicId: state.touristicRegion,
      countryId: state.country,
      seaResortId: state.seaResort,
      skiResortId: state.skiResort,
      latitude: state.position?.lat,
      longitude: state.position?.lng,
      minDistance: withDistance ? state.distanceMin : undefined,
      maxDistance: withDistance ? state.distanceMax : undefined,
    }),
    hotelId: state.hotelId ?? state.hotel,
    excludedHotelIds: options.excludedHotelIds,
    facilities,
    petsAllowed: state.petsAllowed || petsAllowed ? true : undefined,
    stars: state.stars,
    minHotelReviewScore: minReviewScoreOf(state),
    hotelTypes: state.hotelTypes,
    hotelEnvironments: state.hotelEnvironments,
    hotelStyles: state.hotelStyles,
    checkin: dates?.checkin,
    nights: dates?.nights,
    flexible,
    themeIds: state.theme !== undefined ? [state.theme] : [],
    activityIds: state.activities,
    family: { adults: state.adults, children: state.children, babies: state.babies, singleRoom: state.singleRoom },
    price: state.flow === 'gifting' ? {} : definedOnly(price),
    singleVoucherPrice: state.flow === 'gifting' ? definedOnly(price) : {},
    tags: state.tags,
    itemCategory: itemCategoryOf(state.flow),
    orderBy: effectiveSort(state.sort, { flow: state.flow, hasPosition }),
    page: state.page,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    packagesPerHotel: state.flow === 'hotel' || state.flow === 'activity' ? PACKAGES_PER_HOTEL : undefined,
    performMapSearch: options.performMapSearch,
  });
}

/**
 * The facet refresh criteria of §7, as flat query parameters (lists comma-joined, pets as
 * petsAllowed, gifting prices as singleVoucherPriceMin/Max, distance only with a position).
 * The facets call adds the search scope (destination, dates, guests) and its own options.
 */
export function toFacetQuery(state: SearchState): Record<string, string> {
  const { facilities, petsAllowed } = splitPets(state.facilities);
  const withDistance = canFilterByDistance(state);
  const price = priceBoundsOf(state);
  const [minKey, maxKey] = state.flow === 'gifting' ? ['singleVoucherPriceMin', 'singleVoucherPriceMax'] : ['priceMin', 'priceMax'];
  const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(',') : undefined);
  const text = (value: number | undefined) => (value !== undefined ? String(value) : undefined);
  const score = minReviewScoreOf(state);

  const query: Record<string, string | undefined> = {
    hotelType: list(state.hotelTypes),
    hotelEnvironment: list(state.hotelEnvironments),
    hotelStyle: list(state.hotelStyles),
    stars: list(state.stars),
    minHotelReviewScore: text(score),
    [minKey]: text(price.min),
    [maxKey]: text(price.max),
    facilities: list(facilities),
    petsAllowed: state.petsAllowed || petsAllowed ? 'true' : undefined,
    distanceMin: withDistance ? text(state.distanceMin) : undefined,
    distanceMax: withDistance ? text(state.distanceMax) : undefined,
    lat: text(state.position?.lat),
    lng: text(state.position?.lng),
    tags: list(state.tags),
    activities: list(state.activities),
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
