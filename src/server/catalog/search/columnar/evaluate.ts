import {
  PRICE_BUCKETS,
  SCORE_THRESHOLDS,
  type EngineQuery,
  type FacetCounts,
  type FacetType,
  type FacetVocabulary,
  type MapHit,
  type SearchHit,
  type SearchResult,
} from '../engine';
import { bedsNeeded, familyOf, nightSupplements } from '../../prices/family';
import { boundingBox, EARTH_RADIUS_KM } from '../geo';
import { CATEGORY_CODE, dayNumber, FLAG, liveOffers, offersWhere, type ColumnarIndex } from './layout';
import { percentOff } from '@/lib/percent';
import { fromDayNumber } from '@/lib/days';
import { cheapestStays, StayAnswers, StayProbe } from '../../flexible/cheapest-stay';

/*
 * Query evaluation over a ColumnarIndex, the same semantics as SqlSearchEngine (sql-engine.ts):
 *   scope (category, published, active, expiry, place, radius, hotel, excluded, themes, capacity, nights)
 *   → price (gift / activity per person / stay for the family / from price)
 *   → a fail mask per candidate, one bit per filter group.
 * A search keeps the candidates failing nothing. The facets count every group in ONE pass over the candidates:
 * a candidate failing nothing counts in every group, one failing exactly one group g counts only in g (its count
 * is "what you would get choosing that value instead"), one failing two or more groups counts nowhere.
 *
 * Hot loops read module-local constants and local copies of the arrays: imported bindings compile to getters
 * (CommonJS interop in tsx and in the Next.js bundle), which cost more than the work itself in a loop.
 */

const G = { price: 1, score: 2, facility: 4, pets: 8, stars: 16, type: 32, environment: 64, style: 128, tag: 256, activityGroup: 512, activity: 1024 } as const;
const RAD = Math.PI / 180;
const EARTH_KM = EARTH_RADIUS_KM;
const BUCKET_COUNT = PRICE_BUCKETS.length;
/**
 * Price bucket by table lookup (prices are random: comparing against each bound mispredicts branches): the bounds
 * are multiples of STEP, so floor(price / STEP) names one slot of BUCKET_OF (-1: in no bucket); prices from the
 * last bound up fall in OPEN_BUCKET (the open-ended one, or -1).
 */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const BOUNDS = PRICE_BUCKETS.flatMap((b) => (b.max === null ? [b.min] : [b.min, b.max]));
const STEP = BOUNDS.reduce((g, v) => gcd(g, v), 0) || 1;
const LAST_BOUND = Math.max(...BOUNDS);
const BUCKET_OF = Int8Array.from({ length: LAST_BOUND / STEP }, (_, slot) => PRICE_BUCKETS.findIndex((b) => slot * STEP >= b.min && (b.max === null || slot * STEP < b.max)));
const OPEN_BUCKET = PRICE_BUCKETS.findIndex((b) => b.max === null && LAST_BOUND >= b.min);
const THRESHOLDS = Float64Array.from(SCORE_THRESHOLDS);
const THRESHOLD_COUNT = THRESHOLDS.length;
const LIVE = FLAG.published | FLAG.active;
const GIFTABLE = FLAG.giftable | FLAG.hasSv;
const PETS = FLAG.pets;
const HAS_SV = FLAG.hasSv;

/** Per-query results, indexed by candidate position k (cand[k] = offer index, ascending). */
export type Evaluation = {
  cand: Int32Array;
  count: number;
  price: Float64Array;
  bar: Float64Array;
  promo: Float64Array;
  /** Fewest rooms left over the stay, -1 when undated. */
  rooms: Float64Array;
  /** km from the query's position, NaN without one. */
  distance: Float64Array;
  fail: Uint16Array;
  /** Flexible searches: the cheapest stay's arrival (index in the window), nights and other stays, per candidate. */
  stayArrival: Int32Array;
  stayNights: Int32Array;
  stayOthers: Int32Array;
};

