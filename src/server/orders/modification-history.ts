import type { BookedStay, BookingChange } from '@/contracts/booking-modification';
import { addDays } from '@/lib/days';
import type { Row } from '@/server/db/database';

export type ModificationRow = Omit<Row<'order_modification'>, 'id' | 'order_id'> & { id: number | string };

type Name = { firstName: string; lastName: string };

/** The days of the activities that needed one (`<activityId>_<dayIndex>` from check-in), in date order; none when unreadable. */
export function activityDaysOf(checkin: string, activityDates: string | null): string[] {
  let values: unknown;
  try {
    values = JSON.parse(activityDates ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(values)) return [];
  const days = values.flatMap((v) => {
    const match = typeof v === 'string' ? /^\d{1,9}_(\d{1,2})$/.exec(v) : null;
    return match ? [addDays(checkin, Number(match[1]))] : [];
  });
  return [...new Set(days)].sort();
}

const namesOf = (json: string | null): Name[] => {
  try {
    const values: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(values) ? values.filter((v): v is Name => typeof v?.firstName === 'string' && typeof v?.lastName === 'string').map((v) => ({ firstName: v.firstName, lastName: v.lastName })) : [];
  } catch {
    return [];
  }
};

const guestsOf = (adults: number | null, children: number | null, babies: number | null): BookedStay['guests'] =>
  adults === null || children === null || babies === null ? null : { adults: Number(adults), children: Number(children), babies: Number(babies) };

/**
 * A booking's stored modifications as My booking shows them, newest first: what the booking was and became (offer,
 * dates, guests, activity days), the totals, the difference and how it was settled, the names added and removed. Rows
 * written before the guests (or the names) were kept show none.
 */
export function modificationHistory(rows: readonly ModificationRow[]): BookingChange[] {
  return [...rows]
    .sort((a, b) => Number(b.id) - Number(a.id))
    .map((r) => ({
      at: r.created_at,
      before: {
        offerId: Number(r.previous_offer_id),
        label: r.previous_label,
        checkin: r.previous_checkin,
        checkout: addDays(r.previous_checkin, Number(r.previous_nights)),
        nights: Number(r.previous_nights),
        guests: guestsOf(r.previous_adults, r.previous_children, r.previous_babies),
        activityDays: activityDaysOf(r.previous_checkin, r.previous_activity_dates),
      },
      after: {
        offerId: Number(r.offer_id),
        label: r.label,
        checkin: r.checkin,
        checkout: addDays(r.checkin, Number(r.nights)),
        nights: Number(r.nights),
        guests: guestsOf(r.adults, r.children, r.babies),
        activityDays: activityDaysOf(r.checkin, r.activity_dates),
      },
      previousTotal: Number(r.previous_total),
      total: Number(r.total),
      difference: Number(r.difference),
      settlement: r.settlement,
      settledAmount: Number(r.settled_amount),
      travellersAdded: namesOf(r.travellers_added),
      travellersRemoved: namesOf(r.travellers_removed),
    }));
}
