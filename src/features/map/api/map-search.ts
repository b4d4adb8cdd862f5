import useSWR from 'swr';
import type { MapSearchResponse } from '@/contracts/offers';
import { withTimeout } from '@/lib/fetch-timeout';
import { parseMapAnswer } from '../model/map-answer';

/** A map search's SWR key: a GET address (a gift box's offers), or a POST of offers.json with its JSON body (the results' map, §7). */
export type MapSearchKey = string | readonly ['POST', string, string];

/** The key of a map search: with a body it is POSTed, without one it is a GET of the address. */
export const mapSearchKey = (url: string, body?: string): MapSearchKey => (body === undefined ? url : ['POST', url, body]);

/** The map search (offers.json with performMapSearch, or a box's offers), checked against the contract (one item per hotel: id, position, offer ids). */
export async function fetchMapSearch(key: MapSearchKey): Promise<MapSearchResponse> {
  const init: RequestInit = typeof key === 'string' ? { headers: { accept: 'application/json' } } : { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: key[2] };
  const response = await fetch(typeof key === 'string' ? key : key[1], withTimeout(init));
  if (!response.ok) throw new Error(`map search answered ${response.status}`);
  return parseMapAnswer(await response.json());
}

export type UseMapSearch = { items: MapSearchResponse['exactMatch'] | undefined; isLoading: boolean; error: unknown };

/**
 * The map's stays for a map search (the site builds it from the page's criteria); `null` waits.
 * The previous markers stay on the map while a new area loads.
 */
export function useMapSearch(key: MapSearchKey | null): UseMapSearch {
  const { data, error, isLoading } = useSWR(key, fetchMapSearch, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { items: data?.exactMatch, isLoading: key !== null && isLoading, error };
}