/** Work arrays of an index, reused by every query (queries run one at a time: evaluation is synchronous). */
class Scratch {
  readonly cand: Int32Array;
  readonly price: Float64Array;
  readonly bar: Float64Array;
  readonly promo: Float64Array;
  readonly rooms: Float64Array;
  readonly distance: Float64Array;
  readonly fail: Uint16Array;
  readonly stayArrival: Int32Array;
  readonly stayNights: Int32Array;
  readonly stayOthers: Int32Array;
  /** Flexible searches: every candidate's cheapest stay, before the candidates without one are dropped. */
  readonly stays: StayAnswers;
  readonly rows: Int32Array;
  readonly key: Float64Array;
  readonly hotelCount: Int32Array;
  // facets: offers per hotel passing every filter / failing one hotel group, a representative offer (-1: untouched)
  readonly hotelAll: Int32Array;
  readonly hotelOnly: Int32Array;
  readonly hotelOffer: Int32Array;
  readonly touched: Int32Array;
  constructor(n: number, hotels: number) {
    this.hotelAll = new Int32Array(hotels);
    this.hotelOnly = new Int32Array(hotels * HOTEL_SLOTS);
    this.hotelOffer = new Int32Array(hotels).fill(-1);
    this.touched = new Int32Array(hotels);
    this.cand = new Int32Array(n);
    this.price = new Float64Array(n);
    this.bar = new Float64Array(n);
    this.promo = new Float64Array(n);
    this.rooms = new Float64Array(n);
    this.distance = new Float64Array(n);
    this.fail = new Uint16Array(n);
    this.stayArrival = new Int32Array(n);
    this.stayNights = new Int32Array(n);
    this.stayOthers = new Int32Array(n);
    this.stays = new StayAnswers(n);
    this.rows = new Int32Array(n);
    this.key = new Float64Array(n);
    this.hotelCount = new Int32Array(hotels);
  }
}

type CallKind = 'search' | 'facets' | 'map';

/**
 * Two sets of work arrays per index, and the last evaluation kept for ONE reuse by a call of another kind: a results
 * page asks for the offers and for the facets of the same criteria (two calls); the second takes the first one's
 * evaluation instead of scanning again. The same call repeated (another visitor) evaluates again; a different query
 * in between evaluates into the other set, or replaces the kept one.
 */
class Scratches {
  readonly sets: [Scratch, Scratch];
  kept: { key: string; kind: CallKind; e: Evaluation; s: Scratch } | null = null;
  constructor(n: number, hotels: number) {
    this.sets = [new Scratch(n, hotels), new Scratch(n, hotels)];
  }
}

const scratches = new WeakMap<ColumnarIndex, Scratches>();

/** What an evaluation depends on: the query without its sort and paging. */
function scopeKey(q: EngineQuery): string {
  const scope: Partial<EngineQuery> = { ...q };
  delete scope.orderBy;
  delete scope.page;
  delete scope.pageSize;
  delete scope.packagesPerHotel;
  return JSON.stringify(scope);
}

/** The query's evaluation (reusing the kept one once when it is the same scope) and the work arrays it lives in. */
function evaluation(ix: ColumnarIndex, q: EngineQuery, kind: CallKind): { e: Evaluation; s: Scratch } {
  let all = scratches.get(ix);
  if (!all) scratches.set(ix, (all = new Scratches(ix.size, ix.hotelCount)));
  const key = scopeKey(q);
  const kept = all.kept;
  if (kept && kept.kind !== kind && kept.key === key) {
    all.kept = null;
    return kept;
  }
  const s = kept && kept.s === all.sets[0] ? all.sets[1] : all.sets[0];
  const e = evaluate(ix, q, s);
  all.kept = { key, kind, e, s };
  return { e, s };
}

function lowerBound(values: readonly string[], target: string): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** 1 for each activity code whose id is chosen. */
function chosenActivityCodes(ix: ColumnarIndex, activityIds: readonly number[]): Uint8Array {
  const ids = new Set(activityIds);
  const chosen = new Uint8Array(ix.activityIdOfCode.length);
  for (let code = 0; code < chosen.length; code++) if (ids.has(ix.activityIdOfCode[code]!)) chosen[code] = 1;
  return chosen;
}

