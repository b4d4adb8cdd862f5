import useSWR from 'swr';
import { FACET_PROPERTY_TYPES, type FacetPropertyType, type FacetsResponse, type FacetValue } from '@/contracts/facets';
import { startImport } from '@/contracts/lazy';
import { withTimeout } from '@/lib/fetch-timeout';

export type { FacetsResponse, FacetValue };

/** Every facet the filter panels show. */
export const FACET_PROPERTIES: readonly FacetPropertyType[] = FACET_PROPERTY_TYPES;

export const facetsUrl = (apiBase: string, query: URLSearchParams): string => `${apiBase}/facets.json?${query.toString()}`;

/** GET facets.json (search spec §7), parsed with the contract (the schema and zod load with the call). */
export async function fetchFacets(url: string): Promise<FacetsResponse> {
  const schemas = startImport(() => import('@/contracts/facets.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`facets.json answered ${response.status}`);
  const body: unknown = await response.json();
  return (await schemas).facetsResponseSchema.parse(body);
}

/** The values of one facet, empty when the answer has none. */
export function facetValues(facets: FacetsResponse | undefined, propertyType: FacetPropertyType): FacetValue[] {
  return facets?.properties.find((p) => p.propertyType === propertyType)?.values ?? [];
}

/**
 * Facet counts: fetched only while `url` is set (a panel is open and the draft changed since the last
 * fetch). A failing call logs 'Error fetching facets' and the filters keep their last data (§8).
 */
export function useFacets(url: string | null): { facets: FacetsResponse | undefined; isLoading: boolean } {
  // keepPreviousData: a closed panel, a new draft or a failed call keep showing the last counts.
  const { data, isLoading } = useSWR(url, fetchFacets, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Error fetching facets', error),
  });
  return { facets: data, isLoading };
}
