import useSWR, { unstable_serialize } from 'swr';
import type { ActivityOnlyResponse } from '@/contracts/activity-only';
import type { OffersResponse } from '@/contracts/offers';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { activityOnlyUrl, fetchActivityOnly, toActivityOnlyBody } from './activity-only';
import { fetchOffers, offersUrl } from './offers';

/**
 * The request of a results search: the stay search is GET offers.json (its URL is the key); the
 * activity flow uses its own search, POST search/activity-only.json (§1, §7), keyed by URL and body.
 */
export type ResultsKey = string | readonly ['POST', string, string];

export type ResultsResponse = OffersResponse | ActivityOnlyResponse;

export function resultsKey(apiBase: string, criteria: SearchCriteriaInput): ResultsKey {
  return criteria.itemCategory === 'activity' ? ['POST', activityOnlyUrl(apiBase), JSON.stringify(toActivityOnlyBody(criteria))] : offersUrl(apiBase, criteria);
}

/** The key as SWR stores it: the server puts its answer in SWR's fallback under this string. */
export const serializeResultsKey = (key: ResultsKey): string => (typeof key === 'string' ? key : unstable_serialize(key));

export function fetchResults(key: ResultsKey): Promise<ResultsResponse> {
  return typeof key === 'string' ? fetchOffers(key) : fetchActivityOnly(key[1], key[2]);
}

export type UseResults = { results: ResultsResponse | undefined; isLoading: boolean; error: unknown; key: string | null };

/** The results of some criteria; `null` waits (no request). Server results arrive through SWR's fallback. */
export function useSearchResults(apiBase: string, criteria: SearchCriteriaInput | null): UseResults {
  const key = criteria ? resultsKey(apiBase, criteria) : null;
  const { data, error, isLoading } = useSWR(key, fetchResults, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  return { results: data, isLoading: key !== null && isLoading, error, key: key === null ? null : serializeResultsKey(key) };
}
