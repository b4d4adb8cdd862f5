import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, serializeRecentSearches, type RecentSearch } from '../../model/recent-searches';

/** Blocked storage (privacy mode) reads as no recent search. */
const readRecentSearches = () => readStorage('localStorage', RECENT_SEARCHES_KEY);

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
  const raw = useSyncExternalStore(subscribe, readRecentSearches, () => null);
  const recent = useMemo(() => parseRecentSearches(raw), [raw]);
  const remember = useCallback((search: RecentSearch) => {
    const next = addRecentSearch(parseRecentSearches(readRecentSearches()), search);
    // Storage full or blocked: nothing remembered.
    writeStorage('localStorage', RECENT_SEARCHES_KEY, serializeRecentSearches(next));
    listeners.forEach((listener) => listener());
  }, []);
  return { recent, remember };
}
