import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';

export const findHotel = (db: Kysely<Database>, hotelId: number) =>
  db.selectFrom('hotel').select(['id', 'active']).where('id', '=', hotelId).executeTakeFirst();

/**
 * The hotel's stays that can be booked for dates: published weekends not expired before `today`.
 * Only hotel and category go to SQL: with `published` too, SQLite (no ANALYZE statistics) preferred the
 * (item_category, published, …) indexes and scanned every published weekend of the catalog.
 */
export async function findStayOffersOfHotel(db: Kysely<Database>, hotelId: number, today: string) {
  const rows = await db
    .selectFrom('offer')
    .select(['id', 'min_nights', 'max_nights', 'published', 'expires_at'])
    .where('hotel_id', '=', hotelId)
    .where('item_category', '=', 'weekend')
    .execute();
  return rows.filter((o) => o.published === 1 && (o.expires_at === null || o.expires_at >= today));
}

export type NightRow = { offer_id: number; day: string; price: number; min_stay: number; promo_percent: number };

/** The sellable nights (open, a room left) of some offers between two days (included), by offer then day. */
export function findOpenNights(db: Kysely<Database>, offerIds: number[], from: string, to: string): Promise<NightRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('availability')
    .select(['offer_id', 'day', 'price', 'min_stay', 'promo_percent'])
    .where('offer_id', 'in', offerIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('closed', '=', 0)
    .where('rooms_left', '>', 0)
    .orderBy('offer_id')
    .orderBy('day')
    .execute();
}

/** An offer with the capacity of its room (null when the offer names no room). */
export const findOfferWithRoom = (db: Kysely<Database>, offerId: number) =>
  db
    .selectFrom('offer')
    .leftJoin('room', 'room.id', 'offer.room_id')
    .select(['offer.id', 'offer.item_category', 'offer.published', 'offer.expires_at', 'offer.min_nights', 'offer.max_nights', 'room.capacity', 'room.max_capacity'])
    .where('offer.id', '=', offerId)
    .executeTakeFirst();