/** Everything in scope, priced, with its fail mask, written into the work arrays `s` (which the next query reuses). */
export function evaluate(ix: ColumnarIndex, q: EngineQuery, s: Scratch = new Scratch(ix.size, ix.hotelCount)): Evaluation {
  const { cand, price: outPrice, bar: outBar, promo: outPromo, rooms: outRooms, distance: outDistance, fail: outFail } = s;
  const { stayArrival: outArrival, stayNights: outNights, stayOthers: outOthers } = s;

  const gift = q.gift;
  const activity = q.itemCategory === 'activity';
  const category = (CATEGORY_CODE as Record<string, number>)[q.itemCategory] ?? -1;
  // The narrowest list that holds every answer: the hotel's offers, the place's offers, or the category's live offers.
  let list: Int32Array;
  let live = false;
  if (q.hotelId !== null) list = offersWhere(ix, 'hotel', q.hotelId);
  else if (q.place.length) list = offersWhere(ix, q.place[0]!.column, q.place[0]!.id);
  else {
    list = liveOffers(ix, gift ? 'gift' : category);
    live = true;
  }
  const total = list.length;

  const giftableOnly = q.giftableOnly && !gift;
  const expiresFrom = lowerBound(ix.expiresValues, q.today);
  // (No closures in this function: a variable a closure captures lives in a context object, slower in the loop.)
  const placeCount = q.place.length;
  const placeColumns: Int32Array[] = [];
  const placeIds = new Int32Array(placeCount);
  for (let p = 0; p < placeCount; p++) {
    placeColumns.push(ix.places[q.place[p]!.column]);
    placeIds[p] = q.place[p]!.id;
  }
  const hotelId = q.hotelId ?? -1;
  const excluded = q.excludedHotelIds.length ? new Set(q.excludedHotelIds) : null;
  const themeMask = q.themeMask | 0;
  const checkCapacity = !activity && !gift;
  const family = familyOf(q.family);
  const beds = bedsNeeded(family);
  const position = q.position;
  const plat = position ? position.lat : 0;
  const plng = position ? position.lng : 0;
  const radius = position && q.radius ? q.radius : null;
  const box = radius && radius.maxKm !== null ? boundingBox(position!, radius.maxKm) : null;
  const maxKm = radius?.maxKm ?? Infinity;
  const minKm = radius ? radius.minKm : 0;

  const stay = q.stay;
  const nights = stay ? stay.nights : 0;
  const checkNights = stay !== null && !activity;
  const size = ix.size;
  const first = stay ? dayNumber(stay.checkin) - ix.day0 : 0;
  const stayInWindow = stay !== null && first >= 0 && first + nights <= ix.days;
  const { extraAdults, children, babies } = nightSupplements(family);
  // Flexible: each offer's cheapest bookable stay among the window's arrivals, read from the day-major arrays once
  // every candidate is known (after this loop: arrival by arrival over all of them, sequential reads).
  const probe = q.flexible !== null && stay === null && !gift && !activity ? new StayProbe(q.flexible, fromDayNumber(ix.day0), family) : null;
  const withExtras = extraAdults > 0 || children > 0 || babies > 0;
  const participants = q.participants;
  const paxSell = activity ? ix.paxSell[participants - 1] : undefined;
  const paxBar = activity ? ix.paxBar[participants - 1] : undefined;

  // Filter groups.
  const pMin = q.price.min ?? -Infinity;
  const pMax = q.price.max ?? Infinity;
  const hasPrice = q.price.min !== null || q.price.max !== null;
  const minScore = q.minReviewScore;
  const hasScore = minScore !== null;
  const facilityMask = q.facilityMask | 0;
  const pets = q.petsAllowed;
  let starBits = 0;
  let starSet: Set<number> | null = null;
  for (const st of q.stars) {
    if (st >= 0 && st < 31) starBits |= 1 << st;
    else (starSet ??= new Set()).add(st);
  }
  const hasStars = q.stars.length > 0;
  const typeMask = q.typeMask | 0;
  const environmentMask = q.environmentMask | 0;
  const styleMask = q.styleMask | 0;
  const tagMask = q.tagMask | 0;
  const activityGroupMask = q.activityGroupMask | 0;
  // Chosen program activities, by dense code.
  const activityChosen = q.activityIds.length ? chosenActivityCodes(ix, q.activityIds) : null;

  const { flags, category: categories, expiresRank, capacity, minNights, maxNights, themeMask: themes, hotelIdOf, lat, lng } = ix;
  const { sell, bar: barOf, promo: promoOf, sv, review, stars, facilityMask: facilities, typeMask: types, environmentMask: environments, styleMask: styles } = ix;
  const { tagMask: tags, activityGroupMask: activityGroups, activityStart, activityCodes } = ix;
  const { avPrice, avBar, avExtraAdult, avChild, avBaby, avMinStay, avRooms } = ix;

  let count = 0;
  for (let k = 0; k < total; k++) {
    const i = list[k]!;
    const f = flags[i]!;
    if (!live) {
      if ((f & LIVE) !== LIVE) continue;
      if (gift) {
        if ((f & GIFTABLE) !== GIFTABLE || categories[i]! > 1) continue;
      } else if (categories[i] !== category) continue;
    }
    const er = expiresRank[i]!;
    if (er >= 0 && er < expiresFrom) continue;
    if (giftableOnly && (f & GIFTABLE) !== GIFTABLE) continue;
    if (placeCount > 0) {
      let p = 0;
      while (p < placeCount && placeColumns[p]![i] === placeIds[p]) p++;
      if (p < placeCount) continue;
    }
    if (hotelId >= 0 && hotelIdOf[i] !== hotelId) continue;
    if (excluded !== null && excluded.has(hotelIdOf[i]!)) continue;
    if (themeMask !== 0 && (themes[i]! & themeMask) === 0) continue;
    let distance = NaN;
    if (position) {
      const hl = lat[i]!;
      const hg = lng[i]!;
      if (box && (hl < box.minLat || hl > box.maxLat || hg < box.minLng || hg > box.maxLng)) continue;
      const dLat = (hl - plat) * RAD;
      const dLng = (hg - plng) * RAD * Math.cos(((hl + plat) / 2) * RAD);
      distance = EARTH_KM * Math.sqrt(dLat * dLat + dLng * dLng);
      if (box && !(distance <= maxKm)) continue;
      if (minKm > 0 && !(distance >= minKm)) continue;
    }
    if (checkCapacity && capacity[i]! < beds) continue;
    if (checkNights && (minNights[i]! > nights || maxNights[i]! < nights)) continue;

    // The stay: every night bookable, minimum stay of the check-in day, priced for the family.
    let stayPrice = 0;
    let stayBar = 0;
    let rooms = -1;
    if (stay) {
      if (!stayInWindow) continue;
      let slot = first * size + i;
      if (avMinStay[slot]! > nights) continue;
      rooms = Infinity;
      for (let d = 0; d < nights; d++, slot += size) {
        const left = avRooms[slot]!;
        if (left <= 0) {
          rooms = -1;
          break;
        }
        if (left < rooms) rooms = left;
        if (withExtras) {
          const extras = extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]!;
          stayPrice += avPrice[slot]! + extras;
          stayBar += avBar[slot]! + extras;
        } else {
          stayPrice += avPrice[slot]!;
          stayBar += avBar[slot]!;
        }
      }
      if (rooms < 0) continue;
    }

    let price: number;
    let bar: number;
    let promo: number;
    if (gift) {
      price = bar = sv[i]!;
      promo = 0;
    } else if (activity) {
      const ps = paxSell ? paxSell[i]! : -1;
      if (ps < 0) continue;
      price = Math.trunc(ps / participants);
      bar = Math.trunc(paxBar![i]! / participants);
      promo = promoOf[i]!;
    } else if (stay || probe !== null) {
      price = stayPrice;
      bar = stayBar;
      promo = percentOff(stayPrice, stayBar, 'trunc');
    } else {
      price = sell[i]!;
      bar = barOf[i]!;
      promo = promoOf[i]!;
    }

    let fail = 0;
    if (hasPrice && (price < pMin || price > pMax)) fail |= G.price;
    if (hasScore && !(review[i]! >= minScore)) fail |= G.score;
    if (facilityMask !== 0 && (facilities[i]! & facilityMask) !== facilityMask) fail |= G.facility;
    if (pets && (f & PETS) === 0) fail |= G.pets;
    if (hasStars) {
      const st = stars[i]!;
      const hit = st >= 0 && st < 31 ? (starBits & (1 << st)) !== 0 : starSet !== null && starSet.has(st);
      if (!hit) fail |= G.stars;
    }
    if (typeMask !== 0 && (types[i]! & typeMask) === 0) fail |= G.type;
    if (environmentMask !== 0 && (environments[i]! & environmentMask) === 0) fail |= G.environment;
    if (styleMask !== 0 && (styles[i]! & styleMask) === 0) fail |= G.style;
    if (tagMask !== 0 && (tags[i]! & tagMask) === 0) fail |= G.tag;
    if (activityGroupMask !== 0 && (activityGroups[i]! & activityGroupMask) === 0) fail |= G.activityGroup;
    if (activityChosen !== null) {
      let a = activityStart[i]!;
      const end = activityStart[i + 1]!;
      while (a < end && activityChosen[activityCodes[a]!] !== 1) a++;
      if (a === end) fail |= G.activity;
    }

    cand[count] = i;
    outPrice[count] = price;
    outBar[count] = bar;
    outPromo[count] = promo;
    outRooms[count] = rooms;
    outDistance[count] = distance;
    outFail[count] = fail;
    count++;
  }
  if (probe !== null) count = keepFlexibleStays(ix, probe, s, count, hasPrice, pMin, pMax);
  return {
    cand,
    count,
    price: outPrice,
    bar: outBar,
    promo: outPromo,
    rooms: outRooms,
    distance: outDistance,
    fail: outFail,
    stayArrival: outArrival,
    stayNights: outNights,
    stayOthers: outOthers,
  };
}

