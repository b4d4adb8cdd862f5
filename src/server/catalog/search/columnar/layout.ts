import type { PlaceColumn } from '../engine';
import type { ChangeCursor } from './change-log.repository';

/*
 * The columnar index: one typed array per offer attribute, offers in id order (index order = id order,
 * the sorts' tie-break), the hotel's attributes copied onto each of its offers so a filter is one array
 * read. Multi-valued attributes are bit masks (bit = vocabulary.bit). Program activities are a CSR list
 * of dense activity codes (code → id in `activityIdOfCode`), so facet counts go into a small typed array.
 *
 * Availability is day-major: slot = day * size + offer. A dated search over many offers reads each night
 * of the stay as one sequential run through every array it needs (a hotel's 12 months are a strided read
 * of a few offers). A night is bookable when `avRooms[slot] > 0` (the row exists, is open and has rooms left).
 *
 * Everything but `lists` is plain data (numbers, strings, typed arrays): the snapshot on disk writes the
 * typed arrays raw (snapshot.ts) and a worker thread hands them over without copying (build-worker.ts).
 */

export const CATEGORY_CODE = { weekend: 0, single_voucher: 1, activity: 2 } as const;
export const OTHER_CATEGORY = 255;

export const PLACE_COLUMNS: readonly PlaceColumn[] = ['city_id', 'department_id', 'region_id', 'country_id', 'touristic_region_id', 'sea_resort_id', 'ski_resort_id'];

/** Flag bits per offer. */
export const FLAG = { published: 1, active: 2, giftable: 4, hasSv: 8, pets: 16 } as const;

export type IntArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Float64Array;

/** The smallest typed array holding every integer in [min, max] (Float64Array for anything else). */
export function intArrayFor(min: number, max: number, length: number): IntArray {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return new Uint8Array(length);
  if (!Number.isInteger(min) || !Number.isInteger(max)) return new Float64Array(length);
  if (min >= 0 && max <= 0xff) return new Uint8Array(length);
  if (min >= -0x80 && max <= 0x7f) return new Int8Array(length);
  if (min >= 0 && max <= 0xffff) return new Uint16Array(length);
  if (min >= -0x8000 && max <= 0x7fff) return new Int16Array(length);
  if (min >= -0x80000000 && max <= 0x7fffffff) return new Int32Array(length);
  return new Float64Array(length);
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a 'YYYY-MM-DD' day (UTC). */
export const dayNumber = (day: string): number => Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);

/** Which catalog data an index was read from: `catalog_version` (instance, version) when the read started. */
export type CatalogVersion = { instance: string; version: number };
export const versionKey = (v: CatalogVersion): string => `${v.instance}/${v.version}`;

/** `avRooms` of a night: its rooms left when it can be booked (open, a room left), else 0. */
export const bookableRooms = (roomsLeft: number, closed: number): number => (closed === 0 && roomsLeft > 0 ? roomsLeft : 0);

export type ColumnarIndex = {
  version: CatalogVersion;
  /** The stock and price changes it reflects (change-log.ts): the next poll patches the nights changed since. */
  changeCursor: ChangeCursor;
  builtAt: number;
  buildMs: number;
  /** Offers. */
  size: number;
  hotelCount: number;
  // offers
  offerId: Int32Array;
  hotelIndex: Int32Array;
  hotelIdOf: Int32Array;
  category: Uint8Array;
  /** FLAG bits */
  flags: Uint8Array;
  /** Rank of expires_at among the sorted distinct values, -1 when null (string order, as SQL compares). */
  expiresRank: Int32Array;
  expiresValues: string[];
  /** Room max capacity, -1 without a room (the SQL inner join drops those). */
  capacity: Int32Array;
  minNights: Int32Array;
  maxNights: Int32Array;
  sell: Float64Array;
  bar: Float64Array;
  promo: Float64Array;
  sv: Float64Array;
  popularity: Float64Array;
  themeMask: Int32Array;
  tagMask: Int32Array;
  activityGroupMask: Int32Array;
  // the hotel's attributes, per offer
  stars: Int32Array;
  /** NaN when unrated */
  review: Float64Array;
  facilityMask: Int32Array;
  typeMask: Int32Array;
  environmentMask: Int32Array;
  styleMask: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Per place column, the hotel's id there (-1 when null). */
  places: Record<PlaceColumn, Int32Array>;
  // activity offers: price by participants (index adults - 1), -1 when absent
  paxSell: Float64Array[];
  paxBar: Float64Array[];
  /** Distinct program activities per offer (CSR: codes of offer i are activityCodes[activityStart[i] .. activityStart[i + 1]]). */
  activityStart: Int32Array;
  activityCodes: Int32Array;
  /** Activity id of each code, ascending. */
  activityIdOfCode: Int32Array;
  // availability, day-major (slot = day * size + offer)
  day0: number;
  days: number;
  avPrice: IntArray;
  avBar: IntArray;
  avExtraAdult: IntArray;
  avChild: IntArray;
  avBaby: IntArray;
  avMinStay: IntArray;
  /** Rooms left when bookable (row present, open, rooms left > 0), else 0. */
  avRooms: IntArray;
  /** The night's promotion percent (the hotel calendar shows it). */
  avPromo: IntArray;
  /** Derived lists (offers per hotel, per place id, per category), computed on first use; never stored. */
  lists: Map<string, Map<number, Int32Array>>;
  /** Bytes held by the typed arrays. */
  bytes: number;
};

