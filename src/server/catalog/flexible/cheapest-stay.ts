import { daysBetween } from '@/lib/days';
import { nightSupplements, type Family } from '../prices/family';
import type { FlexibleWindow } from '../search/engine';
import { weekendFriday } from './arrival-days';
import { MAX_STAY_NIGHTS, stayLength } from './stay-length';

/*
 * The cheapest bookable stay of an offer in a flexible window (issue 36), the one rule both the columnar search and
 * its table tests run. Numeric and allocation-free: the columnar search runs it once per search over all its
 * candidate offers straight over its day-major availability arrays (a three-month window is ~92 arrivals).
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

/** Below any group (a group is a day offset, at least -1: the Friday before a window starting on a Saturday). */
const NO_GROUP = -0x80000000;

/** A window laid over some columns for a party, made once per search. */
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
 * Per offer probed (position k), the answer: `arrival` the cheapest bookable arrival's index in the window (-1:
 * none; the earliest on a tie), `nights` its length, `price`/`bar` its totals for the party, `rooms` its fewest rooms
 * left, `others` how many other groups (weekends, or arrival days) hold a bookable arrival. `lastGroup` is work space.
 */
export class StayAnswers {
  readonly arrival: Int32Array;
  readonly nights: Int32Array;
  readonly price: Float64Array;
  readonly bar: Float64Array;
  readonly rooms: Float64Array;
  readonly others: Int32Array;
  readonly lastGroup: Int32Array;
  constructor(size: number) {
    this.arrival = new Int32Array(size);
    this.nights = new Int32Array(size);
    this.price = new Float64Array(size);
    this.bar = new Float64Array(size);
    this.rooms = new Float64Array(size);
    this.others = new Int32Array(size);
    this.lastGroup = new Int32Array(size);
  }
}

/**
 * Probes `count` offers (the night of offer `offers[k]` on day offset d is at slot `d * stride + offers[k]`, `days`
 * days in the columns; its nights bounds `minNights[offers[k]]`, `maxNights[offers[k]]`) and writes each one's answer
 * at position k of `out`. Arrival by arrival, each over every offer: over day-major columns each arrival's nights
 * are read as sequential runs (an offer-by-offer walk would jump a whole day row per read).
 */
export function cheapestStays(
  c: NightColumns,
  probe: StayProbe,
  offers: Int32Array,
  count: number,
  stride: number,
  days: number,
  minNights: ArrayLike<number>,
  maxNights: ArrayLike<number>,
  out: StayAnswers,
): void {
  const { avRooms, avMinStay, avPrice, avBar, avExtraAdult, avChild, avBaby } = c;
  const { arrivals, groups, extraAdults, children, babies, asked } = probe;
  const { arrival: outArrival, nights: outNights, price: outPrice, bar: outBar, rooms: outRooms, others: outOthers, lastGroup } = out;
  const withExtras = extraAdults > 0 || children > 0 || babies > 0;
  for (let k = 0; k < count; k++) {
    const i = offers[k]!;
    const max = maxNights[i]!;
    const nights = stayLength(asked, minNights[i]!, max);
    // adjustNights: a minimum above the maximum can never be met; a maximum below 1 is not bookable (offerError); the
    // quote sells at most MAX_STAY_NIGHTS. 0: nothing to probe.
    outNights[k] = nights > max || max < 1 || nights > MAX_STAY_NIGHTS ? 0 : nights;
    outArrival[k] = -1;
    outPrice[k] = Infinity;
    outOthers[k] = -1;
    lastGroup[k] = NO_GROUP;
  }
  // Each arrival's total only (the ranking's number); the winner's bar total and rooms are read once at the end.
  for (let a = 0; a < probe.count; a++) {
    const offset = arrivals[a]!;
    if (offset < 0) continue;
    const group = groups[a]!;
    const row = offset * stride;
    const left = days - offset;
    for (let k = 0; k < count; k++) {
      const nights = outNights[k]!;
      if (nights === 0 || nights > left) continue;
      let slot = row + offers[k]!;
      // The arrival night's minimum stay and rooms (a missing or closed night has none).
      if (avMinStay[slot]! > nights || avRooms[slot]! <= 0) continue;
      let price = withExtras ? avPrice[slot]! + extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]! : avPrice[slot]!;
      let d = 1;
      for (slot += stride; d < nights; d++, slot += stride) {
        if (avRooms[slot]! <= 0) break;
        price += withExtras ? avPrice[slot]! + extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]! : avPrice[slot]!;
      }
      if (d < nights) continue;
      if (group !== lastGroup[k]) {
        outOthers[k]!++;
        lastGroup[k] = group;
      }
      if (price < outPrice[k]!) {
        outArrival[k] = a;
        outPrice[k] = price;
      }
    }
  }
  for (let k = 0; k < count; k++) {
    const a = outArrival[k]!;
    if (a < 0) continue;
    let bar = 0;
    let rooms = Infinity;
    for (let d = 0, slot = arrivals[a]! * stride + offers[k]!; d < outNights[k]!; d++, slot += stride) {
      const left = avRooms[slot]!;
      if (left < rooms) rooms = left;
      bar += avBar[slot]! + extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]!;
    }
    outBar[k] = bar;
    outRooms[k] = rooms;
  }
}
