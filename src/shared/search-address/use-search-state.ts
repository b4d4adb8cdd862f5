import { useRouter } from 'next/compat/router';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { timeZoneOf } from '@/lib/locales';
import { useAppConfig } from '../app-config';
import {
  allowedQuery,
  applyLanding,
  parseSearchState,
  serializeSearchHash,
  serializeSearchQuery,
  withoutLanding,
  type SearchLanding,
  type SearchQuery,
  type SearchState,
} from '.';

/**
 * The landing page being shown (`/recherche/lyon`), or null: set once by the results page, so every part of it
 * that reads the address (results, search box, map) adds the path's criteria to the hash's.
 */
export const SearchLandingContext = createContext<SearchLanding | null>(null);

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

const clientLocation = () => `${window.location.pathname}${window.location.search}#${window.location.hash.replace(/^#/, '')}`;

function splitLocation(location: string): { pathname: string; query: SearchQuery; hash: string } {
  const [rest, hash = ''] = location.split('#', 2);
  const [pathname, search = ''] = rest.split('?', 2);
  const query: SearchQuery = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] ??= value;
  return { pathname, query, hash };
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Whether the address is the landing page itself (a shallow push may have left it for the plain search path). */
const isLandingPath = (pathname: string, landing: SearchLanding) => safeDecode(pathname).endsWith(safeDecode(landing.path));

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
  const landing = useContext(SearchLandingContext);
  const timeZone = timeZoneOf(useAppConfig().locale);
  const subscribe = useMemo(() => subscribeTo(router), [router]);
  // Written as clientLocation writes the browser's, so hydration's first read finds the same address (no render).
  const serverLocation = useMemo(() => {
    const query = new URLSearchParams(serverQuery as Record<string, string>).toString();
    return `${landing?.path ?? path}${query ? `?${query}` : ''}#`;
  }, [serverQuery, landing, path]);
  const location = useSyncExternalStore(subscribe, clientLocation, () => serverLocation);
  // False on the server and while hydrating, true once the browser's address (the hash included) is read.
  const hashKnown = useSyncExternalStore(noSubscription, () => true, () => false);

  const state = useMemo(() => {
    const { pathname, query, hash } = splitLocation(location);
    const parsed = parseSearchState(hash, allowedQuery(query, { activityFlow }), new Date(), timeZone);
    return landing && isLandingPath(pathname, landing) ? applyLanding(parsed, landing.criteria) : parsed;
  }, [location, activityFlow, landing, timeZone]);

  const urlOf = useCallback(
    (next: SearchState) => {
      // A search that keeps the landing's place or theme stays on the landing path; any other leaves it.
      const onLanding = landing ? withoutLanding(next, landing.criteria) : null;
      const rest = onLanding ?? next;
      const query = new URLSearchParams(serializeSearchQuery(rest)).toString();
      const hash = serializeSearchHash(rest);
      return `${onLanding && landing ? landing.path : path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
    },
    [path, landing],
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
