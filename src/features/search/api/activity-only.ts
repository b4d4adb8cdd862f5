import { ACTIVITY_PACKAGES_PER_HOTEL, type ActivityOnlyResponse } from '@/contracts/activity-only';
import { startImport } from '@/contracts/lazy';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { FetchError } from './offers';
import { withTimeout } from '@/lib/fetch-timeout';

/** The body of POST {api}/search/activity-only.json (§7): the nested criteria, numberOfPackagesPerHotel 20, locale, page. */
export type ActivityOnlyBody = {
  locale?: unknown;
  page?: unknown;
  orderBy?: unknown;
  numberOfPackagesPerHotel: unknown;
  criteria: {
    filters: { property: Record<string, unknown>; offer: Record<string, unknown> };
    sorting: Record<string, unknown>;
    pagination: Record<string, unknown>;
  };
};

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

/** The site's criteria as the activity-only body (the participants are the criteria's adults, already 1 to 2). */
export function toActivityOnlyBody(criteria: SearchCriteriaInput): ActivityOnlyBody {
  const c = criteria;
  return {
    locale: c.locale,
    page: c.page,
    orderBy: c.orderBy,
    numberOfPackagesPerHotel: c.packagesPerHotel ?? ACTIVITY_PACKAGES_PER_HOTEL,
    criteria: {
      filters: {
        property: definedOnly({
          location: c.location && Object.keys(c.location).length > 0 ? c.location : undefined,
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
          category: Array.isArray(c.themeIds) && c.themeIds.length > 0 ? { themeIds: c.themeIds } : undefined,
          activities: c.activityIds,
          familyComposition: c.family,
          price: c.price && Object.keys(c.price).length > 0 ? c.price : undefined,
          tags: c.tags,
        }),
      },
      sorting: definedOnly({ orderBy: c.orderBy }),
      pagination: definedOnly({ page: c.page, pageSize: c.pageSize }),
    },
  };
}

export const activityOnlyUrl = (apiBase: string): string => `${apiBase}/search/activity-only.json`;

/**
 * POST search/activity-only.json, parsed with the contract (cards carry their price list per participant count);
 * the schema (and zod) load with the call, not with the page.
 */
export async function fetchActivityOnly(url: string, body: string): Promise<ActivityOnlyResponse> {
  const schemas = startImport(() => import('@/contracts/activity-only.schema'));
  const response = await fetch(url, withTimeout({ method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body }));
  if (!response.ok) throw new FetchError(`activity-only.json answered ${response.status}`, response.status);
  const answer: unknown = await response.json();
  return (await schemas).activityOnlyResponseSchema.parse(answer);
}