/** Every typed array of an index, by a stable path name ('places.city_id', 'paxSell.0'...). */
export function typedArraysOf(ix: ColumnarIndex): [string, ArrayBufferView][] {
  const out: [string, ArrayBufferView][] = [];
  for (const [key, value] of Object.entries(ix)) {
    if (ArrayBuffer.isView(value)) out.push([key, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => ArrayBuffer.isView(v) && out.push([`${key}.${i}`, v]));
    else if (value && typeof value === 'object' && !(value instanceof Map)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (ArrayBuffer.isView(v)) out.push([`${key}.${k}`, v]);
    }
  }
  return out;
}

export function bytesOf(ix: ColumnarIndex): number {
  return typedArraysOf(ix).reduce((sum, [, a]) => sum + a.byteLength, 0);
}

/** Position of an offer id in the index (ids ascending), -1 when absent. */
export function offerPosition(ix: ColumnarIndex, offerId: number): number {
  const ids = ix.offerId;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < offerId) lo = mid + 1;
    else hi = mid;
  }
  return lo < ids.length && ids[lo] === offerId ? lo : -1;
}

/** Offer indices (ascending) whose `key` equals `id`: hotel ids or a place column, built once per key. */
export function offersWhere(ix: ColumnarIndex, key: PlaceColumn | 'hotel', id: number): Int32Array {
  let byId = ix.lists.get(key);
  if (!byId) {
    const column = key === 'hotel' ? ix.hotelIdOf : ix.places[key];
    const groups = new Map<number, number[]>();
    for (let i = 0; i < ix.size; i++) {
      const v = column[i]!;
      if (v < 0) continue;
      let g = groups.get(v);
      if (!g) groups.set(v, (g = []));
      g.push(i);
    }
    byId = new Map([...groups].map(([k, v]) => [k, Int32Array.from(v)]));
    ix.lists.set(key, byId);
  }
  return byId.get(id) ?? EMPTY;
}

/**
 * Offers that can ever be found in a category (published, of an active hotel), ascending. Gifting
 * (`'gift'`) scans giftable weekend and single-voucher offers with a single-voucher price.
 */
export function liveOffers(ix: ColumnarIndex, scope: number | 'gift'): Int32Array {
  let byScope = ix.lists.get('live');
  if (!byScope) ix.lists.set('live', (byScope = new Map()));
  const key = scope === 'gift' ? -1 : scope;
  let list = byScope.get(key);
  if (!list) {
    const out: number[] = [];
    const live = FLAG.published | FLAG.active;
    const giftable = FLAG.giftable | FLAG.hasSv;
    for (let i = 0; i < ix.size; i++) {
      const f = ix.flags[i]!;
      if ((f & live) !== live) continue;
      if (scope === 'gift' ? (f & giftable) === giftable && ix.category[i]! <= CATEGORY_CODE.single_voucher : ix.category[i] === scope) out.push(i);
    }
    byScope.set(key, (list = Int32Array.from(out)));
  }
  return list;
}

const EMPTY = new Int32Array(0);
