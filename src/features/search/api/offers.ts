import useSWR from 'swr';
import { startImport } from '@/contracts/lazy';
import type { OffersResponse } from '@/contracts/offers';
import { toOffersBody } from '@/contracts/offers-body';
import { toOffersQuery } from '@/contracts/offers-query';
import type { SearchCriteriaInput } from '@/contracts/search-criteria';
import { withTimeout } from '@/lib/fetch-timeout';

/** The SWR key of a search: the GET URL itself. */
export const offersUrl = (apiBase: string, criteria: SearchCriteriaInput): string => `${apiBase}/offers.json?${toOffersQuery(criteria).toString()}`;

/** POST {api}/offers.json (§7) for some criteria: its address and JSON body (the map's and a hotel's offers' searches). */
export const offersPostRequest = (apiBase: string, criteria: SearchCriteriaInput): { url: string; body: string } => ({
  url: `${apiBase}/offers.json`,
  body: JSON.stringify(toOffersBody(criteria)),
});

export class FetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * GET offers.json (or POST with a body), parsed with the contract (nothing crosses the seam unparsed). The schema (and zod) load with the
 * first call, never with the page: the server's results arrive through SWR's fallback and are not fetched again.
 */
export async function fetchOffers(url: string, body?: string): Promise<OffersResponse> {
  const schemas = startImport(() => import('@/contracts/offers.schema'));
  const init: RequestInit = body === undefined ? { headers: { accept: 'application/json' } } : { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body };
  const response = await fetch(url, withTimeout(init));
  if (!response.ok) throw new FetchError(`offers.json answered ${response.status}`, response.status);
  const answer: unknown = await response.json();
  return (await schemas).offersResponseSchema.parse(answer);
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

/** The stay search POSTed (POST offers.json, §7: the map's stay card); `null` waits. Keyed by address and body. */
export function usePostedOffers(apiBase: string, criteria: SearchCriteriaInput | null): UseOffersResult {
  const request = criteria ? offersPostRequest(apiBase, criteria) : null;
  const { data, error, isLoading } = useSWR(request ? (['POST', request.url, request.body] as const) : null, ([, url, body]) => fetchOffers(url, body), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { offers: data, isLoading: request !== null && isLoading, error };
}
