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
import { boundingBox, EARTH_RADIUS_KM } from '../geo';
import { CATEGORY_CODE, dayNumber, offersWhere, type ColumnarIndex } from './build';

/*
 * Query evaluation over a ColumnarIndex, the same semantics as SqlSearchEngine (sql-engine.ts):
 *   scope (category, published, active, expiry, place, radius, hotel, excluded, themes, capacity, nights)
 *   → price (gift / activity per person / stay for the family / from price)
 *   → a fail mask per offer, one bit per filter group, so a search keeps fail = 0 and the disjunctive
 *     facets count each group over the offers failing at most that group, in the same pass.
 */

const G = { price: 1, score: 2, facility: 4, pets: 8, stars: 16, type: 32, environment: 64, style: 128, tag: 256, activityGroup: 512, activity: 1024 } as const;
const RAD = Math.PI / 180;

/** Per-query results, in arrays indexed by offer (valid for the listed candidates only). */
export type Evaluation = {
  /** Offer indices in scope and priced, ascending. */
  cand: Int32Array;
  count: number;
  price: Float64Array;
  bar: Float64Array;
  promo: Float64Array;
  rooms: Float64Array;
  distance: Float64Array;
  fail: Uint16Array;
};

class Scratch {
  cand: Int32Array;
  price: Float64Array;
  bar: Float64Array;
  promo: Float64Array;
  rooms: Float64Array;
  distance: Float64Array;
  fail: Uint16Array;
  key: Float64Array;
  hotelCount: Int32Array;
  constructor(n: number, hotels: number) {
    this.cand = new Int32Array(n);
    this.price = new Float64Array(n);
    this.bar = new Float64Array(n);
    this.promo = new Float64Array(n);
    this.rooms = new Float64Array(n);
    this.distance = new Float64Array(n);
    this.fail = new Uint16Array(n);
    this.key = new Float64Array(n);
    this.hotelCount = new Int32Array(hotels);
  }
}

