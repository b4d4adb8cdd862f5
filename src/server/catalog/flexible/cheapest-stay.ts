import { daysBetween } from '@/lib/days';
import { nightSupplements, type Family } from '../prices/family';
import type { FlexibleWindow } from '../search/engine';
import { weekendFriday } from './arrival-days';
import { MAX_STAY_NIGHTS, stayLength } from './stay-length';

/*
 * The cheapest bookable stay of an offer in a flexible window (issue 36), the one rule both the columnar search and
 * its table tests run. Numeric and allocation-free: the columnar search calls it once per candidate offer straight
 * over its day-major availability arrays (a three-month window is ~92 arrivals), so it reads columns, not rows.
 *
 * For every arrival of the window, the stay of `stayLength(asked, min nights, max nights)` nights is judged by the
 * quote's rules (quote-rules.ts: the length within the offer's nights, the arrival night's minimum stay, every night
 * present, open and with a room left) and priced night by night for the party (`nightTotal`, prices/family.ts: the
 * night's price, promotion included, plus the party's supplements). The lowest total wins, the earliest arrival on a
 * tie. The offer itself (published, not expired, the party fits its room) is the caller's scope, as for a dated search.
 */

/**
 * Nights as columns: the night `d` days after the columns' first day, of the offer at `base`, is at slot
 * `base + d * stride`. The columnar index's availability arrays are such columns (day-major: stride = offers); one
 * offer's nights in day order are too (stride 1). `avRooms` is the rooms left when the night can be sold (present,
 * open, a room left), else 0.
 */
export type NightColumns = {
  avRooms: ArrayLike<number>;
  avMinStay: ArrayLike<number>;
  avPrice: ArrayLike<number>;
  avBar: ArrayLike<number>;
  avExtraAdult: ArrayLike<number>;
  avChild: ArrayLike<number>;
  avBaby: ArrayLike<number>;
};

/** A window laid over some columns for a party, made once per search; it then holds the answer of the last offer probed. */
export class StayProbe {
  /** Day offset (from the columns' first day) of each arrival, ascending. */
  readonly arrivals: Int32Array;
  /** The group each arrival counts in for `otherStays`: its weekend (its Friday), or the day itself. */
  readonly groups: Int32Array;
  readonly count: number;
  readonly asked: number;
  readonly extraAdults: number;
  readonly children: number;
  readonly babies: number;
  /** The last answer: arrival index in the window (-1: nothing bookable), nights, totals, fewest rooms left, other stays. */
  arrival = -1;
  nights = 0;
  price = 0;
  bar = 0;
  rooms = 0;
  otherStays = 0;

  constructor(window: FlexibleWindow, firstDay: string, family: Family) {
    this.count = window.arrivals.length;
    this.arrivals = Int32Array.from(window.arrivals, (day) => daysBetween(firstDay, day));
    this.groups = Int32Array.from(window.arrivals, (day) => daysBetween(firstDay, window.perWeekend ? weekendFriday(day) : day));
    this.asked = window.nights;
    const s = nightSupplements(family);
    this.extraAdults = s.extraAdults;
    this.children = s.children;
    this.babies = s.babies;
  }
}

/**
 * Probes one offer (its nights at `base`, `stride` apart, `days` of them) and writes the answer into the probe.
 * True when the offer has a bookable stay in the window: `probe.arrival` is then the cheapest (earliest on a tie),
 * `probe.price`/`bar` its totals for the party, `probe.rooms` its fewest rooms left, `probe.otherStays` how many other
 * groups (weekends, or arrival days) hold a bookable arrival.
 */
export function cheapestStay(c: NightColumns, probe: StayProbe, base: number, stride: number, days: number, minNights: number, maxNights: number): boolean {
  probe.arrival = -1;
  const nights = stayLength(probe.asked, minNights, maxNights);
  probe.nights = nights;
  // adjustNights: a minimum above the maximum can never be met; a maximum below 1 is not bookable (offerError); the
  // quote sells at most MAX_STAY_NIGHTS.
  if (nights > maxNights || maxNights < 1 || nights > MAX_STAY_NIGHTS) return false;
  const { avRooms, avMinStay, avPrice, avBar, avExtraAdult, avChild, avBaby } = c;
  const { arrivals, groups, count, extraAdults, children, babies } = probe;
  const withExtras = extraAdults > 0 || children > 0 || babies > 0;
  let best = -1;
  let bestPrice = Infinity;
  let bestBar = 0;
  let bestRooms = 0;
  let groupsBookable = 0;
  let lastGroup = Number.MIN_SAFE_INTEGER;
  for (let a = 0; a < count; a++) {
    const offset = arrivals[a]!;
    if (offset < 0 || offset + nights > days) continue;
    let slot = base + offset * stride;
    // The arrival night's minimum stay (a missing or closed night has no room: refused below).
    if (avMinStay[slot]! > nights) continue;
    let price = 0;
    let bar = 0;
    let rooms = Infinity;
    let d = 0;
    for (; d < nights; d++, slot += stride) {
      const left = avRooms[slot]!;
      if (left <= 0) break;
      if (left < rooms) rooms = left;
      if (withExtras) {
        const extras = extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]!;
        price += avPrice[slot]! + extras;
        bar += avBar[slot]! + extras;
      } else {
        price += avPrice[slot]!;
        bar += avBar[slot]!;
      }
    }
    if (d < nights) continue;
    const group = groups[a]!;
    if (group !== lastGroup) {
      groupsBookable++;
      lastGroup = group;
    }
    if (price < bestPrice) {
      best = a;
      bestPrice = price;
      bestBar = bar;
      bestRooms = rooms;
    }
  }
  if (best < 0) return false;
  probe.arrival = best;
  probe.price = bestPrice;
  probe.bar = bestBar;
  probe.rooms = bestRooms;
  probe.otherStays = groupsBookable - 1;
  return true;
}
