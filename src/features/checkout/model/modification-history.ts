import type { BookedStay } from '@/contracts/booking-modification';

/** A line of a modification's before-and-after table on My booking. */
export type HistoryRow = 'stay' | 'dates' | 'guests' | 'activityDays' | 'total';

/** What the rows are chosen from, on each side of a change. */
type Side = Pick<BookedStay, 'offerId' | 'guests'> & { activityDays: readonly string[] };

/**
 * What My booking's history shows of one modification, in this order: the stay when the offer changed, the dates
 * always, the guests when the change kept them (older changes did not), the activity days when either side had some,
 * and the total always.
 */
export function historyRows(change: { before: Side; after: Side }): HistoryRow[] {
  const { before, after } = change;
  return [
    ...(before.offerId !== after.offerId ? (['stay'] as const) : []),
    'dates' as const,
    ...(before.guests && after.guests ? (['guests'] as const) : []),
    ...(before.activityDays.length > 0 || after.activityDays.length > 0 ? (['activityDays'] as const) : []),
    'total' as const,
  ];
}
