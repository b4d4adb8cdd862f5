import type { Kysely } from 'kysely';
import type { CheckoutNightsQuery, CheckoutNightsResponse } from '@/contracts/checkout-nights';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { fitsRoom } from '../prices/family';
import { findOpenNights, findOfferWithRoom } from './availability.repository';
import { addDays, daysBetween, monthStart, todayAt } from '@/lib/days';
import { dayPositions, nightGrid, openRuns } from './night-grid';

/** Months searched for check-ins when neither checkin nor length is given. */
export const DEFAULT_LENGTH_MONTHS = 12;

/**
 * Night counts a family can book for an offer. From a check-in: every n from the minimum (the offer's minimum
 * nights, or the check-in night's minimum stay when longer) up to the offer's maximum, while the nights stay
 * consecutive, open and with a room left. Without a check-in: every n bookable from at least one check-in between
 * today and `length` months ahead. The family must fit the offer's room (adults and children; babies sleep in
 * a cot); otherwise, and for offers without nights (activities) or unpublished ones, the list is empty.
 */
export async function checkoutNights(db: Kysely<Database>, query: CheckoutNightsQuery, today: string = todayAt(query.locale, new Date()).day): Promise<CheckoutNightsResponse> {
  const offer = await findOfferWithRoom(db, query.id);
  if (!offer) throw new NotFoundError(`Offer ${query.id}`);
  const expired = offer.expires_at !== null && offer.expires_at < today;
  const fits = fitsRoom(query, offer.max_capacity);
  if (offer.published !== 1 || expired || offer.item_category === 'activity' || offer.max_nights < 1 || !fits) return [];

  const maxNights = offer.max_nights;
  const from = query.checkin ?? today;
  if (from < today) return [];
  const lastCheckin = query.checkin ?? addDays(monthStart(today.slice(0, 7), query.length ?? DEFAULT_LENGTH_MONTHS), -1);
  const span = daysBetween(from, lastCheckin) + 1 + maxNights;
  const rows = await findOpenNights(db, [offer.id], from, addDays(from, span - 1));
  const grid = nightGrid(rows, dayPositions(from, span));
  const run = openRuns(grid);
  const allowed = new Set<number>();
  for (let i = 0; i < span - maxNights; i++) {
    const night = grid[i];
    if (!night || run[i] === 0) continue;
    const min = Math.max(1, offer.min_nights, night.min_stay);
    const max = Math.min(maxNights, run[i]);
    for (let n = min; n <= max; n++) allowed.add(n);
    if (allowed.size === maxNights) break;
  }
  return [...allowed].sort((a, b) => a - b);
}
