import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, serializeRecentSearches, type RecentSearch } from '../../model/recent-searches';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage blocked (privacy mode): no recent search
  }
}

/** Same-tab writers notify here; other tabs through the 'storage' event. */
const listeners = new Set<() => void>();
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The last three recent searches in localStorage (none on the server, so the first render matches). */
export function useRecentSearches() {
  const raw = useSyncExternalStore(subscribe, readStorage, () => null);
  const recent = useMemo(() => parseRecentSearches(raw), [raw]);
  const remember = useCallback((search: RecentSearch) => {
    const next = addRecentSearch(parseRecentSearches(readStorage()), search);
    try {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, serializeRecentSearches(next));
    } catch {
      // storage full or blocked: nothing remembered
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { recent, remember };
}