/**
 * Flexible searches: prices the `count` candidates at their cheapest stay of the window (`cheapestStays` over the
 * day-major arrays), drops those without one, and sets their price, bar, promo, rooms and price filter; in place.
 */
function keepFlexibleStays(ix: ColumnarIndex, probe: StayProbe, s: Scratch, count: number, hasPrice: boolean, pMin: number, pMax: number): number {
  const { cand, price: outPrice, bar: outBar, promo: outPromo, rooms: outRooms, distance, fail, stayArrival, stayNights, stayOthers, stays } = s;
  cheapestStays(ix, probe, cand, count, ix.size, ix.days, ix.minNights, ix.maxNights, stays);
  const { arrival, nights, price, bar, rooms, others } = stays;
  const priceBit = G.price;
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const a = arrival[k]!;
    if (a < 0) continue;
    const p = price[k]!;
    const b = bar[k]!;
    cand[kept] = cand[k]!;
    outPrice[kept] = p;
    outBar[kept] = b;
    outPromo[kept] = percentOff(p, b, 'trunc');
    outRooms[kept] = rooms[k]!;
    distance[kept] = distance[k]!;
    let f = fail[k]! & ~priceBit;
    if (hasPrice && (p < pMin || p > pMax)) f |= priceBit;
    fail[kept] = f;
    stayArrival[kept] = a;
    stayNights[kept] = nights[k]!;
    stayOthers[kept] = others[k]!;
    kept++;
  }
  return kept;
}