const scratches = new WeakMap<ColumnarIndex, Scratch>();
function scratchOf(ix: ColumnarIndex): Scratch {
  let s = scratches.get(ix);
  if (!s) scratches.set(ix, (s = new Scratch(ix.size, ix.hotelCount)));
  return s;
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

/** Everything in scope, priced, with its fail mask. Synchronous: the scratch arrays are reused by the next query. */
export function evaluate(ix: ColumnarIndex, q: EngineQuery): Evaluation {
  const s = scratchOf(ix);
  const { cand, price: sPrice, bar: sBar, promo: sPromo, rooms: sRooms, distance: sDist, fail: sFail } = s;

  // Scope lists: the narrowest known list of offers, else every offer.
  let list: Int32Array | null = null;
  if (q.hotelId !== null) list = offersWhere(ix, 'hotel', q.hotelId);
  else if (q.place.length) list = offersWhere(ix, q.place[0]!.column, q.place[0]!.id);
  const total = list ? list.length : ix.size;

  const gift = q.gift;
  const activity = q.itemCategory === 'activity';
  const category = (CATEGORY_CODE as Record<string, number>)[q.itemCategory] ?? -1;
  const giftableOnly = q.giftableOnly && !gift;
  const expiresFrom = lowerBound(ix.expiresValues, q.today);
  const places = q.place.map((p) => ({ column: ix.places[p.column], id: p.id }));
  const excluded = q.excludedHotelIds.length ? new Set(q.excludedHotelIds) : null;
  const themeMask = q.themeMask | 0;
  const checkCapacity = !activity && !gift;
  const beds = q.family.adults + q.family.children;
  const position = q.position;
  const radius = position && q.radius ? q.radius : null;
  const box = radius && radius.maxKm !== null ? boundingBox(position!, radius.maxKm) : null;
  const maxKm = radius?.maxKm ?? null;
  const minKm = radius ? radius.minKm : 0;

  const stay = q.stay;
  const nights = stay ? stay.nights : 0;
  const checkNights = stay !== null && !activity;
  const days = ix.days;
  const first = stay ? dayNumber(stay.checkin) - ix.day0 : 0;
  const stayInWindow = stay !== null && first >= 0 && first + nights <= days;
  const extraAdults = Math.max(0, q.family.adults - 2);
  const children = q.family.children;
  const babies = q.family.babies;
  const n = q.participants;
  const paxSell = activity ? ix.paxSell[n - 1] : undefined;
  const paxBar = activity ? ix.paxBar[n - 1] : undefined;

  // Filter groups.
  const pMin = q.price.min;
  const pMax = q.price.max;
  const minScore = q.minReviewScore;
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
  const activitySet = q.activityIds.length ? new Set(q.activityIds) : null;

  const { flags, category: cat, expiresRank, capacity, minNights, maxNights, themeMask: themes, hotelIdOf, lat, lng } = ix;
  const { avPrice, avBar, avExtraAdult, avChild, avBaby, avMinStay, avRooms } = ix;
  const plat = position ? position.lat : 0;
  const plng = position ? position.lng : 0;

  let count = 0;
  for (let k = 0; k < total; k++) {
    const i = list ? list[k]! : k;
    const f = flags[i]!;
    if ((f & 3) !== 3) continue;
    const er = expiresRank[i]!;
    if (er >= 0 && er < expiresFrom) continue;
    if (gift) {
      if ((f & 12) !== 12 || cat[i]! > 1) continue;
    } else {
      if (cat[i] !== category) continue;
      if (giftableOnly && (f & 12) !== 12) continue;
    }
    let ok = true;
    for (let p = 0; p < places.length; p++) {
      if (places[p]!.column[i] !== places[p]!.id) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (q.hotelId !== null && hotelIdOf[i] !== q.hotelId) continue;
    if (excluded && excluded.has(hotelIdOf[i]!)) continue;
    if (themeMask && (themes[i]! & themeMask) === 0) continue;
    let distance = NaN;
    if (position) {
      const hl = lat[i]!;
      const hg = lng[i]!;
      const dLat = (hl - plat) * RAD;
      const dLng = (hg - plng) * RAD * Math.cos(((hl + plat) / 2) * RAD);
      distance = EARTH_RADIUS_KM * Math.sqrt(dLat * dLat + dLng * dLng);
      if (radius) {
        if (box) {
          if (hl < box.minLat || hl > box.maxLat || hg < box.minLng || hg > box.maxLng) continue;
          if (!(distance <= maxKm!)) continue;
        }
        if (minKm > 0 && !(distance >= minKm)) continue;
      }
    }
    if (checkCapacity && capacity[i]! < beds) continue;
    if (checkNights && (minNights[i]! > nights || maxNights[i]! < nights)) continue;

    // The stay: every night bookable, minimum stay of the check-in day, priced for the family.
    let total = 0;
    let barTotal = 0;
    let rooms = -1;
    if (stay) {
      if (!stayInWindow) continue;
      const base = i * days + first;
      if (avMinStay[base]! > nights) continue;
      rooms = Infinity;
      for (let d = 0; d < nights; d++) {
        const slot = base + d;
        const left = avRooms[slot]!;
        if (left <= 0) {
          rooms = -1;
          break;
        }
        if (left < rooms) rooms = left;
        const extras = extraAdults * avExtraAdult[slot]! + children * avChild[slot]! + babies * avBaby[slot]!;
        total += avPrice[slot]! + extras;
        barTotal += avBar[slot]! + extras;
      }
      if (rooms < 0) continue;
    }

    let price: number;
    let bar: number;
    let promo: number;
    if (gift) {
      price = bar = ix.sv[i]!;
      promo = 0;
    } else if (activity) {
      const ps = paxSell ? paxSell[i]! : -1;
      if (ps < 0) continue;
      price = Math.trunc(ps / n);
      bar = Math.trunc(paxBar![i]! / n);
      promo = ix.promo[i]!;
    } else if (stay) {
      price = total;
      bar = barTotal;
      promo = barTotal > total ? Math.trunc(((barTotal - total) * 100) / barTotal) : 0;
    } else {
      price = ix.sell[i]!;
      bar = ix.bar[i]!;
      promo = ix.promo[i]!;
    }

    let fail = 0;
    if ((pMin !== null && price < pMin) || (pMax !== null && price > pMax)) fail |= G.price;
    if (minScore !== null && !(ix.review[i]! >= minScore)) fail |= G.score;
    if (facilityMask && (ix.facilityMask[i]! & facilityMask) !== facilityMask) fail |= G.facility;
    if (pets && (f & 16) === 0) fail |= G.pets;
    if (hasStars) {
      const st = ix.stars[i]!;
      const hit = st >= 0 && st < 31 ? (starBits & (1 << st)) !== 0 : starSet !== null && starSet.has(st);
      if (!hit) fail |= G.stars;
    }
    if (typeMask && (ix.typeMask[i]! & typeMask) === 0) fail |= G.type;
    if (environmentMask && (ix.environmentMask[i]! & environmentMask) === 0) fail |= G.environment;
    if (styleMask && (ix.styleMask[i]! & styleMask) === 0) fail |= G.style;
    if (tagMask && (ix.tagMask[i]! & tagMask) === 0) fail |= G.tag;
    if (activityGroupMask && (ix.activityGroupMask[i]! & activityGroupMask) === 0) fail |= G.activityGroup;
    if (activitySet) {
      let any = false;
      for (let a = ix.activityStart[i]!, end = ix.activityStart[i + 1]!; a < end; a++) {
        if (activitySet.has(ix.activityIds[a]!)) {
          any = true;
          break;
        }
      }
      if (!any) fail |= G.activity;
    }

    cand[count++] = i;
    sPrice[i] = price;
    sBar[i] = bar;
    sPromo[i] = promo;
    sRooms[i] = rooms;
    sDist[i] = distance;
    sFail[i] = fail;
  }
  // A place list is ascending already; keep it so (ties in sorts are broken by index = id).
  return { cand, count, price: sPrice, bar: sBar, promo: sPromo, rooms: sRooms, distance: sDist, fail: sFail };
}

/** Sort key per matched offer, ascending; ties broken by index (= offer id). */
function fillKeys(ix: ColumnarIndex, q: EngineQuery, e: Evaluation, rows: Int32Array, m: number, key: Float64Array): void {
  const order = q.orderBy === 'distance' && !q.position ? 'priceQuality' : q.orderBy;
  for (let k = 0; k < m; k++) {
    const i = rows[k]!;
    let v: number;
    switch (order) {
      case 'distance':
        v = e.distance[i]!;
        break;
      case 'promo':
        v = -e.promo[i]!;
        break;
      case 'priceAsc':
        v = e.price[i]!;
        break;
      case 'popularity':
        v = -ix.popularity[i]!;
        break;
      case 'svPriceDesc':
        v = (ix.flags[i]! & 8) !== 0 ? -ix.sv[i]! : Infinity;
        break;
      case 'svPriceAsc':
        v = (ix.flags[i]! & 8) !== 0 ? ix.sv[i]! : Infinity;
        break;
      default: {
        const r = ix.review[i]!;
        v = -(((r === r ? r : 7) + e.promo[i]! / 20) / (e.price[i]! / 100 + 100));
      }
    }
    key[i] = v;
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
function topK(rows: Int32Array, m: number, k: number, cmp: (a: number, b: number) => number): Int32Array {
  if (k <= 0) return new Int32Array(0);
  if (k * 4 >= m) return rows.slice(0, m).sort(cmp).subarray(0, Math.min(k, m));
  const heap = new Int32Array(k);
  let size = 0;
  const up = (j: number) => {
    while (j > 0) {
      const p = (j - 1) >> 1;
      if (cmp(heap[j]!, heap[p]!) <= 0) break;
      const t = heap[j]!;
      heap[j] = heap[p]!;
      heap[p] = t;
      j = p;
    }
  };
  const down = (j: number) => {
    for (;;) {
      const l = 2 * j + 1;
      const r = l + 1;
      let w = j;
      if (l < size && cmp(heap[l]!, heap[w]!) > 0) w = l;
      if (r < size && cmp(heap[r]!, heap[w]!) > 0) w = r;
      if (w === j) return;
      const t = heap[j]!;
      heap[j] = heap[w]!;
      heap[w] = t;
      j = w;
    }
  };
  for (let t = 0; t < m; t++) {
    const row = rows[t]!;
    if (size < k) {
      heap[size++] = row;
      up(size - 1);
    } else if (cmp(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.subarray(0, size).sort(cmp);
}

/** Matched rows (fail = 0), their per-hotel counts, and the ordered, capped rows when asked. */
function matched(e: Evaluation): { rows: Int32Array; m: number } {
  const rows = new Int32Array(e.count);
  let m = 0;
  for (let k = 0; k < e.count; k++) {
    const i = e.cand[k]!;
    if (e.fail[i] === 0) rows[m++] = i;
  }
  return { rows, m };
}

function orderedCapped(ix: ColumnarIndex, q: EngineQuery, rows: Int32Array, m: number, cmp: (a: number, b: number) => number): Int32Array {
  const sorted = rows.subarray(0, m).sort(cmp);
  if (q.packagesPerHotel === null) return sorted;
  const cap = q.packagesPerHotel;
  const seen = new Map<number, number>();
  const out = new Int32Array(m);
  let t = 0;
  for (let k = 0; k < m; k++) {
    const i = sorted[k]!;
    const h = ix.hotelIndex[i]!;
    const c = (seen.get(h) ?? 0) + 1;
    seen.set(h, c);
    if (c <= cap) out[t++] = i;
  }
  return out.subarray(0, t);
}

export function search(ix: ColumnarIndex, q: EngineQuery): SearchResult {
  const e = evaluate(ix, q);
  const { rows, m } = matched(e);
  const s = scratchOf(ix);
  const key = s.key;
  fillKeys(ix, q, e, rows, m, key);
  const cmp = comparator(key);
  const from = q.page * q.pageSize;
  let page: Int32Array;
  let total: number;
  if (q.packagesPerHotel === null) {
    total = m;
    page = from >= m ? new Int32Array(0) : topK(rows, m, from + q.pageSize, cmp).subarray(from);
  } else {
    const all = orderedCapped(ix, q, rows, m, cmp);
    total = all.length;
    page = all.subarray(from, from + q.pageSize);
  }
  const perHotel = s.hotelCount;
  for (let k = 0; k < m; k++) perHotel[ix.hotelIndex[rows[k]!]!]!++;
  const hits: SearchHit[] = Array.from(page, (i) => ({
    offerId: ix.offerId[i]!,
    hotelId: ix.hotelIdOf[i]!,
    price: e.price[i]!,
    barPrice: e.bar[i]!,
    promo: e.promo[i]!,
    distanceKm: q.position ? e.distance[i]! : null,
    availableRooms: e.rooms[i]! >= 0 ? e.rooms[i]! : null,
    hasMoreOffers: perHotel[ix.hotelIndex[i]!]! > 1,
  }));
  for (let k = 0; k < m; k++) perHotel[ix.hotelIndex[rows[k]!]!] = 0;
  return { hits, total };
}

export function mapSearch(ix: ColumnarIndex, q: EngineQuery, limit: number): MapHit[] {
  const e = evaluate(ix, q);
  const { rows, m } = matched(e);
  const key = scratchOf(ix).key;
  fillKeys(ix, q, e, rows, m, key);
  const all = orderedCapped(ix, q, rows, m, comparator(key));
  const byHotel = new Map<number, MapHit>();
  for (const i of all) {
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

const bitIndex = (bit: number) => 31 - Math.clz32(bit);

export function facets(ix: ColumnarIndex, q: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): FacetCounts {
  const e = evaluate(ix, q);
  const want = new Set(types);
  const buckets = new Float64Array(PRICE_BUCKETS.length);
  let priceMin = Infinity;
  let priceMax = -Infinity;
  const scores = new Float64Array(SCORE_THRESHOLDS.length);
  const stars = new Float64Array(6);
  const bits = { facility: new Float64Array(32), type: new Float64Array(32), environment: new Float64Array(32), style: new Float64Array(32), tag: new Float64Array(32), activityGroup: new Float64Array(32) };
  let pets = 0;
  const activities = new Map<number, number>();
  const addBits = (into: Float64Array, mask: number) => {
    let v = mask | 0;
    while (v !== 0) {
      const low = v & -v;
      into[bitIndex(low)]!++;
      v ^= low;
    }
  };
  const only = (fail: number, group: number) => fail === 0 || fail === group;
  for (let k = 0; k < e.count; k++) {
    const i = e.cand[k]!;
    const fail = e.fail[i]!;
    if (fail !== 0 && (fail & (fail - 1)) !== 0) continue;
    if (only(fail, G.price)) {
      const p = e.price[i]!;
      for (let b = 0; b < PRICE_BUCKETS.length; b++) {
        const bucket = PRICE_BUCKETS[b]!;
        if (p >= bucket.min && (bucket.max === null || p < bucket.max)) buckets[b]!++;
      }
      if (p < priceMin) priceMin = p;
      if (p > priceMax) priceMax = p;
    }
    if (only(fail, G.score)) {
      const r = ix.review[i]!;
      for (let t = 0; t < SCORE_THRESHOLDS.length; t++) if (r >= SCORE_THRESHOLDS[t]!) scores[t]!++;
    }
    if (fail === 0) {
      addBits(bits.facility, ix.facilityMask[i]!);
      if ((ix.flags[i]! & 16) !== 0) pets++;
    }
    if (only(fail, G.stars)) {
      const st = ix.stars[i]!;
      if (st >= 1 && st <= 5) stars[st]!++;
    }
    if (only(fail, G.type)) addBits(bits.type, ix.typeMask[i]!);
    if (only(fail, G.environment)) addBits(bits.environment, ix.environmentMask[i]!);
    if (only(fail, G.style)) addBits(bits.style, ix.styleMask[i]!);
    if (only(fail, G.tag)) addBits(bits.tag, ix.tagMask[i]!);
    if (only(fail, G.activityGroup)) addBits(bits.activityGroup, ix.activityGroupMask[i]!);
    if (want.has('activity') && only(fail, G.activity)) {
      for (let a = ix.activityStart[i]!, end = ix.activityStart[i + 1]!; a < end; a++) {
        const id = ix.activityIds[a]!;
        activities.set(id, (activities.get(id) ?? 0) + 1);
      }
    }
  }

  const counts: FacetCounts['counts'] = {};
  let priceRange: FacetCounts['priceRange'] = null;
  if (want.has('price')) {
    counts.price = new Map(PRICE_BUCKETS.map((_, b) => [b, buckets[b]!]));
    if (priceMin !== Infinity) priceRange = { min: priceMin, max: priceMax };
  }
  if (want.has('score')) counts.score = new Map(SCORE_THRESHOLDS.map((t, j) => [t, scores[j]!]));
  const fromBits = (values: { id: number; bit: number }[], into: Float64Array) => new Map(values.map((v) => [v.id, v.bit >= 0 && v.bit < 32 ? into[v.bit]! : 0]));
  if (want.has('facility')) counts.facility = fromBits(vocabulary.facility, bits.facility);
  if (want.has('pets')) counts.pets = new Map([[1, pets]]);
  if (want.has('stars')) counts.stars = new Map([5, 4, 3, 2, 1].map((st) => [st, stars[st]!]));
  if (want.has('type')) counts.type = fromBits(vocabulary.type, bits.type);
  if (want.has('environment')) counts.environment = fromBits(vocabulary.environment, bits.environment);
  if (want.has('style')) counts.style = fromBits(vocabulary.style, bits.style);
  if (want.has('tag')) counts.tag = fromBits(vocabulary.tag, bits.tag);
  if (want.has('activityGroup')) counts.activityGroup = fromBits(vocabulary.activityGroup, bits.activityGroup);
  if (want.has('activity')) counts.activity = new Map([...activities].sort((a, b) => a[0] - b[0]));
  return { counts, priceRange };
}
