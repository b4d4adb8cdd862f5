/**
 * The real search box as pages use it (its own chunk, fetched on the facade's first use): destination, calendar and
 * guests (the latter two handed in by the app layer), submitting to the results page. On the results page it shows
 * the address's search and follows it; elsewhere it starts from the page's flow and the session's dates.
 */
import { useCallback, useMemo } from 'react';
import type { Flow } from '@/contracts/search-criteria';
import { timeZoneOf } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { serializeSearchHash, type SearchState } from '@/shared/search-address';
import { addressOfBox, addressOfBoxState, type SearchBoxState } from '../model/box-state';
import { useResultsBox } from './results-search-box';
import { SearchBox } from './search-box';
import type { LiveSearchBoxProps, LiveWiring } from './search-box-wiring';
import { useNavigate } from '@/shared/use-navigate';

type Props = LiveSearchBoxProps & { wiring: LiveWiring };

export function LiveSearchBox(props: Props) {
  const { page } = useAppConfig();
  return page === 'search' ? <ResultsLiveSearchBox {...props} /> : <StartLiveSearchBox {...props} />;
}

/** The results page's address of a search: flow, from and page in the query, the rest in the hash. */
function searchUrl(locale: Parameters<typeof href.search>[0], { flow, from, page, ...rest }: SearchState): string {
  return href.search(locale, { flow, from, page, hash: serializeSearchHash({ flow, page, ...rest }) || undefined });
}

/** Home (and any page that starts a search): the page's flow and the session's dates. */
function StartLiveSearchBox({ themes, flow = 'booking', wiring }: Props) {
  const { locale, page } = useAppConfig();
  const navigate = useNavigate();
  // The session's dates from the first paint (the box replaces a facade that already shows them).
  const start = useMemo(() => ({ flow, ...(flow === 'gifting' ? null : wiring.sessionDates(page, flow)) }), [flow, page, wiring]);
  const changeFlow = useCallback((next: Flow) => navigate(href.home(locale, { flow: next }), { replace: true, shallow: true }), [navigate, locale]);
  return (
    <SearchBox
      themes={themes}
      initialState={start}
      onSubmit={(state: SearchBoxState) => navigate(searchUrl(locale, addressOfBoxState(state, new Date(), timeZoneOf(locale))))}
      onFlowChange={changeFlow}
      renderDates={wiring.renderDates}
      renderGuests={wiring.renderGuests}
    />
  );
}

/**
 * Results page: the box shows the address's search (after hydration, once the hash is known) and follows it; a
 * search from it keeps the results' filters and sort in the same flow.
 */
function ResultsLiveSearchBox({ themes, destinationName, wiring }: Props) {
  const { locale } = useAppConfig();
  const navigate = useNavigate();
  const { address, urlOf, boxState, key } = useResultsBox(destinationName);
  const search = (state: SearchBoxState) => navigate(urlOf(addressOfBox(address, state, new Date(), timeZoneOf(locale))));
  return (
    <SearchBox
      themes={themes}
      initialState={boxState}
      initialStateKey={key}
      onSubmit={search}
      onFlowChange={(_, __, state) => search(state)}
      renderDates={wiring.renderDates}
      renderGuests={wiring.renderGuests}
    />
  );
}