/** Candidate positions failing nothing, ascending, in the scratch `rows`. */
function matched(s: Scratch, e: Evaluation): number {
  const { rows } = s;
  const { fail, count } = e;
  let m = 0;
  for (let k = 0; k < count; k++) if (fail[k] === 0) rows[m++] = k;
  return m;
}

/** Sort key per matched candidate, ascending (ties: candidate position = offer id). */
function fillKeys(ix: ColumnarIndex, q: EngineQuery, e: Evaluation, rows: Int32Array, m: number, key: Float64Array): void {
  const order = q.orderBy === 'distance' && !q.position ? 'priceQuality' : q.orderBy;
  const { cand, price, promo, distance } = e;
  const { popularity, flags, sv, review } = ix;
  switch (order) {
    case 'distance':
      for (let r = 0; r < m; r++) key[rows[r]!] = distance[rows[r]!]!;
      return;
    case 'promo':
      for (let r = 0; r < m; r++) key[rows[r]!] = -promo[rows[r]!]!;
      return;
    case 'priceAsc':
      for (let r = 0; r < m; r++) key[rows[r]!] = price[rows[r]!]!;
      return;
    case 'popularity':
      for (let r = 0; r < m; r++) key[rows[r]!] = -popularity[cand[rows[r]!]!]!;
      return;
    case 'svPriceDesc':
    case 'svPriceAsc': {
      const sign = order === 'svPriceDesc' ? -1 : 1;
      for (let r = 0; r < m; r++) {
        const i = cand[rows[r]!]!;
        key[rows[r]!] = (flags[i]! & HAS_SV) !== 0 ? sign * sv[i]! : Infinity;
      }
      return;
    }
    default:
      // (review average, 7 when unrated, + promo % / 20) / (price in € + 100), highest first: as SQL computes it.
      for (let r = 0; r < m; r++) {
        const k = rows[r]!;
        const score = review[cand[k]!]!;
        key[k] = -(((score === score ? score : 7) + promo[k]! / 20) / (price[k]! / 100 + 100));
      }
  }
}

function comparator(key: Float64Array): (a: number, b: number) => number {
  return (a, b) => {
    const ka = key[a]!;
    const kb = key[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  };
}

/** The `k` first rows in order (a bounded max-heap, then sorted). */
function topK(rows: Int32Array, m: number, k: number, key: Float64Array): Int32Array {
  const cmp = comparator(key);
  if (k <= 0) return new Int32Array(0);
  if (k * 4 >= m) return rows.slice(0, m).sort(cmp).subarray(0, Math.min(k, m));
  const heap = new Int32Array(k);
  let size = 0;
  const before = (a: number, b: number) => {
    const ka = key[a]!;
    const kb = key[b]!;
    return ka < kb || (ka === kb && a < b);
  };
  for (let t = 0; t < m; t++) {
    const row = rows[t]!;
    if (size < k) {
      // sift up: the heap's root is the LAST of the kept rows
      let j = size++;
      heap[j] = row;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (!before(heap[p]!, heap[j]!)) break;
        const x = heap[j]!;
        heap[j] = heap[p]!;
        heap[p] = x;
        j = p;
      }
    } else if (before(row, heap[0]!)) {
      heap[0] = row;
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        const r = l + 1;
        let w = j;
        if (l < size && before(heap[w]!, heap[l]!)) w = l;
        if (r < size && before(heap[w]!, heap[r]!)) w = r;
        if (w === j) break;
        const x = heap[j]!;
        heap[j] = heap[w]!;
        heap[w] = x;
        j = w;
      }
    }
  }
  return heap.subarray(0, size).sort(cmp);
}

