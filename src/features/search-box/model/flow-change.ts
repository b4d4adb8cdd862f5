/**
 * Switching flow with the Stays / Gifts / Activities toggle (search-and-discovery §4 'Flow change'):
 * - to activity: every criterion cleared, and the activity stores reset;
 * - to gifting: destination and theme kept, dates cleared (gifts are sold without dates), guests fixed at 2 adults,
 *   0 children, 0 babies, no single room;
 * - between booking and hotel: everything kept;
 * - from gifting or activity to booking or hotel: destination, theme and guests kept, dates cleared.
 * Any real change also drops the results filters, whose bounds differ per flow (price vs single-voucher price).
 * The types are local: this feature does not import the search state or the guests feature.
 */
import type { Flow } from '@/contracts/search-criteria';

export interface FlowCriteria<Destination = unknown> {
  destination: Destination | null;
  themeId: number | null;
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
  /** adults; in the activity flow the participants */
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
}

export interface FlowChangeResult<Destination> {
  criteria: FlowCriteria<Destination>;
  /** drop the results filters too */
  clearFilters: boolean;
  /** the activity flow's internal stores must be reset */
  resetActivityStores: boolean;
}

/** Criteria with nothing chosen: 2 adults, like the guest defaults. */
export const emptyFlowCriteria = <Destination = unknown>(): FlowCriteria<Destination> => ({
  destination: null,
  themeId: null,
  checkin: null,
  checkout: null,
  nights: null,
  adults: 2,
  children: 0,
  babies: 0,
  singleRoom: false,
});

const withoutDates = <D>(criteria: FlowCriteria<D>): FlowCriteria<D> => ({ ...criteria, checkin: null, checkout: null, nights: null });

const DATED_FLOWS: readonly Flow[] = ['booking', 'hotel'];

/** changeFlow(criteria with dates and 3 adults, 'booking', 'gifting') → same destination and theme, no dates, 2 adults. */
export function changeFlow<D>(criteria: FlowCriteria<D>, from: Flow, to: Flow): FlowChangeResult<D> {
  if (from === to) return { criteria, clearFilters: false, resetActivityStores: false };
  if (to === 'activity') return { criteria: emptyFlowCriteria<D>(), clearFilters: true, resetActivityStores: true };
  if (to === 'gifting') {
    return {
      criteria: { ...withoutDates(criteria), adults: 2, children: 0, babies: 0, singleRoom: false },
      clearFilters: true,
      resetActivityStores: false,
    };
  }
  const keepsDates = DATED_FLOWS.includes(from) && DATED_FLOWS.includes(to);
  return { criteria: keepsDates ? criteria : withoutDates(criteria), clearFilters: true, resetActivityStores: false };
}
