import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { PlaceColumn } from '../engine';

/*
 * The columnar index: one typed array per offer attribute (the hotel's attributes copied onto each of
 * its offers so a filter is one array read), offers in id order (index order = id order, the sorts'
 * tie-break), and a flat availability block per offer: `days` slots from `day0`, slot = offer * days + day.
 * A night is bookable when `rooms[slot] > 0` (the row exists, is not closed and has rooms left).
 */

export const CATEGORY_CODE = { weekend: 0, single_voucher: 1, activity: 2 } as const;
const OTHER_CATEGORY = 255;

export const PLACE_COLUMNS: readonly PlaceColumn[] = ['city_id', 'department_id', 'region_id', 'country_id', 'touristic_region_id', 'sea_resort_id', 'ski_resort_id'];

type IntArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Float64Array;

/** The smallest typed array holding every integer in [min, max]. */
function intArrayFor(min: number, max: number, length: number): IntArray {
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
export const dayNumber = (day: string): number => Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export type ColumnarIndex = {
  /** What the data looked like when read (see `catalogSignature`). */
  signature: string;
  builtAt: number;
  buildMs: number;
  size: number;
  // offers
  offerId: Int32Array;
  hotelIndex: Int32Array;
  hotelIdOf: Int32Array;
  category: Uint8Array;
  /** bit 0 published, 1 hotel active, 2 giftable, 3 has sv price, 4 hotel pets allowed */
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
  hotelCount: number;
  // activity offers: price by participants (index adults - 1), -1 when absent
  paxSell: Float64Array[];
  paxBar: Float64Array[];
  /** Distinct program activities per offer (CSR). */
  activityStart: Int32Array;
  activityIds: Int32Array;
  // availability
  day0: number;
  days: number;
  avPrice: IntArray;
  avBar: IntArray;
  avExtraAdult: IntArray;
  avChild: IntArray;
  avBaby: IntArray;
  avMinStay: IntArray;
  /** rooms left when bookable (row present, open, rooms left > 0), else 0 */
  avRooms: IntArray;
  /** Offers per hotel id and per place id, computed on first use. */
  lists: Map<string, Map<number, Int32Array>>;
  bytes: number;
};

/** Cheap fingerprint of the catalog: seed metadata and row counts / max ids of what the index reads. */
export async function catalogSignature(db: Kysely<Database>): Promise<string> {
  const meta = await db.selectFrom('catalog_meta').select(['key', 'value']).orderBy('key').execute();
  const counts = await sql<Record<string, unknown>>`select
      (select count(*) from hotel) as h, (select max(id) from hotel) as hm,
      (select count(*) from offer) as o, (select max(id) from offer) as om,
      (select count(*) from room) as r, (select count(*) from offer_pax_price) as p,
      (select count(*) from offer_activity) as a`.execute(db);
  return JSON.stringify([meta.map((m) => [m.key, m.value]), counts.rows[0]]);
}

export type BuildOptions = { offersPerBatch?: number };

/** Reads the catalog with plain selects and lays it out in typed arrays. */
export async function buildColumnarIndex(db: Kysely<Database>, options: BuildOptions = {}): Promise<ColumnarIndex> {
  const started = performance.now();
  const signature = await catalogSignature(db);

  const hotels = await db
    .selectFrom('hotel')
    .select(['id', 'active', 'stars', 'review_average', 'facility_mask', 'type_mask', 'environment_mask', 'style_mask', 'pets_allowed', 'lat', 'lng', ...PLACE_COLUMNS])
    .orderBy('id')
    .execute();
  const hotelPos = new Map<number, number>();
  hotels.forEach((h, i) => hotelPos.set(num(h.id), i));

  const rooms = await db.selectFrom('room').select(['id', 'max_capacity']).execute();
  const roomCapacity = new Map<number, number>();
  for (const r of rooms) roomCapacity.set(num(r.id), num(r.max_capacity));

  const offers = await db
    .selectFrom('offer')
    .select([
      'id', 'hotel_id', 'room_id', 'item_category', 'min_nights', 'max_nights', 'sell_price', 'bar_price', 'promo_percent', 'sv_price', 'giftable',
      'expires_at', 'published', 'popularity', 'theme_mask', 'tag_mask', 'activity_group_mask',
    ])
    .orderBy('id')
    .execute();
  // An offer of an unknown hotel can never be found (SQL joins the hotel): leave it out.
  const kept = offers.filter((o) => hotelPos.has(num(o.hotel_id)));
  const n = kept.length;

  const expiresValues = [...new Set(kept.map((o) => o.expires_at).filter((v): v is string => v !== null))].sort();
  const expiresRankOf = new Map(expiresValues.map((v, i) => [v, i]));

  const ix = {
    signature,
    builtAt: Date.now(),
    buildMs: 0,
    size: n,
    offerId: new Int32Array(n),
    hotelIndex: new Int32Array(n),
    hotelIdOf: new Int32Array(n),
    category: new Uint8Array(n),
    flags: new Uint8Array(n),
    expiresRank: new Int32Array(n),
    expiresValues,
    capacity: new Int32Array(n),
    minNights: new Int32Array(n),
    maxNights: new Int32Array(n),
    sell: new Float64Array(n),
    bar: new Float64Array(n),
    promo: new Float64Array(n),
    sv: new Float64Array(n),
    popularity: new Float64Array(n),
    themeMask: new Int32Array(n),
    tagMask: new Int32Array(n),
    activityGroupMask: new Int32Array(n),
    stars: new Int32Array(n),
    review: new Float64Array(n),
    facilityMask: new Int32Array(n),
    typeMask: new Int32Array(n),
    environmentMask: new Int32Array(n),
    styleMask: new Int32Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    places: Object.fromEntries(PLACE_COLUMNS.map((c) => [c, new Int32Array(n)])) as Record<PlaceColumn, Int32Array>,
    hotelCount: hotels.length,
    paxSell: [] as Float64Array[],
    paxBar: [] as Float64Array[],
    activityStart: new Int32Array(n + 1),
    activityIds: new Int32Array(0),
    day0: 0,
    days: 0,
    lists: new Map(),
    bytes: 0,
  } satisfies Partial<ColumnarIndex>;

  const offerPos = new Map<number, number>();
  kept.forEach((o, i) => {
    offerPos.set(num(o.id), i);
    const hi = hotelPos.get(num(o.hotel_id))!;
    const h = hotels[hi]!;
    ix.offerId[i] = num(o.id);
    ix.hotelIndex[i] = hi;
    ix.hotelIdOf[i] = num(h.id);
    ix.category[i] = (CATEGORY_CODE as Record<string, number>)[o.item_category] ?? OTHER_CATEGORY;
    const sv = numOrNull(o.sv_price);
    ix.flags[i] = (num(o.published) === 1 ? 1 : 0) | (num(h.active) === 1 ? 2 : 0) | (num(o.giftable) === 1 ? 4 : 0) | (sv !== null ? 8 : 0) | (num(h.pets_allowed) === 1 ? 16 : 0);
    ix.expiresRank[i] = o.expires_at === null ? -1 : expiresRankOf.get(o.expires_at)!;
    const roomId = numOrNull(o.room_id);
    ix.capacity[i] = roomId === null ? -1 : (roomCapacity.get(roomId) ?? -1);
    ix.minNights[i] = num(o.min_nights);
    ix.maxNights[i] = num(o.max_nights);
    ix.sell[i] = num(o.sell_price);
    ix.bar[i] = num(o.bar_price);
    ix.promo[i] = num(o.promo_percent);
    ix.sv[i] = sv ?? 0;
    ix.popularity[i] = num(o.popularity);
    ix.themeMask[i] = num(o.theme_mask);
    ix.tagMask[i] = num(o.tag_mask);
    ix.activityGroupMask[i] = num(o.activity_group_mask);
    ix.stars[i] = num(h.stars);
    const review = numOrNull(h.review_average);
    ix.review[i] = review === null ? NaN : review;
    ix.facilityMask[i] = num(h.facility_mask);
    ix.typeMask[i] = num(h.type_mask);
    ix.environmentMask[i] = num(h.environment_mask);
    ix.styleMask[i] = num(h.style_mask);
    ix.lat[i] = num(h.lat);
    ix.lng[i] = num(h.lng);
    for (const c of PLACE_COLUMNS) ix.places[c][i] = numOrNull(h[c]) ?? -1;
  });

  const pax = await db.selectFrom('offer_pax_price').select(['offer_id', 'adults', 'sell_price', 'bar_price']).execute();
  const maxAdults = pax.reduce((m, p) => Math.max(m, num(p.adults)), 0);
  for (let a = 0; a < Math.min(maxAdults, 20); a++) {
    ix.paxSell.push(new Float64Array(n).fill(-1));
    ix.paxBar.push(new Float64Array(n).fill(-1));
  }
  for (const p of pax) {
    const i = offerPos.get(num(p.offer_id));
    const a = num(p.adults) - 1;
    if (i === undefined || a < 0 || a >= ix.paxSell.length) continue;
    ix.paxSell[a]![i] = num(p.sell_price);
    ix.paxBar[a]![i] = num(p.bar_price);
  }

  const programme = await db.selectFrom('offer_activity').select(['offer_id', 'activity_id']).distinct().orderBy('offer_id').orderBy('activity_id').execute();
  const lines: number[][] = Array.from({ length: n }, () => []);
  for (const p of programme) {
    const i = offerPos.get(num(p.offer_id));
    if (i !== undefined) lines[i]!.push(num(p.activity_id));
  }
  let total = 0;
  for (let i = 0; i < n; i++) {
    ix.activityStart[i] = total;
    total += lines[i]!.length;
  }
  ix.activityStart[n] = total;
  ix.activityIds = new Int32Array(total);
  for (let i = 0, k = 0; i < n; i++) for (const a of lines[i]!) ix.activityIds[k++] = a;

  // Availability: ranges first (to size the arrays), then the rows in batches of offers.
  const range = await sql<Record<string, unknown>>`select min(day) as d0, max(day) as d1,
      min(price) as p0, max(price) as p1, min(bar_price) as b0, max(bar_price) as b1,
      min(extra_adult_price) as ea0, max(extra_adult_price) as ea1, min(child_price) as c0, max(child_price) as c1,
      min(baby_price) as ba0, max(baby_price) as ba1, min(min_stay) as m0, max(min_stay) as m1, max(rooms_left) as r1
    from availability`.execute(db);
  const r = range.rows[0] ?? {};
  const hasAvailability = r.d0 !== null && r.d0 !== undefined;
  const day0 = hasAvailability ? dayNumber(String(r.d0)) : 0;
  const days = hasAvailability ? dayNumber(String(r.d1)) - day0 + 1 : 0;
  const slots = n * days;
  const arr = (lo: unknown, hi: unknown) => intArrayFor(Math.min(0, num(lo ?? 0)), Math.max(0, num(hi ?? 0)), slots);
  const avPrice = arr(r.p0, r.p1);
  const avBar = arr(r.b0, r.b1);
  const avExtraAdult = arr(r.ea0, r.ea1);
  const avChild = arr(r.c0, r.c1);
  const avBaby = arr(r.ba0, r.ba1);
  const avMinStay = arr(r.m0, r.m1);
  const avRooms = arr(0, r.r1);

  const batch = options.offersPerBatch ?? 500;
  const dayIndex = new Map<string, number>();
  for (let start = 0; start < n && days > 0; start += batch) {
    const end = Math.min(n, start + batch) - 1;
    const rows = await db
      .selectFrom('availability')
      .select(['offer_id', 'day', 'price', 'bar_price', 'extra_adult_price', 'child_price', 'baby_price', 'min_stay', 'rooms_left', 'closed'])
      .where('offer_id', '>=', ix.offerId[start]!)
      .where('offer_id', '<=', ix.offerId[end]!)
      .execute();
    let lastOffer = -1;
    let base = 0;
    for (const row of rows) {
      const offerId = num(row.offer_id);
      if (offerId !== lastOffer) {
        const i = offerPos.get(offerId);
        lastOffer = offerId;
        base = i === undefined ? -1 : i * days;
      }
      if (base < 0) continue;
      let d = dayIndex.get(row.day);
      if (d === undefined) {
        d = dayNumber(row.day) - day0;
        dayIndex.set(row.day, d);
      }
      const slot = base + d;
      avPrice[slot] = num(row.price);
      avBar[slot] = num(row.bar_price);
      avExtraAdult[slot] = num(row.extra_adult_price);
      avChild[slot] = num(row.child_price);
      avBaby[slot] = num(row.baby_price);
      avMinStay[slot] = num(row.min_stay);
      const left = num(row.rooms_left);
      avRooms[slot] = num(row.closed) === 0 && left > 0 ? left : 0;
    }
  }

  const index: ColumnarIndex = { ...ix, day0, days, avPrice, avBar, avExtraAdult, avChild, avBaby, avMinStay, avRooms };
  let bytes = 0;
  for (const v of Object.values(index)) {
    if (ArrayBuffer.isView(v)) bytes += v.byteLength;
    else if (v && typeof v === 'object' && !(v instanceof Map) && !Array.isArray(v)) for (const w of Object.values(v)) if (ArrayBuffer.isView(w)) bytes += w.byteLength;
  }
  for (const a of [...index.paxSell, ...index.paxBar]) bytes += a.byteLength;
  index.bytes = bytes;
  index.buildMs = performance.now() - started;
  return index;
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
const EMPTY = new Int32Array(0);
