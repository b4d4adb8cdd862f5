import { useRouter } from 'next/compat/router';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { allowedQuery, parseSearchState, serializeSearchHash, serializeSearchQuery, type SearchQuery, type SearchState } from '../model';

/** Fired after a push made without the Next router (tests, or a page outside the catch-all). */
const LOCATION_EVENT = 'escapade:location';

function subscribeTo(router: ReturnType<typeof useRouter>) {
  return (notify: () => void) => {
    window.addEventListener('hashchange', notify);
    window.addEventListener('popstate', notify);
    window.addEventListener(LOCATION_EVENT, notify);
    router?.events.on('hashChangeComplete', notify);
    router?.events.on('routeChangeComplete', notify);
    return () => {
      window.removeEventListener('hashchange', notify);
      window.removeEventListener('popstate', notify);
      window.removeEventListener(LOCATION_EVENT, notify);
      router?.events.off('hashChangeComplete', notify);
      router?.events.off('routeChangeComplete', notify);
    };
  };
}

const noSubscription = () => () => {};

const clientLocation = () => `${window.location.search}#${window.location.hash.replace(/^#/, '')}`;

function splitLocation(location: string): { query: SearchQuery; hash: string } {
  const [search, hash = ''] = location.split('#', 2);
  const query: SearchQuery = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] ??= value;
  return { query, hash };
}

export type SearchNavigation = {
  state: SearchState;
  /** False on the server and during hydration: the hash is not known yet. */
  hashKnown: boolean;
  /** The address of a state: locale-relative path, query (flow, page, from) and hash. */
  urlOf: (state: SearchState) => string;
  /** Writes a state to the address (shallow: no server round trip; the page fetches in the browser). */
  navigate: (state: SearchState) => void;
};

/**
 * The search state of the address. The server knows only the query, so the server snapshot (and the
 * hydration render) read `serverQuery`; right after hydration the real hash is read.
 */
export function useSearchState(serverQuery: SearchQuery, path: string, { activityFlow = true }: { activityFlow?: boolean } = {}): SearchNavigation {
  const router = useRouter();
  const subscribe = useMemo(() => subscribeTo(router), [router]);
  const serverLocation = useMemo(() => `?${new URLSearchParams(serverQuery as Record<string, string>).toString()}#`, [serverQuery]);
  const location = useSyncExternalStore(subscribe, clientLocation, () => serverLocation);
  // False on the server and while hydrating, true once the browser's address (the hash included) is read.
  const hashKnown = useSyncExternalStore(noSubscription, () => true, () => false);

  const state = useMemo(() => {
    const { query, hash } = splitLocation(location);
    return parseSearchState(hash, allowedQuery(query, { activityFlow }), new Date());
  }, [location, activityFlow]);

  const urlOf = useCallback(
    (next: SearchState) => {
      const query = new URLSearchParams(serializeSearchQuery(next)).toString();
      const hash = serializeSearchHash(next);
      return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
    },
    [path],
  );

  const navigate = useCallback(
    (next: SearchState) => {
      const url = urlOf(next);
      if (router) {
        void router.push(url, undefined, { shallow: true, scroll: false });
      } else {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new Event(LOCATION_EVENT));
      }
    },
    [router, urlOf],
  );

  return { state, hashKnown, urlOf, navigate };
}
