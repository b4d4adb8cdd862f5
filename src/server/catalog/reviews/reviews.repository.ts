import type { Kysely } from 'kysely';
import type { ReviewSort } from '@/contracts/reviews';
import type { Database, ReviewLocale } from '@/server/db/database';

export const findHotel = (db: Kysely<Database>, hotelId: number) => db.selectFrom('hotel').select('id').where('id', '=', hotelId).executeTakeFirst();

/** Count and criteria averages of a hotel's reviews, in one language or all (null). */
export async function summarizeReviews(db: Kysely<Database>, hotelId: number, language: ReviewLocale | null) {
  let query = db
    .selectFrom('review')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.avg<number | null>('average').as('average'),
      eb.fn.avg<number | null>('welcoming').as('welcoming'),
      eb.fn.avg<number | null>('comfort').as('comfort'),
      eb.fn.avg<number | null>('cleanliness').as('cleanliness'),
      eb.fn.avg<number | null>('food').as('food'),
      eb.fn.avg<number | null>('localization').as('localization'),
      eb.fn.avg<number | null>('price_quality_ratio').as('price_quality_ratio'),
    ])
    .where('hotel_id', '=', hotelId);
  if (language) query = query.where('locale', '=', language);
  return query.executeTakeFirstOrThrow();
}

const ORDER: Record<ReviewSort, ['date' | 'average', 'asc' | 'desc']> = {
  DATE_DESC: ['date', 'desc'],
  DATE_ASC: ['date', 'asc'],
  SCORE_DESC: ['average', 'desc'],
  SCORE_ASC: ['average', 'asc'],
};

/** One page of reviews; ties broken by date (newest first) then id, so pages never overlap. */
export function findReviews(db: Kysely<Database>, hotelId: number, language: ReviewLocale | null, sort: ReviewSort, offset: number, limit: number) {
  const [column, direction] = ORDER[sort];
  let query = db
    .selectFrom('review')
    .select(['id', 'locale', 'customer', 'traveller_type', 'date', 'average', 'positive', 'negative'])
    .where('hotel_id', '=', hotelId)
    .orderBy(column, direction);
  if (column !== 'date') query = query.orderBy('date', 'desc');
  query = query.orderBy('id', direction === 'asc' && column === 'date' ? 'asc' : 'desc');
  if (language) query = query.where('locale', '=', language);
  return query.limit(limit).offset(offset).execute();
}
