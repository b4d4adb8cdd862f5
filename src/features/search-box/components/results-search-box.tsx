/**
 * The results page's search box: the address's search (destination, dates, theme, guests, flow) as the box shows it,
 * shared by its facade (in the page's first load) and the real box (loaded on first use); the session's dates are
 * put back in an address without dates once, so the results are priced for them before anyone touches the box.
 */
import { useRouter } from 'next/compat/router';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { readStorage } from '@/lib/browser-storage';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { currentDestination, isEmptyPlace, isLocalSearch, placeOf, type SearchState } from '@/shared/search-address';
import { useSearchState } from '@/shared/search-address/use-search-state';
import { boxStateOf, searchBoxKey, type SearchBoxState } from '../model/box-state';
import { AROUND_DESTINATION_KM, distanceText } from '../model/local-search';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from '../model/recent-searches';
import { distanceMessages } from './destination/destination-messages';
import { SearchBoxFacade, type FacadeValues } from './search-box-facade';
import type { FacadeWiring } from './search-box-wiring';
import type { ThemeOption } from './theme-select';
import { useNavigate } from '@/shared/use-navigate';

const noSubscription = () => () => {};
const readRecentSearches = () => readStorage('localStorage', RECENT_SEARCHES_KEY);

/** The destination's name: the results' own words, else the query's `from`, a recent search, or the local distance. */
function useDestinationLabel(address: SearchState, destinationName: string | undefined): string {
  const intl = useIntl();
  const recentSearches = useSyncExternalStore(noSubscription, readRecentSearches, () => null);
  const place = placeOf(address);
  if (isLocalSearch(place)) {
    const text = distanceText({ distanceKm: place.distanceMax ?? null });
    return intl.formatMessage(distanceMessages[text.key], { distanceKm: place.distanceMax ?? 0, city: '' });
  }
  if (isEmptyPlace(place)) return '';
  const chosen = currentDestination(place);
  const recent = chosen && parseRecentSearches(recentSearches).find((search) => search.category === chosen.category && String(search.id) === String(chosen.id));
  return destinationName || address.from || recent?.label || '';
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
export function useResultsBox(destinationName: string | undefined): ResultsBox {
  const router = useRouter();
  const { locale, flags } = useAppConfig();
  const { state: address, hashKnown, urlOf } = useSearchState(router?.query ?? {}, href.search(locale), { activityFlow: flags.activityOnlySearch });
  const label = useDestinationLabel(address, destinationName);
  const boxState = useMemo(() => boxStateOf(address, label), [address, label]);
  return { address, hashKnown, urlOf, boxState, key: `${hashKnown ? 'address' : 'server'}:${searchBoxKey(boxState)}` };
}

/**
 * Opening the results without dates puts the session's dates back once, so the results are priced for them too. The
 * dates' rules (still ahead, the evening cutoff) load only when the session holds anything: a first visit fetches nothing.
 */
export function useRestoredResultsDates(
  { address, hashKnown, urlOf }: Pick<ResultsBox, 'address' | 'hashKnown' | 'urlOf'>,
  loadSessionDates: FacadeWiring['loadSessionDates'],
) {
  const { page } = useAppConfig();
  const navigate = useNavigate();
  const restored = useRef(false);
  useEffect(() => {
    if (!hashKnown || restored.current) return;
    restored.current = true;
    if (address.checkin || address.flexible || address.flow === 'gifting') return;
    loadSessionDates(page, address.flow).then(
      (dates) => dates && navigate(urlOf({ ...address, ...dates }), { replace: true, shallow: true }),
      () => {},
    );
  }, [hashKnown, address, page, navigate, urlOf, loadSessionDates]);
}

export type ResultsSearchBoxProps = {
  themes: readonly ThemeOption[];
  /** The results' own name for the destination, once they have one. */
  destinationName?: string;
  wiring: FacadeWiring;
};

/**
 * The results page's search box before first use: the address's search drawn by the facade; the real box replaces
 * it on first use. The session's dates are put back in the address here, without waiting for the box.
 */
export function ResultsSearchBoxFacade({ themes, destinationName, wiring }: ResultsSearchBoxProps) {
  const results = useResultsBox(destinationName);
  useRestoredResultsDates(results, wiring.loadSessionDates);
  const { boxState } = results;
  const chosen = boxState.destination ? currentDestination(boxState.destination.place) : null;
  const values: FacadeValues = {
    flow: boxState.flow,
    destination: boxState.destination?.label ?? '',
    aroundKm: chosen?.category === 'city' || chosen?.category === 'poi' ? AROUND_DESTINATION_KM : null,
    checkin: boxState.checkin ?? null,
    checkout: boxState.checkout ?? null,
    nights: boxState.nights ?? null,
    flexible: boxState.flexible ?? null,
    themeId: boxState.theme ?? null,
    adults: boxState.adults,
    children: boxState.children,
    babies: boxState.babies,
  };
  return <SearchBoxFacade values={values} themes={themes} live={{ themes, destinationName }} wiring={wiring} />;
}
