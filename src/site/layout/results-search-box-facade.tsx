import { currentDestination } from '@/features/search-box/model/destination';
import { AROUND_DESTINATION_KM } from '@/features/search-box/model/local-search';
import type { SearchBoxTheme } from '../server/search-box-themes';
import { useResultsBox, useRestoredResultsDates } from './results-search-box-state';
import { SearchBoxFacade, type FacadeValues } from './search-box-facade';

/**
 * The results page's search box before first use: the address's search (destination, dates, theme, guests, flow),
 * drawn by the facade; the real box replaces it on first use. The session's dates are put back in the address here,
 * so the results are priced for them without waiting for the box.
 */
export function ResultsSearchBoxFacade({ themes }: { themes: readonly SearchBoxTheme[] }) {
  const results = useResultsBox();
  useRestoredResultsDates(results);
  const { boxState } = results;
  const chosen = boxState.destination ? currentDestination(boxState.destination.criteria) : null;
  const values: FacadeValues = {
    flow: boxState.flow,
    destination: boxState.destination?.label ?? '',
    aroundKm: chosen?.category === 'city' || chosen?.category === 'poi' ? AROUND_DESTINATION_KM : null,
    checkin: boxState.checkin,
    checkout: boxState.checkout,
    nights: boxState.nights,
    themeId: boxState.themeId,
    adults: boxState.adults,
    children: boxState.children,
    babies: boxState.babies,
  };
  return <SearchBoxFacade values={values} themes={themes} live={{ themes }} />;
}
