import { sql, type Kysely } from 'kysely';
import { sqliteHandleOf } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import { PLACE_COLUMNS } from './layout';

/** The catalog's reads that build the search index (build.ts lays them out in typed arrays). */

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The availability columns, in this order, as a row array. */
const AV_COLUMNS = 'offer_id, day, price, bar_price, extra_adult_price, child_price, baby_price, min_stay, rooms_left, closed, promo_percent';

export const findIndexHotels = (db: Kysely<Database>) =>
  db
    .selectFrom('hotel')
    .select(['id', 'active', 'stars', 'review_average', 'facility_mask', 'type_mask', 'environment_mask', 'style_mask', 'pets_allowed', 'lat', 'lng', ...PLACE_COLUMNS])
    .orderBy('id')
    .execute();

export const findIndexRooms = (db: Kysely<Database>) => db.selectFrom('room').select(['id', 'max_capacity']).execute();

export const findIndexOffers = (db: Kysely<Database>) =>
  db
    .selectFrom('offer')
    .select([
      'id', 'hotel_id', 'room_id', 'item_category', 'min_nights', 'max_nights', 'sell_price', 'bar_price', 'promo_percent', 'sv_price', 'giftable',
      'expires_at', 'published', 'popularity', 'theme_mask', 'tag_mask', 'activity_group_mask',
    ])
    .orderBy('id')
    .execute();

export const findIndexPaxPrices = (db: Kysely<Database>) => db.selectFrom('offer_pax_price').select(['offer_id', 'adults', 'sell_price', 'bar_price']).execute();

export const findIndexProgrammes = (db: Kysely<Database>) =>
  db.selectFrom('offer_activity').select(['offer_id', 'activity_id']).distinct().orderBy('offer_id').orderBy('activity_id').execute();

/** The availability table's lowest and highest day and value of each column (the index's arrays are sized from them). */
export async function findAvailabilityRanges(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const range = await sql<Record<string, unknown>>`select min(day) as d0, max(day) as d1,
      min(price) as p0, max(price) as p1, min(bar_price) as b0, max(bar_price) as b1,
      min(extra_adult_price) as ea0, max(extra_adult_price) as ea1, min(child_price) as c0, max(child_price) as c1,
      min(baby_price) as ba0, max(baby_price) as ba1, min(min_stay) as m0, max(min_stay) as m1, max(rooms_left) as r1,
      min(promo_percent) as pp0, max(promo_percent) as pp1
    from availability`.execute(db);
  return range.rows[0] ?? {};
}

/**
 * Hands every availability row of these offers (ascending ids) to `put`, as an array in AV_COLUMNS' order (a
 * callback, not an iterator: millions of rows at bench scale). `stream` on SQLite: one sequential pass over the
 * clustered table (the worker thread's own connection). Otherwise batches of `offersPerBatch` offers with a turn of
 * the event loop between them, so a build on the serving thread never holds it for long.
 */
export async function readAvailabilityRows(
  db: Kysely<Database>,
  offerIds: Int32Array,
  { stream = false, offersPerBatch = 100 }: { stream?: boolean; offersPerBatch?: number },
  put: (row: unknown[]) => void,
): Promise<void> {
  const sqlite = sqliteHandleOf(db);
  if (sqlite && stream) {
    // The primary key order (offer_id, day).
    for (const row of sqlite.prepare(`select ${AV_COLUMNS} from availability`).raw(true).iterate()) put(row as unknown[]);
    return;
  }
  const n = offerIds.length;
  const statement = sqlite?.prepare(`select ${AV_COLUMNS} from availability where offer_id >= ? and offer_id <= ?`).raw(true);
  for (let start = 0; start < n; start += offersPerBatch) {
    const lo = offerIds[start]!;
    const hi = offerIds[Math.min(n, start + offersPerBatch) - 1]!;
    if (statement) {
      for (const row of statement.all(lo, hi)) put(row as unknown[]);
    } else {
      const rows = await db
        .selectFrom('availability')
        .select(['offer_id', 'day', 'price', 'bar_price', 'extra_adult_price', 'child_price', 'baby_price', 'min_stay', 'rooms_left', 'closed', 'promo_percent'])
        .where('offer_id', '>=', lo)
        .where('offer_id', '<=', hi)
        .execute();
      for (const o of rows) put([o.offer_id, o.day, o.price, o.bar_price, o.extra_adult_price, o.child_price, o.baby_price, o.min_stay, o.rooms_left, o.closed, o.promo_percent]);
    }
    if (!stream) await yieldToEventLoop();
  }
}
