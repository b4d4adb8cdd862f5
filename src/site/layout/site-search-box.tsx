import { useRouter } from 'next/compat/router';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { DateRangeField } from '@/features/calendar/components/date-range-field';
import { datesToRestore, STORED_DATES_KEY, type StoredDates } from '@/features/calendar/model/stored-dates';
import { GuestsField } from '@/features/guests/components/guests-field';
import { SearchBox, type DatesSlotProps, type GuestsSlotProps } from '@/features/search-box/components/search-box';
import { distanceMessages } from '@/features/search-box/components/destination/destination-messages';
import { currentDestination } from '@/features/search-box/model/destination';
import { distanceText } from '@/features/search-box/model/local-search';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from '@/features/search-box/model/recent-searches';
import { hashText, toSearchHash, type SearchBoxState } from '@/features/search-box/model/search-hash';
import { useSearchResults } from '@/features/search/api/results';
import { useSearchState } from '@/features/search/hooks/use-search-state';
import { toSearchCriteria, type SearchState } from '@/features/search/model';
import type { Flow } from '@/contracts/search-criteria';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '../app-config-context';
import { href } from '../routes';
import type { SearchBoxTheme } from '../server/search-box-themes';
import { addressGeoCriteria, addressOfBox, isLocalSearch, searchBoxKey, searchBoxStateOf } from './search-box-address';

const renderDates = (slot: DatesSlotProps) => <DateRangeField {...slot} />;
const renderGuests = (slot: GuestsSlotProps) => <GuestsField {...slot} />;

function readStorage(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

/** The address of a search-box state on the results page: flow and the destination's name (`from`) in the query, criteria in the hash. */
function useSearchUrl() {
  const { locale } = useAppConfig();
  return useCallback(
    (state: SearchBoxState) => {
      const { flow, ...criteria } = toSearchHash(state);
      return href.search(locale, { flow, from: state.destination?.label || undefined, hash: hashText(criteria) });
    },
    [locale],
  );
}

function useNavigate() {
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

const noSubscription = () => () => {};
const readRecentSearches = () => readStorage('localStorage', RECENT_SEARCHES_KEY);

/** Dates kept in the session that this page and flow may put back (home and search, still ahead, not activity). */
function storedDates(page: string, flow: Flow): StoredDates | null {
  if (flow === 'gifting') return null;
  return datesToRestore({ raw: readStorage('sessionStorage', STORED_DATES_KEY), page, flow, now: new Date() });
}

export type SiteSearchBoxProps = {
  themes: readonly SearchBoxTheme[];
  /** The flow the home page was opened with (`?flow=`). */
  flow?: Flow;
};

/**
 * The search box as pages use it: destination, calendar and guests composed, submitting to the results page.
 * On the results page it shows the address's search and follows it; elsewhere it starts from the page's flow and
 * the dates kept in the session.
 */
export function SiteSearchBox(props: SiteSearchBoxProps) {
  const { page } = useAppConfig();
  return page === 'search' ? <ResultsSearchBox {...props} /> : <StartSearchBox {...props} />;
}

/** Home (and any page that starts a search): the page's flow (the calendar puts the session's dates back itself). */
function StartSearchBox({ themes, flow = 'booking' }: SiteSearchBoxProps) {
  const { locale } = useAppConfig();
  const navigate = useNavigate();
  const searchUrl = useSearchUrl();
  const start = useMemo(() => ({ flow }), [flow]);

  const changeFlow = useCallback(
    (next: Flow) => navigate(href.home(locale, { flow: next }), { replace: true, shallow: true }),
    [navigate, locale],
  );
  return (
    <SearchBox
      themes={themes}
      initialState={start}
      onSubmit={(_, state) => navigate(searchUrl(state))}
      onFlowChange={changeFlow}
      renderDates={renderDates}
      renderGuests={renderGuests}
    />
  );
}

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

/**
 * Results page: the box shows the address's search (after hydration, once the hash is known) and follows it; a
 * search from it keeps the results' filters and sort in the same flow.
 */
function ResultsSearchBox({ themes }: SiteSearchBoxProps) {
  const router = useRouter();
  const { locale, page, flags } = useAppConfig();
  const navigate = useNavigate();
  const { state: address, hashKnown, urlOf } = useSearchState(router?.query ?? {}, href.search(locale), { activityFlow: flags.activityOnlySearch });
  const label = useDestinationLabel(address);
  const boxState = useMemo(() => searchBoxStateOf(address, label), [address, label]);
  const key = `${hashKnown ? 'address' : 'server'}:${searchBoxKey(boxState)}`;
  const search = (state: SearchBoxState) => navigate(urlOf(addressOfBox(address, state, new Date())));

  // Opening the results without dates puts the session's dates back once, so the results are priced for them too.
  const restored = useRef(false);
  useEffect(() => {
    if (!hashKnown || restored.current) return;
    restored.current = true;
    if (address.checkin) return;
    const dates = storedDates(page, address.flow);
    if (dates) navigate(urlOf({ ...address, ...dates }), { replace: true, shallow: true });
  }, [hashKnown, address, page, navigate, urlOf]);

  return (
    <SearchBox
      themes={themes}
      initialState={boxState}
      initialStateKey={key}
      onSubmit={(_, state) => search(state)}
      onFlowChange={(_, __, state) => search(state)}
      renderDates={renderDates}
      renderGuests={renderGuests}
    />
  );
}
