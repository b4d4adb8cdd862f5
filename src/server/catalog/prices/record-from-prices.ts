import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { toIsoDay } from '@/lib/days';
import { findCurrentFromPrices, findLastFromPrices, upsertFromPrices } from './price-history.repository';
import { fromPriceRecord, type FromPriceRow } from './price-recording';

/** Offers read and written at once by a recording pass. */
export const RECORDING_BATCH = 500;

/**
 * Records every offer's card prices (`offer.sell_price`, the 'from' price for 2 adults and the advertised nights,
 * and `sv_price`) in `offer_price_history` on the UTC day of `now` (the day the database's triggers write), when they differ from the offer's last row
 * (`fromPriceRecord`): a row per change, none while prices stay. Batches of offers by id; each batch's rows are
 * upserted by (offer, day), so running it twice, or in several processes on one PostgreSQL, writes the same rows.
 * Returns how many rows it wrote.
 */
export async function recordFromPrices(db: Kysely<Database>, now: Date = new Date(), batch = RECORDING_BATCH): Promise<number> {
  const today = toIsoDay(now);
  let written = 0;
  for (let afterId = 0; ; ) {
    const offers = await findCurrentFromPrices(db, afterId, batch);
    if (offers.length === 0) return written;
    const ids = offers.map((o) => Number(o.id));
    const last = new Map((await findLastFromPrices(db, ids, today)).map((r) => [Number(r.offer_id), { day: r.day, from_price: Number(r.from_price), sv_price: r.sv_price === null ? null : Number(r.sv_price) }]));
    const rows: FromPriceRow[] = [];
    for (const o of offers) {
      const current = { from_price: Number(o.sell_price), sv_price: o.sv_price === null ? null : Number(o.sv_price) };
      const row = fromPriceRecord(Number(o.id), current, last.get(Number(o.id)) ?? null, today);
      if (row) rows.push(row);
    }
    await upsertFromPrices(db, rows);
    written += rows.length;
    afterId = ids[ids.length - 1];
    if (offers.length < batch) return written;
  }
}
