import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { OffersResponse } from '@/contracts/offers';
import { toOffersQuery } from '@/contracts/offers-query';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { withTimeout } from '@/lib/fetch-timeout';

/** The SWR key of a search: the GET URL itself. */
export const offersUrl = (apiBase: string, criteria: SearchCriteriaInput): string => `${apiBase}/offers.json?${toOffersQuery(criteria).toString()}`;

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
