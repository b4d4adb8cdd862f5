/**
 * Switching flow with the Stays / Gifts / Activities toggle (search-and-discovery §4 'Flow change'):
 * - to activity: every criterion cleared, and the activity stores reset;
 * (Dates here are exact or flexible ones alike.)
 * - to gifting: destination and theme kept, dates cleared (gifts are sold without dates), guests fixed at 2 adults,
 *   0 children, 0 babies, no single room;
 * - between booking and hotel: everything kept;
 * - from gifting or activity to booking or hotel: destination, theme and guests kept, dates cleared.
 * Any real change also drops the results filters, whose bounds differ per flow (price vs single-voucher price), and
 * the offer the search concerned.
 */
import type { Flow } from '@/contracts/search-criteria';
import { emptyBoxState, type SearchBoxState } from './box-state';

export interface FlowChangeResult {
  state: SearchBoxState;
  /** drop the results filters too */
  clearFilters: boolean;
  /** the activity flow's internal stores must be reset */
  resetActivityStores: boolean;
}

function without<K extends keyof SearchBoxState>(state: SearchBoxState, fields: readonly K[]): SearchBoxState {
  const rest = { ...state };
  for (const field of fields) delete rest[field];
  return rest;
}

const DATES = ['checkin', 'checkout', 'nights', 'flexible'] as const;
const DATED_FLOWS: readonly Flow[] = ['booking', 'hotel'];

/** changeFlow(state with dates and 3 adults, 'gifting') → same destination and theme, no dates, 2 adults. */
export function changeFlow(state: SearchBoxState, to: Flow): FlowChangeResult {
  const from = state.flow;
  if (from === to) return { state, clearFilters: false, resetActivityStores: false };
  if (to === 'activity') return { state: emptyBoxState(to), clearFilters: true, resetActivityStores: true };
  const kept = { ...without(state, ['id']), flow: to };
  if (to === 'gifting') {
    const { adults, children, babies, singleRoom } = emptyBoxState();
    return { state: { ...without(kept, DATES), adults, children, babies, singleRoom }, clearFilters: true, resetActivityStores: false };
  }
  const keepsDates = DATED_FLOWS.includes(from) && DATED_FLOWS.includes(to);
  return { state: keepsDates ? kept : without(kept, DATES), clearFilters: true, resetActivityStores: false };
}
