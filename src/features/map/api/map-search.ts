import useSWR from 'swr';
import type { MapSearchResponse } from '@/contracts/offers';
import { withTimeout } from '@/lib/fetch-timeout';
import { parseMapAnswer } from '../model/map-answer';

/** GET offers.json with performMapSearch, checked against the contract (one item per hotel: id, position, offer ids). */
export async function fetchMapSearch(url: string): Promise<MapSearchResponse> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`map search answered ${response.status}`);
  return parseMapAnswer(await response.json());
}

export type UseMapSearch = { items: MapSearchResponse['exactMatch'] | undefined; isLoading: boolean; error: unknown };

/**
 * The map's stays for a map-search URL (the site builds it from the page's criteria); `null` waits.
 * The previous markers stay on the map while a new area loads.
 */
export function useMapSearch(url: string | null): UseMapSearch {
  const { data, error, isLoading } = useSWR(url, fetchMapSearch, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { items: data?.exactMatch, isLoading: url !== null && isLoading, error };
}