/** Every matched row in order, at most `packagesPerHotel` per hotel when set. */
function orderedCapped(ix: ColumnarIndex, q: EngineQuery, s: Scratch, e: Evaluation, m: number): Int32Array {
  const sorted = s.rows.slice(0, m).sort(comparator(s.key));
  if (q.packagesPerHotel === null) return sorted;
  const cap = q.packagesPerHotel;
  const seen = s.hotelCount;
  const { hotelIndex } = ix;
  let t = 0;
  for (let r = 0; r < m; r++) {
    const k = sorted[r]!;
    const h = hotelIndex[e.cand[k]!]!;
    if (++seen[h]! <= cap) sorted[t++] = k;
  }
  for (let r = 0; r < m; r++) seen[hotelIndex[e.cand[s.rows[r]!]!]!] = 0;
  return sorted.subarray(0, t);
}

export function search(ix: ColumnarIndex, q: EngineQuery): SearchResult {
  const { e, s } = evaluation(ix, q, 'search');
  const m = matched(s, e);
  fillKeys(ix, q, e, s.rows, m, s.key);
  const from = q.page * q.pageSize;
  let page: Int32Array;
  let total: number;
  if (q.packagesPerHotel === null) {
    total = m;
    page = from >= m ? new Int32Array(0) : topK(s.rows, m, from + q.pageSize, s.key).subarray(from);
  } else {
    const all = orderedCapped(ix, q, s, e, m);
    total = all.length;
    page = all.subarray(from, from + q.pageSize);
  }
  // hasMoreOffers: the hotel has more than one matching offer (before any cap).
  const { hotelIndex, offerId, hotelIdOf } = ix;
  const perHotel = s.hotelCount;
  const { rows } = s;
  for (let r = 0; r < m; r++) perHotel[hotelIndex[e.cand[rows[r]!]!]!]!++;
  const arrivals = q.flexible !== null && q.stay === null && !q.gift && q.itemCategory !== 'activity' ? q.flexible.arrivals : null;
  const hits: SearchHit[] = Array.from(page, (k) => {
    const i = e.cand[k]!;
    return {
      offerId: offerId[i]!,
      hotelId: hotelIdOf[i]!,
      price: e.price[k]!,
      barPrice: e.bar[k]!,
      promo: e.promo[k]!,
      distanceKm: q.position ? e.distance[k]! : null,
      availableRooms: e.rooms[k]! >= 0 ? e.rooms[k]! : null,
      hasMoreOffers: perHotel[hotelIndex[i]!]! > 1,
      flexibleStay: arrivals !== null ? { checkin: arrivals[e.stayArrival[k]!]!, nights: e.stayNights[k]!, otherStays: e.stayOthers[k]! } : null,
    };
  });
  for (let r = 0; r < m; r++) perHotel[hotelIndex[e.cand[rows[r]!]!]!] = 0;
  return { hits, total };
}

export function mapSearch(ix: ColumnarIndex, q: EngineQuery, limit: number): MapHit[] {
  const { e, s } = evaluation(ix, q, 'map');
  const m = matched(s, e);
  fillKeys(ix, q, e, s.rows, m, s.key);
  const all = orderedCapped(ix, q, s, e, m);
  const byHotel = new Map<number, MapHit>();
  for (const k of all) {
    const i = e.cand[k]!;
    const hotelId = ix.hotelIdOf[i]!;
    let item = byHotel.get(hotelId);
    if (!item) {
      if (byHotel.size >= limit) continue;
      item = { hotelId, lat: ix.lat[i]!, lng: ix.lng[i]!, offerIds: [] };
      byHotel.set(hotelId, item);
    }
    item.offerIds.push(ix.offerId[i]!);
  }
  return [...byHotel.values()];
}

/*
 * Multi-valued facets are counted per byte of their bit mask: 4 histograms of 256 byte values (one increment per
 * used byte of an offer's mask, instead of one per set bit: hotels have a dozen facilities), turned into counts per
 * bit at the end. `bytesUsed` is how many low bytes any mask of that attribute uses.
 */
const HISTOGRAM = 4 * 256;

function bytesUsed(ix: ColumnarIndex, name: 'facilityMask' | 'typeMask' | 'environmentMask' | 'styleMask' | 'tagMask' | 'activityGroupMask'): number {
  let known = maskBytes.get(ix);
  if (!known) maskBytes.set(ix, (known = new Map()));
  let used = known.get(name);
  if (used === undefined) {
    const column = ix[name];
    let all = 0;
    for (let i = 0; i < column.length; i++) all |= column[i]!;
    used = all === 0 ? 0 : (all >>> 24 !== 0 ? 4 : all >>> 16 !== 0 ? 3 : all >>> 8 !== 0 ? 2 : 1);
    known.set(name, used);
  }
  return used;
}
const maskBytes = new WeakMap<ColumnarIndex, Map<string, number>>();

