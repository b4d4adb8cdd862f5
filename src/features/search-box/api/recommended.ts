/**
 * GET {apiBase}/recommendedAutocomplete.json?locale&q&catalogSourceType=catalog (search-and-discovery §7): the
 * destinations the field recommends while it is focused and empty, each with its count of hotels. Parsed leniently
 * like the autocomplete (no zod in the box): an entry without a hotel count, or with none, is dropped.
 */
import useSWR from 'swr';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { withTimeout } from '@/lib/fetch-timeout';
import type { DestinationSuggestion } from '../model/destination';
import { parseSuggestions } from './autocomplete';

export type RecommendedDestination = DestinationSuggestion & { hotelCount: number };

export const recommendedUrl = (apiBase: string, locale: Locale): string =>
  `${apiBase}/recommendedAutocomplete.json?${new URLSearchParams({ locale: toCatalogLocale(locale), q: '', catalogSourceType: 'catalog' })}`;

/** Any JSON to the recommended destinations it holds: the autocomplete's checks, plus a positive whole hotel count. */
export function parseRecommended(body: unknown): RecommendedDestination[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown): RecommendedDestination[] => {
    const count = typeof entry === 'object' && entry !== null ? (entry as { hotelCount?: unknown }).hotelCount : undefined;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count <= 0) return [];
    const [suggestion] = parseSuggestions([entry]);
    return suggestion ? [{ ...suggestion, hotelCount: count }] : [];
  });
}

async function fetchRecommended(url: string): Promise<RecommendedDestination[]> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`recommended destinations answered ${response.status}`);
  return parseRecommended(await response.json());
}

const NONE: RecommendedDestination[] = [];

/** The recommended destinations, asked for once the field is first opened empty (`wanted`); a failure shows none, logged. */
export function useRecommendedDestinations(wanted: boolean, apiBase: string, locale: Locale): RecommendedDestination[] {
  const { data } = useSWR(wanted ? recommendedUrl(apiBase, locale) : null, fetchRecommended, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Recommended destinations failed', failure),
  });
  return data ?? NONE;
}
