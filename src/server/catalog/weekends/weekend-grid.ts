import type { CatalogLocaleCode } from '@/contracts/common';
import { WEEKEND_COUNT, type StayWeekend, type WeekendStatus } from '@/contracts/stay-weekends';
import { addDays, dayOfWeek, firstStayDay, todayAt, type IsoDay } from '@/lib/days';
import { nightTotal, type Family, type NightPrices } from '../prices/family';
import { stayLength } from '../flexible/stay-length';
import { adjustNights, capacityError, checkinError, nightsError, offerError, type QuotedOffer, type QuoteNight } from '../quote/quote-rules';

/**
 * The next twelve weekends of a stay (issue 36 point 3), a pure rule over the offer and its nights read once for the
 * whole window. Each arrival is judged by the quote's own rules (quote-rules.ts) and priced by the family rule
 * (prices/family.ts), so a bookable weekend's price is what the live quote answers for the same stay.
 */

export type GridOffer = QuotedOffer & { min_nights: number; max_capacity: number | null };
export type GridNight = QuoteNight & NightPrices;
export type GridInput = { offer: GridOffer; family: Family; nights: number; locale: CatalogLocaleCode; now: Date; nightRows: readonly GridNight[] };

/**
 * The Fridays of the next `count` weekends from the first day a stay may start: the first weekend is the one whose
 * Saturday is still a check-in. weekendFridays('2026-03-08' (a Sunday)) → ['2026-03-13', '2026-03-20', ...].
 */
export function weekendFridays(firstDay: string, count = WEEKEND_COUNT): IsoDay[] {
  const saturday = addDays(firstDay, (6 - dayOfWeek(firstDay) + 7) % 7);
  return Array.from({ length: count }, (_, i) => addDays(saturday, 7 * i - 1));
}

/** The stay length priced: the one asked brought within the offer's nights, else the offer's shortest (the flexible search's rule too). */
export const gridNights = (requested: number | undefined, offer: Pick<GridOffer, 'min_nights' | 'max_nights'>): number => stayLength(requested, Number(offer.min_nights), Number(offer.max_nights));

/** The days whose nights the grid reads: from the first Friday to the last night of a Saturday arrival. */
export function gridWindow(locale: CatalogLocaleCode, now: Date, nights: number): { fridays: IsoDay[]; from: IsoDay; to: IsoDay } {
  const fridays = weekendFridays(firstStayDay(todayAt(locale, now)));
  return { fridays, from: fridays[0]!, to: addDays(fridays[fridays.length - 1]!, nights) };
}

type Arrival = { checkin: IsoDay; status: WeekendStatus; sellPrice: number | null; minStay: number | null };

/** One arrival, in the quote's order: the minimum stay, then every night open with a room left. */
function judgeArrival(checkin: IsoDay, { offer, family, nights }: GridInput, byDay: ReadonlyMap<string, GridNight>): Arrival {
  const first = byDay.get(checkin);
  const checkinMinStay = first ? Number(first.min_stay) : null;
  const lengths = adjustNights(nights, { minNights: Number(offer.min_nights), maxNights: Number(offer.max_nights), checkinMinStay }, false);
  if (lengths.error) return { checkin, status: 'minStay', sellPrice: null, minStay: Math.max(1, Number(offer.min_nights), checkinMinStay ?? 1) };
  const stay = Array.from({ length: nights }, (_, i) => byDay.get(addDays(checkin, i)));
  const problem = nightsError(stay);
  if (problem) return { checkin, status: problem === 'NO_ROOM_LEFT' ? 'soldOut' : 'closed', sellPrice: null, minStay: null };
  return { checkin, status: 'bookable', sellPrice: (stay as GridNight[]).reduce((sum, n) => sum + nightTotal(n, family), 0), minStay: null };
}

/** What a weekend without a bookable arrival says, the most useful first: a longer stay would do, then sold out, then closed. */
const REASON_ORDER: readonly WeekendStatus[] = ['minStay', 'soldOut', 'closed'];

/** A weekend: its cheapest bookable arrival (Friday on a tie), else the most useful reason among its arrivals. */
function judgeWeekend(friday: IsoDay, arrivals: Arrival[], nights: number): Omit<StayWeekend, 'cheapest'> {
  const bookable = arrivals.filter((a) => a.status === 'bookable').sort((a, b) => a.sellPrice! - b.sellPrice!)[0];
  const chosen = bookable ?? [...arrivals].sort((a, b) => REASON_ORDER.indexOf(a.status) - REASON_ORDER.indexOf(b.status))[0]!;
  const stayed = chosen.status === 'bookable';
  return {
    friday,
    status: chosen.status,
    checkin: stayed ? chosen.checkin : null,
    checkout: stayed ? addDays(chosen.checkin, nights) : null,
    sellPrice: chosen.sellPrice,
    minStay: chosen.minStay,
  };
}

/**
 * The next twelve weekends for a family and a stay length: each one's cheapest bookable stay (Friday or Saturday
 * arrival) and its total, or why it cannot be booked; the lowest total marked `cheapest` (every weekend at it).
 */
export function weekendGrid(input: GridInput): StayWeekend[] {
  const { offer, family, locale, now, nights } = input;
  const { fridays } = gridWindow(locale, now, nights);
  const today = todayAt(locale, now).day;
  const whole: WeekendStatus | null = offerError(offer, today) ? 'unavailable' : capacityError(family, offer.max_capacity === null ? null : Number(offer.max_capacity)) ? 'party' : null;
  const byDay = new Map(input.nightRows.map((n) => [n.day, n]));
  const weekends = fridays.map((friday) => {
    if (whole) return { friday, status: whole, checkin: null, checkout: null, sellPrice: null, minStay: null };
    const arrivals = [friday, addDays(friday, 1)].filter((day) => checkinError(day, locale, now) === null);
    return judgeWeekend(friday, arrivals.map((day) => judgeArrival(day, input, byDay)), nights);
  });
  const lowest = Math.min(...weekends.map((w) => w.sellPrice ?? Infinity));
  return weekends.map((w) => ({ ...w, cheapest: w.sellPrice !== null && w.sellPrice === lowest }));
}
