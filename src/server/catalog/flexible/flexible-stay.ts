import { addDays, daysBetween } from '@/lib/days';
import { fitsRoom, type Family, type NightPrices } from '../prices/family';
import { offerError, type QuotedOffer, type QuoteNight } from '../quote/quote-rules';
import type { FlexibleWindow } from '../search/engine';
import { bookableRooms } from '../search/columnar/layout';
import { cheapestStays, StayAnswers, StayProbe, type NightColumns } from './cheapest-stay';
import { MAX_STAY_NIGHTS } from './stay-length';

export type FlexibleOffer = QuotedOffer & { min_nights: number; max_capacity: number | null };
export type FlexibleNight = QuoteNight & NightPrices & { bar_price: number };

/** One offer's answer to a flexible search (cents, tourist tax apart). */
export type FlexibleStay = { checkin: string; checkout: string; nights: number; sellPrice: number; barPrice: number; roomsLeft: number; otherStays: number };

/** An offer's nights (availability rows) as columns from `from`, `days` long (stride 1); a missing night is unsellable. */
export function nightColumns(rows: readonly FlexibleNight[], from: string, days: number): NightColumns {
  const columns = {
    avRooms: new Float64Array(days),
    avMinStay: new Float64Array(days),
    avPrice: new Float64Array(days),
    avBar: new Float64Array(days),
    avExtraAdult: new Float64Array(days),
    avChild: new Float64Array(days),
    avBaby: new Float64Array(days),
  };
  for (const n of rows) {
    const d = daysBetween(from, n.day);
    if (d < 0 || d >= days) continue;
    columns.avRooms[d] = bookableRooms(Number(n.rooms_left), Number(n.closed));
    columns.avMinStay[d] = Number(n.min_stay);
    columns.avPrice[d] = Number(n.price);
    columns.avBar[d] = Number(n.bar_price);
    columns.avExtraAdult[d] = Number(n.extra_adult_price);
    columns.avChild[d] = Number(n.child_price);
    columns.avBaby[d] = Number(n.baby_price);
  }
  return columns;
}

/**
 * The cheapest bookable stay of one offer in a flexible window for a party, or null: the offer must be on sale today
 * (`offerError`) and its room take the party (one room: `fitsRoom`), then `cheapestStay` judges and prices every
 * arrival. What both search engines answer for the offer (their scope applies the same two offer rules).
 */
export function flexibleStayOf(input: { offer: FlexibleOffer; family: Family; window: FlexibleWindow; nightRows: readonly FlexibleNight[]; today: string }): FlexibleStay | null {
  const { offer, family, window } = input;
  if (offerError(offer, input.today) || !fitsRoom(family, offer.max_capacity === null ? null : Number(offer.max_capacity))) return null;
  const from = window.arrivals[0];
  if (from === undefined) return null;
  const days = daysBetween(from, window.arrivals[window.arrivals.length - 1]!) + MAX_STAY_NIGHTS;
  const out = new StayAnswers(1);
  cheapestStays(nightColumns(input.nightRows, from, days), new StayProbe(window, from, family), Int32Array.of(0), 1, 1, days, [Number(offer.min_nights)], [Number(offer.max_nights)], out);
  const arrival = out.arrival[0]!;
  if (arrival < 0) return null;
  const checkin = window.arrivals[arrival]!;
  const nights = out.nights[0]!;
  return { checkin, checkout: addDays(checkin, nights), nights, sellPrice: out.price[0]!, barPrice: out.bar[0]!, roomsLeft: out.rooms[0]!, otherStays: out.others[0]! };
}