function addMask(histogram: Int32Array, v: number, used: number, weight: number): void {
  histogram[v & 255]! += weight;
  if (used > 1) {
    histogram[256 + ((v >>> 8) & 255)]! += weight;
    if (used > 2) {
      histogram[512 + ((v >>> 16) & 255)]! += weight;
      if (used > 3) histogram[768 + (v >>> 24)]! += weight;
    }
  }
}

/** Per-hotel counters of offers failing exactly one hotel-attribute group: slot per group (bit index of G). */
const SLOT_SCORE = 0;
const SLOT_STARS = 1;
const SLOT_TYPE = 2;
const SLOT_ENVIRONMENT = 3;
const SLOT_STYLE = 4;
const HOTEL_SLOTS = 5;
const HOTEL_SLOT = Int8Array.from({ length: 16 }, (_, bit) =>
  [[G.score, SLOT_SCORE], [G.stars, SLOT_STARS], [G.type, SLOT_TYPE], [G.environment, SLOT_ENVIRONMENT], [G.style, SLOT_STYLE]].find(([g]) => g === 1 << bit)?.[1] ?? -1,
);

/** Count per bit (0-31) from the byte histograms. */
function bitCounts(histogram: Int32Array): Int32Array {
  const out = new Int32Array(32);
  for (let b = 0; b < 4; b++) {
    for (let value = 1; value < 256; value++) {
      const n = histogram[b * 256 + value]!;
      if (n === 0) continue;
      for (let bit = 0; bit < 8; bit++) if ((value & (1 << bit)) !== 0) out[b * 8 + bit]! += n;
    }
  }
  return out;
}

