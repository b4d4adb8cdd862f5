import { ACTIVITY_PACKAGES_PER_HOTEL, type ActivityOnlyResponse } from '@/contracts/activity-only';
import { startImport } from '@/contracts/lazy';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { toBodyCriteria, type OffersBodyCriteria } from '@/contracts/offers-body';
import { FetchError } from './offers';
import { withTimeout } from '@/lib/fetch-timeout';

/** The body of POST {api}/search/activity-only.json (§7): the nested criteria, numberOfPackagesPerHotel 20, locale, page. */
export type ActivityOnlyBody = {
  locale?: unknown;
  page?: unknown;
  orderBy?: unknown;
  numberOfPackagesPerHotel: unknown;
  criteria: OffersBodyCriteria;
};

/** The site's criteria as the activity-only body (the participants are the criteria's adults, already 1 to 2). */
export function toActivityOnlyBody(criteria: SearchCriteriaInput): ActivityOnlyBody {
  return {
    locale: criteria.locale,
    page: criteria.page,
    orderBy: criteria.orderBy,
    numberOfPackagesPerHotel: criteria.packagesPerHotel ?? ACTIVITY_PACKAGES_PER_HOTEL,
    criteria: toBodyCriteria(criteria),
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
