import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { OffersResponse } from '@/contracts/offers';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { withTimeout } from '@/lib/fetch-timeout';

type Scalar = string | number | boolean | undefined | null;

/** The criteria as the GET offers.json query, keys in a fixed order so the server's SWR key equals the browser's. */
export function offersQuery(criteria: SearchCriteriaInput): URLSearchParams {
  const location = (criteria.location ?? {}) as Record<string, Scalar>;
  const family = (criteria.family ?? {}) as Record<string, Scalar>;
  const price = (criteria.price ?? {}) as Record<string, Scalar>;
  const voucher = (criteria.singleVoucherPrice ?? {}) as Record<string, Scalar>;
  const c = criteria as Record<string, unknown>;
  const entries: [string, unknown][] = [
    ['locale', c.locale],
    ['cityId', location.cityId],
    ['poiId', location.poiId],
    ['departmentId', location.departmentId],
    ['regionId', location.regionId],
    ['touristicId', location.touristicId],
    ['countryId', location.countryId],
    ['seaResortId', location.seaResortId],
    ['skiResortId', location.skiResortId],
    ['lat', location.latitude],
    ['lng', location.longitude],
    ['distanceMin', location.minDistance],
    ['distanceMax', location.maxDistance],
    ['hotelId', c.hotelId],
    ['excludedHotelIds', c.excludedHotelIds],
    ['facilities', c.facilities],
    ['stars', c.stars],
    ['minHotelReviewScore', c.minHotelReviewScore],
    ['hotelTypes', c.hotelTypes],
    ['hotelEnvironments', c.hotelEnvironments],
    ['hotelStyles', c.hotelStyles],
    ['petsAllowed', c.petsAllowed],
    ['checkin', c.checkin],
    ['nights', c.nights],
    ['themeIds', c.themeIds],
    ['activities', c.activityIds],
    ['adults', family.adults],
    ['children', family.children],
    ['babies', family.babies],
    ['singleRoom', family.singleRoom],
    ['priceMin', price.min],
    ['priceMax', price.max],
    ['singleVoucherPriceMin', voucher.min],
    ['singleVoucherPriceMax', voucher.max],
    ['tags', c.tags],
    ['itemCategory', c.itemCategory],
    ['orderBy', c.orderBy],
    ['page', c.page],
    ['pageSize', c.pageSize],
    ['packagesPerHotel', c.packagesPerHotel],
    ['fallbackKey', c.fallbackKey !== undefined ? JSON.stringify(c.fallbackKey) : undefined],
    ['performMapSearch', c.performMapSearch],
  ];
  const query = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else {
      query.set(key, String(value));
    }
  }
  return query;
}

/** The SWR key of a search: the GET URL itself. */
export const offersUrl = (apiBase: string, criteria: SearchCriteriaInput): string => `${apiBase}/offers.json?${offersQuery(criteria).toString()}`;

export class FetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * GET offers.json, parsed with the contract (nothing crosses the seam unparsed). The schema (and zod) load with the
 * first call, never with the page: the server's results arrive through SWR's fallback and are not fetched again.
 */
export async function fetchOffers(url: string): Promise<OffersResponse> {
  const schemas = startImport(() => import('@/contracts/offers.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new FetchError(`offers.json answered ${response.status}`, response.status);
  const body: unknown = await response.json();
  return (await schemas).offersResponseSchema.parse(body);
}

export type UseOffersResult = { offers: OffersResponse | undefined; isLoading: boolean; error: unknown };

/** The stay search for some criteria; `null` waits (no request). Server results arrive through SWR's fallback. */
export function useOffers(apiBase: string, criteria: SearchCriteriaInput | null, options: { keepPrevious?: boolean } = {}): UseOffersResult {
  const key = criteria ? offersUrl(apiBase, criteria) : null;
  const { data, error, isLoading } = useSWR(key, fetchOffers, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: options.keepPrevious ?? false,
    shouldRetryOnError: false,
  });
  return { offers: data, isLoading: key !== null && isLoading, error };
}
