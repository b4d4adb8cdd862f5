import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { addDays } from '../availability/days';
import { REFERENCE_PRICE_DAYS } from '@/contracts/quote';

/**
 * Recorded 'from' and single-voucher prices of some offers over the 60 days before `today`: the 30 of the window and
 * enough before it to know the price in force on its first day.
 */
export function findFromPriceHistory(db: Kysely<Database>, offerIds: readonly number[], today: string) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('offer_price_history')
    .select(['offer_id', 'day', 'from_price', 'sv_price'])
    .where('offer_id', 'in', [...offerIds])
    .where('day', '>=', addDays(today, -2 * REFERENCE_PRICE_DAYS))
    .where('day', '<', today)
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
