import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { addDays } from '@/lib/days';
import { REFERENCE_PRICE_DAYS } from '@/contracts/quote';
import type { FromPriceRow } from './price-recording';

/**
 * Recorded 'from' and single-voucher prices of some offers before `today`: the rows of the 30 days of the window and
 * the last one before it (the price in force on its first day: the seed records a row a day, the recording pass only
 * when a price changes, so that row may be months old).
 */
export function findFromPriceHistory(db: Kysely<Database>, offerIds: readonly number[], today: string) {
  if (offerIds.length === 0) return Promise.resolve([]);
  const start = addDays(today, -REFERENCE_PRICE_DAYS);
  return db
    .selectFrom('offer_price_history as h')
    .select(['h.offer_id', 'h.day', 'h.from_price', 'h.sv_price'])
    .where('h.offer_id', 'in', [...offerIds])
    .where('h.day', '<', today)
    .where(
      'h.day',
      '>=',
      sql<string>`coalesce((select max(p.day) from offer_price_history p where p.offer_id = h.offer_id and p.day <= ${start}), ${start})`,
    )
    .execute();
}

/** The first day an offer's prices were recorded (null: never). */
export async function findTrackedSince(db: Kysely<Database>, offerId: number): Promise<string | null> {
  const row = await db.selectFrom('offer_price_history').select('day').where('offer_id', '=', offerId).orderBy('day').limit(1).executeTakeFirst();
  return row?.day ?? null;
}

/** Superseded prices of some nights of an offer still in force at some point of the 30 days before `today`. */
export function findSupersededNights(db: Kysely<Database>, offerId: number, from: string, to: string, today: string) {
  return db
    .selectFrom('night_price_history')
    .select(['night', 'valid_from', 'valid_to', 'price', 'extra_adult_price', 'child_price', 'baby_price'])
    .where('offer_id', '=', offerId)
    .where('night', '>=', from)
    .where('night', '<=', to)
    .where('valid_to', '>', addDays(today, -REFERENCE_PRICE_DAYS))
    .execute();
}

/** The card prices of offers now, `limit` of them from the id after `afterId`, by id. */
export function findCurrentFromPrices(db: Kysely<Database>, afterId: number, limit: number) {
  return db.selectFrom('offer').select(['id', 'sell_price', 'sv_price']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** Each offer's last recorded row on or before `today` (none for an offer never recorded). */
export function findLastFromPrices(db: Kysely<Database>, offerIds: readonly number[], today: string) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('offer_price_history as h')
    .select(['h.offer_id', 'h.day', 'h.from_price', 'h.sv_price'])
    .where('h.offer_id', 'in', [...offerIds])
    .where('h.day', '=', sql<string>`(select max(p.day) from offer_price_history p where p.offer_id = h.offer_id and p.day <= ${today})`)
    .execute();
}

/**
 * Writes rows of `offer_price_history`, a row of the same offer and day replaced: idempotent, so processes sharing
 * one database may record the same day at the same time (the last write wins, with the prices it read).
 */
export async function upsertFromPrices(db: Kysely<Database>, rows: readonly FromPriceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('offer_price_history')
    .values([...rows])
    .onConflict((oc) => oc.columns(['offer_id', 'day']).doUpdateSet((eb) => ({ from_price: eb.ref('excluded.from_price'), sv_price: eb.ref('excluded.sv_price') })))
    .execute();
}
