import type { Kysely } from 'kysely';
import type { StayWeekends, StayWeekendsQuery } from '@/contracts/stay-weekends';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { findNights, findProductOffer } from '../product/product.repository';
import { gridNights, gridWindow, weekendGrid } from './weekend-grid';

/**
 * The next twelve weekends of a stay for a family (the weekends.json call): the offer, then its nights of the whole
 * window in one availability query, judged by `weekendGrid`. Unknown offer: NotFoundError. `now` decides the point
 * of sale's today and its 20:00 cut-off.
 */
export async function stayWeekends(db: Kysely<Database>, query: StayWeekendsQuery, now: Date = new Date()): Promise<StayWeekends> {
  const offer = await findProductOffer(db, query.id, query.locale);
  if (!offer) throw new NotFoundError(`Offer ${query.id}`);
  const nights = gridNights(query.nights, offer);
  const { from, to } = gridWindow(query.locale, now, nights);
  const nightRows = await findNights(db, offer.id, from, to);
  const family = { adult: query.adult, child: query.child, baby: query.baby };
  return { productId: offer.id, nights, weekends: weekendGrid({ offer, family, nights, locale: query.locale, now, nightRows }) };
}