export function facets(ix: ColumnarIndex, q: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): FacetCounts {
  const { e, s } = evaluation(ix, q, 'facets');
  const want = new Set(types);
  const wPrice = want.has('price');
  const wScore = want.has('score');
  const wFacility = want.has('facility');
  const wPets = want.has('pets');
  const wStars = want.has('stars');
  const wType = want.has('type');
  const wEnvironment = want.has('environment');
  const wStyle = want.has('style');
  const wTag = want.has('tag');
  const wActivityGroup = want.has('activityGroup');
  const wActivity = want.has('activity');

  const buckets = new Int32Array(BUCKET_COUNT);
  let priceMin = Infinity;
  let priceMax = -Infinity;
  const scores = new Int32Array(THRESHOLD_COUNT);
  const starCounts = new Int32Array(6);
  const facilityHistogram = new Int32Array(HISTOGRAM);
  const typeHistogram = new Int32Array(HISTOGRAM);
  const environmentHistogram = new Int32Array(HISTOGRAM);
  const styleHistogram = new Int32Array(HISTOGRAM);
  const tagHistogram = new Int32Array(HISTOGRAM);
  const activityGroupHistogram = new Int32Array(HISTOGRAM);
  const facilityBytes = bytesUsed(ix, 'facilityMask');
  const typeBytes = bytesUsed(ix, 'typeMask');
  const environmentBytes = bytesUsed(ix, 'environmentMask');
  const styleBytes = bytesUsed(ix, 'styleMask');
  const tagBytes = bytesUsed(ix, 'tagMask');
  const activityGroupBytes = bytesUsed(ix, 'activityGroupMask');
  const activityCounts = new Int32Array(ix.activityIdOfCode.length);
  let pets = 0;

  const { cand, fail, price, count } = e;
  const { review, stars, facilityMask, typeMask, environmentMask, styleMask, tagMask, activityGroupMask, flags, activityStart, activityCodes, hotelIndex } = ix;
  // Hotel attributes are the same on every offer of a hotel: count offers per hotel first (all filters passed, or
  // failing only that group), then add each touched hotel's attributes once, weighted by those counts.
  const { hotelAll, hotelOnly, hotelOffer, touched } = s;
  let touchedCount = 0;
  for (let k = 0; k < count; k++) {
    const f = fail[k]!;
    // Counted nowhere when failing two groups or more.
    if (f !== 0 && (f & (f - 1)) !== 0) continue;
    const i = cand[k]!;
    const h = hotelIndex[i]!;
    if (hotelOffer[h] === -1) {
      hotelOffer[h] = i;
      touched[touchedCount++] = h;
    }
    // Failing nothing (the common case: every wanted group counts it), or exactly one group (only that group does).
    const all = f === 0;
    if (all) hotelAll[h]!++;
    else {
      const slot = HOTEL_SLOT[31 - Math.clz32(f)]!;
      if (slot >= 0) {
        hotelOnly[h * HOTEL_SLOTS + slot]!++;
        continue;
      }
    }
    if (wPrice && (all || f === G.price)) {
      const p = price[k]!;
      const b = p >= LAST_BOUND ? OPEN_BUCKET : p >= 0 ? BUCKET_OF[Math.floor(p / STEP)]! : -1;
      if (b >= 0) buckets[b]!++;
      if (p < priceMin) priceMin = p;
      if (p > priceMax) priceMax = p;
    }
    if (wTag && (all || f === G.tag)) addMask(tagHistogram, tagMask[i]!, tagBytes, 1);
    if (wActivityGroup && (all || f === G.activityGroup)) addMask(activityGroupHistogram, activityGroupMask[i]!, activityGroupBytes, 1);
    if (wActivity && (all || f === G.activity)) {
      for (let a = activityStart[i]!, end = activityStart[i + 1]!; a < end; a++) activityCounts[activityCodes[a]!]!++;
    }
  }
  for (let t = 0; t < touchedCount; t++) {
    const h = touched[t]!;
    const i = hotelOffer[h]!;
    const all = hotelAll[h]!;
    const only = h * HOTEL_SLOTS;
    if (wScore) {
      const w = all + hotelOnly[only + SLOT_SCORE]!;
      const r = review[i]!;
      for (let j = 0; j < THRESHOLD_COUNT; j++) if (r >= THRESHOLDS[j]!) scores[j]! += w;
    }
    if (all > 0) {
      // Facilities and pets narrow when added: counted with every filter, their own included.
      if (wFacility) addMask(facilityHistogram, facilityMask[i]!, facilityBytes, all);
      if (wPets && (flags[i]! & PETS) !== 0) pets += all;
    }
    if (wStars) {
      const st = stars[i]!;
      if (st >= 1 && st <= 5) starCounts[st]! += all + hotelOnly[only + SLOT_STARS]!;
    }
    if (wType) addMask(typeHistogram, typeMask[i]!, typeBytes, all + hotelOnly[only + SLOT_TYPE]!);
    if (wEnvironment) addMask(environmentHistogram, environmentMask[i]!, environmentBytes, all + hotelOnly[only + SLOT_ENVIRONMENT]!);
    if (wStyle) addMask(styleHistogram, styleMask[i]!, styleBytes, all + hotelOnly[only + SLOT_STYLE]!);
    hotelAll[h] = 0;
    hotelOffer[h] = -1;
    hotelOnly[only + SLOT_SCORE] = 0;
    hotelOnly[only + SLOT_STARS] = 0;
    hotelOnly[only + SLOT_TYPE] = 0;
    hotelOnly[only + SLOT_ENVIRONMENT] = 0;
    hotelOnly[only + SLOT_STYLE] = 0;
  }

  const counts: FacetCounts['counts'] = {};
  let priceRange: FacetCounts['priceRange'] = null;
  if (wPrice) {
    counts.price = new Map(PRICE_BUCKETS.map((_, b) => [b, buckets[b]!]));
    if (priceMin !== Infinity) priceRange = { min: priceMin, max: priceMax };
  }
  if (wScore) counts.score = new Map(SCORE_THRESHOLDS.map((t, j) => [t, scores[j]!]));
  const fromBits = (values: { id: number; bit: number }[], histogram: Int32Array) => {
    const perBit = bitCounts(histogram);
    return new Map(values.map((v) => [v.id, v.bit >= 0 && v.bit < 32 ? perBit[v.bit]! : 0]));
  };
  if (wFacility) counts.facility = fromBits(vocabulary.facility, facilityHistogram);
  if (wPets) counts.pets = new Map([[1, pets]]);
  if (wStars) counts.stars = new Map([5, 4, 3, 2, 1].map((st) => [st, starCounts[st]!]));
  if (wType) counts.type = fromBits(vocabulary.type, typeHistogram);
  if (wEnvironment) counts.environment = fromBits(vocabulary.environment, environmentHistogram);
  if (wStyle) counts.style = fromBits(vocabulary.style, styleHistogram);
  if (wTag) counts.tag = fromBits(vocabulary.tag, tagHistogram);
  if (wActivityGroup) counts.activityGroup = fromBits(vocabulary.activityGroup, activityGroupHistogram);
  if (wActivity) {
    const byId = new Map<number, number>();
    activityCounts.forEach((n, code) => {
      if (n > 0) byId.set(ix.activityIdOfCode[code]!, n);
    });
    counts.activity = byId;
  }
  return { counts, priceRange };
}
