import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { readCatalogVersion } from './catalog-version.repository';
import { readChangeCursor } from './change-log.repository';
import { findAvailabilityRanges, findIndexHotels, findIndexOffers, findIndexPaxPrices, findIndexProgrammes, findIndexRooms, readAvailabilityRows } from './index-source.repository';
import { bookableRooms, bytesOf, CATEGORY_CODE, dayNumber, intArrayFor, OTHER_CATEGORY, PLACE_COLUMNS, type CatalogVersion, type ColumnarIndex } from './layout';

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export type BuildOptions = {
  /**
   * Read the availability table in one streamed scan on its own connection (the worker thread's); otherwise in
   * batches of `offersPerBatch` offers with a turn of the event loop between batches, so a build on the serving
   * thread never holds it for long.
   */
  stream?: boolean;
  /** Offers per availability batch (default 100). */
  offersPerBatch?: number;
};

/**
 * Reads the catalog (the source of truth) and lays it out in typed arrays. The catalog version and the change log's
 * cursor are read first: an edit made during the build leaves the index one version behind, and the next freshness
 * check rebuilds it; a stock or price change made during the build is applied again by the next poll.
 */
export async function buildColumnarIndex(db: Kysely<Database>, options: BuildOptions = {}): Promise<ColumnarIndex> {
  const started = performance.now();
  const version: CatalogVersion = await readCatalogVersion(db);
  const changeCursor = await readChangeCursor(db);

  const hotels = await findIndexHotels(db);
  const hotelPos = new Map<number, number>();
  hotels.forEach((h, i) => hotelPos.set(num(h.id), i));

  const rooms = await findIndexRooms(db);
  const roomCapacity = new Map<number, number>();
  for (const r of rooms) roomCapacity.set(num(r.id), num(r.max_capacity));

  const offers = await findIndexOffers(db);
  // An offer of an unknown hotel can never be found (SQL joins the hotel): leave it out.
  const kept = offers.filter((o) => hotelPos.has(num(o.hotel_id)));
  const n = kept.length;

  const expiresValues = [...new Set(kept.map((o) => o.expires_at).filter((v): v is string => v !== null))].sort();
  const expiresRankOf = new Map(expiresValues.map((v, i) => [v, i]));

  const ix = {
    version,
    changeCursor,
    builtAt: Date.now(),
    buildMs: 0,
    size: n,
    hotelCount: hotels.length,
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
    places: Object.fromEntries(PLACE_COLUMNS.map((c) => [c, new Int32Array(n)])) as ColumnarIndex['places'],
    paxSell: [] as Float64Array[],
    paxBar: [] as Float64Array[],
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

  const pax = await findIndexPaxPrices(db);
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

  const activities = programme(
    n,
    offerPos,
    await findIndexProgrammes(db),
  );

  const availability = await readAvailability(db, ix.offerId, offerPos, options);
  const index: ColumnarIndex = { ...ix, ...activities, ...availability };
  index.bytes = bytesOf(index);
  index.buildMs = performance.now() - started;
  return index;
}

/** Program activities as dense codes per offer (CSR). */
function programme(n: number, offerPos: Map<number, number>, rows: { offer_id: unknown; activity_id: unknown }[]) {
  const ids = [...new Set(rows.map((r) => num(r.activity_id)))].sort((a, b) => a - b);
  const codeOf = new Map(ids.map((id, code) => [id, code]));
  const lines: number[][] = Array.from({ length: n }, () => []);
  for (const r of rows) {
    const i = offerPos.get(num(r.offer_id));
    if (i !== undefined) lines[i]!.push(codeOf.get(num(r.activity_id))!);
  }
  const activityStart = new Int32Array(n + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    activityStart[i] = total;
    total += lines[i]!.length;
  }
  activityStart[n] = total;
  const activityCodes = new Int32Array(total);
  for (let i = 0, k = 0; i < n; i++) for (const code of lines[i]!) activityCodes[k++] = code;
  return { activityStart, activityCodes, activityIdOfCode: Int32Array.from(ids) };
}

type Availability = Pick<ColumnarIndex, 'day0' | 'days' | 'avPrice' | 'avBar' | 'avExtraAdult' | 'avChild' | 'avBaby' | 'avMinStay' | 'avRooms' | 'avPromo'>;

/** Availability rows → day-major arrays sized from the table's value ranges. */
async function readAvailability(db: Kysely<Database>, offerIds: Int32Array, offerPos: Map<number, number>, options: BuildOptions): Promise<Availability> {
  const n = offerIds.length;
  const r = await findAvailabilityRanges(db);
  const hasAvailability = r.d0 !== null && r.d0 !== undefined && n > 0;
  const day0 = hasAvailability ? dayNumber(String(r.d0)) : 0;
  const days = hasAvailability ? dayNumber(String(r.d1)) - day0 + 1 : 0;
  const slots = n * days;
  const arr = (lo: unknown, hi: unknown) => intArrayFor(Math.min(0, num(lo ?? 0)), Math.max(0, num(hi ?? 0)), slots);
  const out: Availability = {
    day0,
    days,
    avPrice: arr(r.p0, r.p1),
    avBar: arr(r.b0, r.b1),
    avExtraAdult: arr(r.ea0, r.ea1),
    avChild: arr(r.c0, r.c1),
    avBaby: arr(r.ba0, r.ba1),
    avMinStay: arr(r.m0, r.m1),
    avRooms: arr(0, r.r1),
    avPromo: arr(r.pp0, r.pp1),
  };
  if (!hasAvailability) return out;

  const { avPrice, avBar, avExtraAdult, avChild, avBaby, avMinStay, avRooms, avPromo } = out;
  const dayIndex = new Map<string, number>();
  let lastOffer = -1;
  let pos = -1;
  // One row: [offer_id, day, price, bar_price, extra_adult_price, child_price, baby_price, min_stay, rooms_left, closed, promo_percent].
  const put = (row: unknown[]) => {
    const offerId = num(row[0]);
    if (offerId !== lastOffer) {
      lastOffer = offerId;
      pos = offerPos.get(offerId) ?? -1;
    }
    if (pos < 0) return;
    const day = row[1] as string;
    let d = dayIndex.get(day);
    if (d === undefined) {
      d = dayNumber(day) - day0;
      dayIndex.set(day, d);
    }
    if (d < 0 || d >= days) return;
    const slot = d * n + pos;
    avPrice[slot] = num(row[2]);
    avBar[slot] = num(row[3]);
    avExtraAdult[slot] = num(row[4]);
    avChild[slot] = num(row[5]);
    avBaby[slot] = num(row[6]);
    avMinStay[slot] = num(row[7]);
    avRooms[slot] = bookableRooms(num(row[8]), num(row[9]));
    avPromo[slot] = num(row[10]);
  };

  await readAvailabilityRows(db, offerIds, options, put);
  return out;
}

