import { useCallback, useMemo } from 'react';
import { DateRangeField } from '@/features/calendar/components/date-range-field';
import { datesToRestore, STORED_DATES_KEY, type StoredDates } from '@/features/calendar/model/stored-dates';
import { GuestsField } from '@/features/guests/components/guests-field';
import { SearchBox, type DatesSlotProps, type GuestsSlotProps } from '@/features/search-box/components/search-box';
import { hashText, toSearchHash, type SearchBoxState } from '@/features/search-box/model/search-hash';
import type { Flow } from '@/contracts/search-criteria';
import { useAppConfig } from '../app-config-context';
import { href } from '../routes';
import type { SearchBoxTheme } from '../server/search-box-themes';
import { readStorage, useNavigate, useResultsBox, useRestoredResultsDates } from './results-search-box-state';
import { addressOfBox } from './search-box-address';

const renderDates = (slot: DatesSlotProps) => <DateRangeField {...slot} />;
const renderGuests = (slot: GuestsSlotProps) => <GuestsField {...slot} />;

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

/** Home (and any page that starts a search): the page's flow and the session's dates. */
function StartSearchBox({ themes, flow = 'booking' }: SiteSearchBoxProps) {
  const { locale, page } = useAppConfig();
  const navigate = useNavigate();
  const searchUrl = useSearchUrl();
  // The session's dates from the first paint (the box replaces a facade that already shows them).
  const start = useMemo(() => ({ flow, ...storedDates(page, flow) }), [flow, page]);

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

/**
 * Results page: the box shows the address's search (after hydration, once the hash is known) and follows it; a
 * search from it keeps the results' filters and sort in the same flow.
 */
function ResultsSearchBox({ themes }: SiteSearchBoxProps) {
  const navigate = useNavigate();
  const results = useResultsBox();
  const { address, urlOf, boxState, key } = results;
  const search = (state: SearchBoxState) => navigate(urlOf(addressOfBox(address, state, new Date())));
  // Done by the facade already when the box replaces it (then a no-op: the address has the dates).
  useRestoredResultsDates(results);

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
