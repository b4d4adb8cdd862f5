/**
 * GET {apiBase}/autocomplete-geonames.json?term&locale&maxResults=30 (search-and-discovery §7): destination suggestions.
 * The answer is parsed leniently (the route is young): a list of {id, label, category, postalcode, latitude, longitude},
 * or such a list under a wrapper key; entries without an id, a label or a known category are dropped, never thrown on.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { toDestinationCategory, type DestinationSuggestion } from '../model/destination';
import { withTimeout } from '@/lib/fetch-timeout';

export const AUTOCOMPLETE_MAX_RESULTS = 30;
/** Below this many characters no call is made. */
export const AUTOCOMPLETE_MIN_TERM = 2;

/** A coordinate: null, '' or anything that is not a finite number (after coercion, as '45.2' is) counts as unknown. */
function optionalNumber(value: unknown): number | undefined {
  if (value === null || value === '' || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const nonEmptyText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * One entry, checked by hand (no validation library in the page's first load): an id (non-empty string or finite
 * number), a non-empty label and a category string are required; the optional fields fall back to null one by one.
 */
function toSuggestionFields(entry: unknown) {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { id, label, category, postalcode, latitude, longitude, parentLabel } = entry as Record<string, unknown>;
  const validId = (typeof id === 'string' && id.length > 0) || (typeof id === 'number' && Number.isFinite(id));
  const text = nonEmptyText(label);
  if (!validId || text === undefined || typeof category !== 'string') return null;
  return {
    id: id as string | number,
    label: text,
    category,
    postalcode: typeof postalcode === 'string' || (typeof postalcode === 'number' && Number.isFinite(postalcode)) ? String(postalcode) : null,
    latitude: optionalNumber(latitude),
    longitude: optionalNumber(longitude),
    parentLabel: nonEmptyText(parentLabel) ?? null,
  };
}

const WRAPPER_KEYS = ['items', 'suggestions', 'results', 'data'];

/** Any JSON to the suggestions it holds: invalid entries are dropped one by one. */
export function parseSuggestions(body: unknown): DestinationSuggestion[] {
  const wrapped = body && typeof body === 'object' && !Array.isArray(body) ? WRAPPER_KEYS.map((key) => (body as Record<string, unknown>)[key]).find(Array.isArray) : body;
  if (!Array.isArray(wrapped)) return [];
  return wrapped.flatMap((entry): DestinationSuggestion[] => {
    const fields = toSuggestionFields(entry);
    if (!fields) return [];
    const category = toDestinationCategory(fields.category);
    if (!category) return [];
    const { id, label, postalcode, latitude, longitude, parentLabel } = fields;
    return [{ id, label, category, postalcode, latitude: latitude ?? null, longitude: longitude ?? null, parentLabel: parentLabel ?? null }];
  });
}

export const autocompleteUrl = (apiBase: string, term: string, locale: Locale): string =>
  `${apiBase}/autocomplete-geonames.json?${new URLSearchParams({ term, locale: toCatalogLocale(locale), maxResults: String(AUTOCOMPLETE_MAX_RESULTS) })}`;

export async function fetchSuggestions(url: string): Promise<DestinationSuggestion[]> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`autocomplete answered ${response.status}`);
  const body: unknown = await response.json();
  // A 200 holding no list at all is a failed call (the suggestions shown stay, §8), not an empty answer.
  const list = Array.isArray(body) || (body !== null && typeof body === 'object' && WRAPPER_KEYS.some((key) => Array.isArray((body as Record<string, unknown>)[key])));
  if (!list) throw new Error('autocomplete answered no list of suggestions');
  return parseSuggestions(body);
}

/** One empty list, so a memo keyed on the suggestions does not change on every render. */
const NONE: DestinationSuggestion[] = [];

/** Where the answer for the asked term stands: nothing asked, on its way, arrived, or failed. */
export type SuggestionsStatus = 'idle' | 'loading' | 'answered' | 'failed';

/**
 * Suggestions for a (debounced) term, only ever the answer for that very term: while it is on its way the list is
 * empty ('loading'), never the previous term's. A failure is logged and the last list that arrived comes back
 * ('failed'), as the spec's error catalogue asks (§8: suggestions unchanged).
 */
export function useDestinationSuggestions(term: string, apiBase: string, locale: Locale): { suggestions: DestinationSuggestion[]; status: SuggestionsStatus } {
  const trimmed = term.trim();
  const key = trimmed.length >= AUTOCOMPLETE_MIN_TERM ? autocompleteUrl(apiBase, trimmed, locale) : null;
  const { data, error, isLoading } = useSWR(key, fetchSuggestions, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Destination autocomplete failed', failure),
  });
  const [lastAnswer, setLastAnswer] = useState<DestinationSuggestion[]>(NONE);
  if (key && data && data !== lastAnswer) setLastAnswer(data);
  if (!key) return { suggestions: NONE, status: 'idle' };
  if (data) return { suggestions: data, status: 'answered' };
  if (error !== undefined && !isLoading) return { suggestions: lastAnswer, status: 'failed' };
  return { suggestions: NONE, status: 'loading' };
}
