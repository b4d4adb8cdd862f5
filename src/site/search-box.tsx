/**
 * The search box as the site shows it: the search-box feature composed with the calendar's and the guests' fields.
 * Only the app layer combines features, and this is the one place it does so for the box. The facade (the box at
 * rest) is in the page's first load with the calendar's light dates button; the real box, the calendar and the
 * guests fields are fetched together on first use.
 */
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import { preloadSearchBox as preload } from '@/features/search-box/components/search-box-facade';
import type { FacadeWiring, LiveSearchBoxProps, LiveWiring } from '@/features/search-box/components/search-box-wiring';
import { storageIsEmpty } from '@/lib/browser-storage';

/** The real box with the calendar and the guests fields (exported for tests: pages go through the facade). */
export async function loadLiveBox() {
  const [{ LiveSearchBox }, { DateRangeField }, { GuestsField }, { sessionDatesToRestore }] = await Promise.all([
    import('@/features/search-box/components/live-search-box'),
    import('@/features/calendar/components/date-range-field'),
    import('@/features/guests/components/guests-field'),
    import('@/features/calendar/model/stored-dates'),
    // The calendar's panel too: a first click on the dates then waits for one round of fetching, not two in a row.
    import('@/features/calendar/components/calendar-panel'),
  ]);
  const wiring: LiveWiring = {
    renderDates: (slot) => <DateRangeField {...slot} />,
    renderGuests: (slot) => <GuestsField {...slot} />,
    sessionDates: (page, flow) => sessionDatesToRestore(page, flow, new Date()),
  };
  return function SiteLiveSearchBox(props: LiveSearchBoxProps) {
    return <LiveSearchBox {...props} wiring={wiring} />;
  };
}

/**
 * What the box's facade needs from the site: pages hand it to `StartSearchBoxFacade` (home, not-found) or
 * `ResultsSearchBoxFacade` (results), each imported by the page that shows it, so a page's chunk holds only its own.
 */
export const SEARCH_BOX_WIRING: FacadeWiring = {
  DatesButton: DatesFieldButton,
  loadLiveBox,
  // The dates' rules (still ahead, the evening cutoff) load only when the session holds anything: a first visit fetches nothing.
  loadSessionDates: async (page, flow) => {
    if (flow === 'gifting' || storageIsEmpty('sessionStorage')) return null;
    const { sessionDatesToRestore } = await import('@/features/calendar/model/stored-dates');
    return sessionDatesToRestore(page, flow, new Date());
  },
};

/** Fetches the real box ahead of its first use. */
export const preloadSearchBox = () => preload(SEARCH_BOX_WIRING.loadLiveBox);
