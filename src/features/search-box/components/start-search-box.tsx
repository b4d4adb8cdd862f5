import { useEffect, useState } from 'react';
import type { Flow } from '@/contracts/search-criteria';
import { useAppConfig } from '@/shared/app-config';
import { SearchBoxFacade, type FacadeValues } from './search-box-facade';
import type { FacadeWiring, SessionDates } from './search-box-wiring';
import type { ThemeOption } from './theme-select';

const START_VALUES: Omit<FacadeValues, 'flow'> = {
  destination: '',
  aroundKm: null,
  checkin: null,
  checkout: null,
  nights: null,
  themeId: null,
  adults: 2,
  children: 0,
  babies: 0,
};

/** The dates kept in the session, as the real box would put them back (read after hydration, so the first paint matches the server's). */
function useSessionDates(flow: Flow, load: FacadeWiring['loadSessionDates']): SessionDates | null {
  const { page } = useAppConfig();
  const [dates, setDates] = useState<SessionDates | null>(null);
  useEffect(() => {
    let current = true;
    load(page, flow).then(
      (found) => current && setDates(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [flow, page, load]);
  return dates;
}

export type StartSearchBoxProps = {
  themes: readonly ThemeOption[];
  /** The flow the page was opened with (home's `?flow=`). */
  flow?: Flow;
  wiring: FacadeWiring;
};

/** Home (and any page that starts a search): the page's flow and the session's dates, drawn at rest until first use. */
export function StartSearchBoxFacade({ themes, flow = 'booking', wiring }: StartSearchBoxProps) {
  const dates = useSessionDates(flow, wiring.loadSessionDates);
  const values = { ...START_VALUES, flow, ...dates };
  return <SearchBoxFacade values={values} themes={themes} live={{ themes, flow }} wiring={wiring} />;
}
