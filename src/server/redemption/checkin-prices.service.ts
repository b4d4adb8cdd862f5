import type { Kysely } from 'kysely';
import type { CheckinPriceDay, CheckinPricesResponse } from '@/contracts/redemption';
import type { CheckinPricesQuery } from '@/contracts/redemption.schema';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { addDays, dayRange, monthStart } from '@/lib/days';
import { nightTotal } from '@/server/catalog/prices/family';
import { checkinError } from '@/server/catalog/quote/quote-rules';
import { findNights } from '@/server/catalog/product/product.repository';
import { findCalendarOffer } from './beneficiary-offers.repository';

/**
 * GET /api/redeem/weekend/{offerId}/packageCheckinPrices.json (§7, the beneficiary calendar), answered from the
 * database: for each day of the months asked, the stay of `nights` nights from that day for the family, when every
 * night is open with a room left: its total (`displayTotalPrice`, cents, the checkout's price: the same night rule)
 * and the minimum stay that day (`minLos`: the offer's, or the night's when longer). Days past, or today after the
 * 20:00 cut-off, or without such a stay: nulls. The calendar then marks each day included, supplement or not
 * available against the gift's value (`dayStatus`, §5).
 */
export async function checkinPrices(db: Kysely<Database>, query: CheckinPricesQuery & { nights: number }, now: Date = new Date()): Promise<CheckinPricesResponse> {
  const offer = await findCalendarOffer(db, query.offerId);
  if (!offer || offer.item_category !== 'weekend' || Number(offer.published) !== 1 || Number(offer.active) !== 1) throw new NotFoundError(`Offer ${query.offerId}`);
  const first = monthStart(query.month);
  const last = addDays(monthStart(query.month, query.length), -1);
  const rows = await findNights(db, offer.id, first, addDays(last, query.nights));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const family = { adult: query.adult, child: query.child, baby: query.baby };
  const tooLong = query.nights > Number(offer.max_nights);
  const days: CheckinPriceDay[] = dayRange(first, last).map((day) => {
    const closed = { day, minLos: null, displayTotalPrice: null };
    if (tooLong || checkinError(day, query.locale, now)) return closed;
    let total = 0;
    for (let i = 0; i < query.nights; i++) {
      const night = byDay.get(addDays(day, i));
      if (!night || Number(night.closed) === 1 || Number(night.rooms_left) < 1) return closed;
      total += nightTotal({ price: Number(night.price), extra_adult_price: Number(night.extra_adult_price), child_price: Number(night.child_price), baby_price: Number(night.baby_price) }, family);
    }
    const minLos = Math.max(1, Number(offer.min_nights), Number(byDay.get(day)!.min_stay));
    return { day, minLos, displayTotalPrice: total };
  });
  return { offerId: Number(offer.id), month: query.month, nights: query.nights, days };
}
