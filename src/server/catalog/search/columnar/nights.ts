import { fromDayNumber } from '@/lib/days';
import { dayNumber, offerPosition, type ColumnarIndex } from './layout';

/** One sellable night of an offer, as the availability table has it (shape of availability.repository's NightRow). */
export type IndexedNight = { offer_id: number; day: string; price: number; min_stay: number; promo_percent: number };

const dayNames = new WeakMap<ColumnarIndex, string[]>();

/** 'YYYY-MM-DD' of each day of the index's window. */
function dayNamesOf(ix: ColumnarIndex): string[] {
  let names = dayNames.get(ix);
  if (!names) {
    names = Array.from({ length: ix.days }, (_, d) => fromDayNumber(ix.day0 + d));
    dayNames.set(ix, names);
  }
  return names;
}

/**
 * The sellable nights (open, a room left) of some offers between two days (included), by offer then day, read from
 * the index's availability arrays (a hotel's 12 months: a strided read of a few offers, no SQL). Null when an offer
 * is not in the index (created after it was read): the caller then asks the database.
 */
export function openNightsFromIndex(ix: ColumnarIndex, offerIds: readonly number[], from: string, to: string): IndexedNight[] | null {
  const ids = [...new Set(offerIds)].sort((a, b) => a - b);
  const positions: number[] = [];
  for (const id of ids) {
    const position = offerPosition(ix, id);
    if (position < 0) return null;
    positions.push(position);
  }
  const first = Math.max(0, dayNumber(from) - ix.day0);
  const last = Math.min(ix.days - 1, dayNumber(to) - ix.day0);
  const names = dayNamesOf(ix);
  const { avRooms, avPrice, avMinStay, avPromo, size } = ix;
  const out: IndexedNight[] = [];
  for (let k = 0; k < ids.length; k++) {
    const offer = ids[k]!;
    for (let d = first, slot = first * size + positions[k]!; d <= last; d++, slot += size) {
      if (avRooms[slot]! <= 0) continue;
      out.push({ offer_id: offer, day: names[d]!, price: avPrice[slot]!, min_stay: avMinStay[slot]!, promo_percent: avPromo[slot]! });
    }
  }
  return out;
}
