/**
 * The last three recent searches kept in browser storage (search-and-discovery §3 'Recent search', §7).
 * Storage may hold anything: unparsable text reads as no recent search, invalid entries are dropped.
 */
import { toDestinationCategory, type DestinationCategory } from './destination';

export const RECENT_SEARCHES_KEY = 'escapade.recentSearches';
export const MAX_RECENT_SEARCHES = 3;

export interface RecentSearch {
  id: string | number;
  label: string;
  category: DestinationCategory;
}

const sameSearch = (a: RecentSearch, b: RecentSearch) => String(a.id) === String(b.id) && a.category === b.category;

function toRecentSearch(value: unknown): RecentSearch | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, label, category } = value as Record<string, unknown>;
  const validId = (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
  const validCategory = toDestinationCategory(category);
  if (!validId || typeof label !== 'string' || label.trim() === '' || !validCategory) return null;
  return { id: id as string | number, label, category: validCategory };
}

/** Newest first, no two with the same id and category, at most three. */
function normalise(list: readonly RecentSearch[]): RecentSearch[] {
  const kept: RecentSearch[] = [];
  for (const item of list) {
    if (!kept.some((other) => sameSearch(other, item))) kept.push(item);
    if (kept.length === MAX_RECENT_SEARCHES) break;
  }
  return kept;
}

/** Reads the stored text: parseRecentSearches('not json') → []; valid entries kept in order, at most three. */
export function parseRecentSearches(raw: unknown): RecentSearch[] {
  if (typeof raw !== 'string') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return normalise(value.map(toRecentSearch).filter((item): item is RecentSearch => item !== null));
}

/** Puts a chosen suggestion first, removing its older copy and anything past the third. */
export function addRecentSearch(list: readonly RecentSearch[], suggestion: RecentSearch): RecentSearch[] {
  const item: RecentSearch = { id: suggestion.id, label: suggestion.label, category: suggestion.category };
  return normalise([item, ...list]);
}

export const serializeRecentSearches = (list: readonly RecentSearch[]): string =>
  JSON.stringify(normalise(list).map(({ id, label, category }) => ({ id, label, category })));
