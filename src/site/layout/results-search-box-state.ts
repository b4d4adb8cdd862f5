/**
 * The results page's search box state, shared by its facade (server-rendered, in the page's first load) and the real
 * box (loaded on first use): the address's search, its destination's name, and the session's dates put back once.
 * Everything here is already in the results page's first load (the results read the same address and request).
 */
import { useRouter } from 'next/compat/router';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { distanceMessages } from '@/features/search-box/components/destination/destination-messages';
import { currentDestination } from '@/features/search-box/model/destination';
import { distanceText } from '@/features/search-box/model/local-search';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from '@/features/search-box/model/recent-searches';
import type { SearchBoxState } from '@/features/search-box/model/search-hash';
import { useSearchResults } from '@/features/search/api/results';
import { useSearchState } from '@/features/search/hooks/use-search-state';
import { toSearchCriteria, type SearchState } from '@/features/search/model';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '../app-config-context';
import { href } from '../routes';
import { addressGeoCriteria, isLocalSearch, searchBoxKey, searchBoxStateOf } from './search-box-address';

export function readStorage(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

/** Goes to an address with the Next router (push, or a shallow replace), or the browser's own when there is none. */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (url: string, { replace = false, shallow = false } = {}) => {
      if (router) void (replace ? router.replace(url, undefined, { shallow, scroll: false }) : router.push(url));
      else if (replace) window.history.replaceState(null, '', url);
      else window.location.assign(url);
    },
    [router],
  );
}

function sessionIsEmpty(): boolean {
  try {
    return window.sessionStorage.length === 0;
  } catch {
    return true;
  }
}

const noSubscription = () => () => {};
const readRecentSearches = () => readStorage('localStorage', RECENT_SEARCHES_KEY);

/** The destination's name: the results' own words, else the query's `from`, a recent search, or the local distance. */
function useDestinationLabel(address: SearchState): string {
  const intl = useIntl();
  const { apiBase, locale } = useAppConfig();
  const now = useMemo(() => new Date(), []);
  const criteria = useMemo(() => toSearchCriteria(address, toCatalogLocale(locale), { now }), [address, locale, now]);
  // The same request as the results list (stays or activities): SWR shares it.
  const { results } = useSearchResults(apiBase, criteria);
  const geo = addressGeoCriteria(address);
  const recentSearches = useSyncExternalStore(noSubscription, readRecentSearches, () => null);
  if (!geo) return '';
  if (isLocalSearch(geo)) {
    const text = distanceText({ distanceKm: typeof geo.distanceMax === 'number' ? geo.distanceMax : null });
    return intl.formatMessage(distanceMessages[text.key], { distanceKm: geo.distanceMax ?? 0, city: '' });
  }
  const details = results?.searchDetails;
  const place = currentDestination(geo);
  const recent = place && parseRecentSearches(recentSearches).find((search) => search.category === place.category && String(search.id) === String(place.id));
  return details?.destination || details?.location?.label || address.from || recent?.label || '';
}

export type ResultsBox = {
  address: SearchState;
  hashKnown: boolean;
  urlOf: (state: SearchState) => string;
  /** the box's state for the address (after hydration, once the hash is known) */
  boxState: SearchBoxState;
  /** changes when the box must start over from the address */
  key: string;
};

/** The address's search as the search box shows it. */
export function useResultsBox(): ResultsBox {
  const router = useRouter();
  const { locale, flags } = useAppConfig();
  const { state: address, hashKnown, urlOf } = useSearchState(router?.query ?? {}, href.search(locale), { activityFlow: flags.activityOnlySearch });
  const label = useDestinationLabel(address);
  const boxState = useMemo(() => searchBoxStateOf(address, label), [address, label]);
  return { address, hashKnown, urlOf, boxState, key: `${hashKnown ? 'address' : 'server'}:${searchBoxKey(boxState)}` };
}

/**
 * Opening the results without dates puts the session's dates back once, so the results are priced for them too. The
 * dates' rules (still ahead, the evening cutoff) load only when the session holds anything: a first visit fetches nothing.
 */
export function useRestoredResultsDates({ address, hashKnown, urlOf }: Pick<ResultsBox, 'address' | 'hashKnown' | 'urlOf'>) {
  const { page } = useAppConfig();
  const navigate = useNavigate();
  const restored = useRef(false);
  useEffect(() => {
    if (!hashKnown || restored.current) return;
    restored.current = true;
    if (address.checkin || address.flow === 'gifting' || sessionIsEmpty()) return;
    void import('@/features/calendar/model/stored-dates').then(({ datesToRestore, STORED_DATES_KEY }) => {
      const dates = datesToRestore({ raw: readStorage('sessionStorage', STORED_DATES_KEY), page, flow: address.flow, now: new Date() });
      if (dates) navigate(urlOf({ ...address, ...dates }), { replace: true, shallow: true });
    }, () => {});
  }, [hashKnown, address, page, navigate, urlOf]);
}
