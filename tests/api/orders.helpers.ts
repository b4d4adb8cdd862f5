import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '@/lib/days';
import type { Database } from '@/server/db/database';

/** A stay of the test catalog that can be booked for 2 adults: a cancellable offer, nights ~3 weeks ahead, no activity to date. */
export type BookableStay = { offerId: number; checkin: string; nights: number; cancellationDays: number };

export async function findBookableStay(db: Kysely<Database>, today: string, skip: readonly number[] = []): Promise<BookableStay> {
  const offers = await db
    .selectFrom('offer')
    .innerJoin('room', 'room.id', 'offer.room_id')
    .select(['offer.id', 'offer.nights', 'offer.min_nights', 'offer.cancellation_days', 'room.max_capacity'])
    .where('offer.item_category', '=', 'weekend')
    .where('offer.published', '=', 1)
    .where('offer.cancellable', '=', 1)
    .where('offer.expires_at', 'is', null)
    .where('room.max_capacity', '>=', 2)
    .orderBy('offer.id')
    .limit(80)
    .execute();
  for (const o of offers) {
    if (skip.includes(o.id)) continue;
    const withActivities = await db.selectFrom('offer_activity').select('offer_id').where('offer_id', '=', o.id).where('day_index', '>', 0).executeTakeFirst();
    if (o.nights > 1 && withActivities) continue;
    const nights = await db.selectFrom('availability').selectAll().where('offer_id', '=', o.id).where('day', '>=', addDays(today, 21)).orderBy('day').limit(60).execute();
    for (let i = 0; i + o.nights <= nights.length; i++) {
      const run = nights.slice(i, i + o.nights);
      const consecutive = run.every((n, k) => n.day === addDays(run[0].day, k));
      if (consecutive && run[0].min_stay <= o.nights && o.min_nights <= o.nights && run.every((n) => n.closed === 0 && n.rooms_left >= 2)) {
        return { offerId: o.id, checkin: run[0].day, nights: o.nights, cancellationDays: o.cancellation_days };
      }
    }
  }
  throw new Error('no bookable stay in the test catalog');
}

export const roomsLeft = async (db: Kysely<Database>, offerId: number, checkin: string, nights: number): Promise<number[]> =>
  (await db.selectFrom('availability').select('rooms_left').where('offer_id', '=', offerId).where('day', '>=', checkin).where('day', '<', addDays(checkin, nights)).orderBy('day').execute()).map((r) =>
    Number(r.rooms_left),
  );

export const stayCriteria = (stay: BookableStay) => ({ offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 2, children: 0, babies: 0, activityDates: [], locale: 'fr_FR' });

export const BUYER = {
  civility: 'ms',
  firstName: 'Élodie',
  lastName: "D'Arcy-Martin",
  email: 'elodie.darcy@example.com',
  phone: '+33 6 12 34 56 78',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'fr',
};

/** A complete order body for the stay, with a fresh idempotency key. */
export const orderBody = (stay: BookableStay, shownTotal: number, over: Record<string, unknown> = {}) => ({
  ...stayCriteria(stay),
  buyer: BUYER,
  travellers: [
    { firstName: 'Élodie', lastName: "D'Arcy-Martin" },
    { firstName: 'Jean', lastName: 'Martin' },
  ],
  paymentMethod: 'hotel',
  insurance: false,
  shownTotal,
  idempotencyKey: randomUUID(),
  ...over,
});
