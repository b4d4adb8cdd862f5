import { sql, type Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { BeneficiaryGift } from '@/contracts/redemption';
import type { BeneficiaryOffersRequest } from '@/contracts/redemption.schema';
import type { Database } from '@/server/db/database';
import type { BeneficiaryStay } from './beneficiary-stay';

/** The beneficiary's searches (docs/redemption.md): the queries; beneficiary.service.ts turns their rows into answers. */

/** What a gift's search looks in: the gift, the point of sale's today, the stay asked. */
export type GiftScope = { gift: BeneficiaryGift; today: string; stay: BeneficiaryStay };

/**
 * The stays a gift buys for the stay asked: with a check-in, only those bookable then (every night open with a room
 * left, the check-in night's minimum stay and the offer's nights allowing the stay's), as the checkout's quote sells.
 */
function giftOffers(db: Kysely<Database>, { gift, today, stay }: GiftScope) {
  let query = db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .where('o.published', '=', 1)
    .where('o.item_category', '=', 'weekend')
    .where('h.active', '=', 1)
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', stay.lastNight ?? today)]));
  if (gift.box) {
    const code = gift.box.code;
    query = query.where((eb) => eb.exists(eb.selectFrom('gift_box_offer as g').select('g.offer_id').whereRef('g.offer_id', '=', 'o.id').where('g.code', '=', code)));
  } else {
    query = query.where('o.giftable', '=', 1);
  }
  if (!gift.box || stay.narrows) query = query.where('o.min_nights', '<=', stay.nights).where('o.max_nights', '>=', stay.nights);
  if (stay.tooLate) return query.where(sql<boolean>`1 = 0`);
  const { checkin, lastNight, nights } = stay;
  if (checkin === null || lastNight === null) return query;
  return query
    .where(
      (eb) =>
        eb
          .selectFrom('availability as a')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('a.offer_id', '=', 'o.id')
          .where('a.day', '>=', checkin)
          .where('a.day', '<=', lastNight)
          .where('a.closed', '=', 0)
          .where('a.rooms_left', '>=', 1),
      '=',
      nights,
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('availability as m').select('m.day').whereRef('m.offer_id', '=', 'o.id').where('m.day', '=', checkin).where('m.min_stay', '>', nights))));
}

export type Filters = Pick<BeneficiaryOffersRequest, 'stars' | 'regionId' | 'hotelId'>;

function filtered<Q extends ReturnType<typeof giftOffers>>(query: Q, { stars, regionId, hotelId }: Filters): Q {
  let q = query;
  if (stars.length > 0) q = q.where('h.stars', 'in', stars) as Q;
  if (regionId !== null) q = q.where('h.region_id', '=', regionId) as Q;
  if (hotelId !== null) q = q.where('h.id', '=', hotelId) as Q;
  return q;
}

/** For 2 (a night's price is for 2, family.ts): the stay's total on its dates, or the offer's from price undated. */
const priceOf = ({ checkin, lastNight }: BeneficiaryStay) =>
  checkin === null
    ? sql<number | string>`o.sell_price`
    : sql<number | string>`(select sum(p.price) from availability p where p.offer_id = o.id and p.day >= ${checkin} and p.day <= ${lastNight})`;

/** Undated, the cheapest and dearest of the nights still sold: a price that varies by date reads 'from'. */
const nightPrice = (fn: 'min' | 'max', today: string) =>
  sql<number | string | null>`(select ${sql.raw(fn)}(n.price) from availability n where n.offer_id = o.id and n.day >= ${today} and n.closed = 0 and n.rooms_left >= 1)`;

/**
 * A page of the gift's stays for the stay asked, the ones it covers entirely first (the price at or below the gift's
 * value), then by price, then the most popular; and how many there are in all.
 */
export async function findBeneficiaryOfferPage(db: Kysely<Database>, scope: GiftScope, filters: Filters, { locale, offset, limit }: { locale: CatalogLocaleCode; offset: number; limit: number }) {
  const base = filtered(giftOffers(db, scope), filters);
  const price = priceOf(scope.stay);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('offer_translation as t', (j) => j.onRef('t.offer_id', '=', 'o.id').on('t.locale', '=', locale))
      .leftJoin('place_name as c', (j) => j.onRef('c.place_id', '=', 'h.city_id').on('c.kind', '=', 'city').on('c.locale', '=', locale))
      .select(['o.id', 'o.nights', 'o.images', 't.label', 'h.id as hotel_id', 'h.name as hotel_name', 'h.stars', 'h.region_id', 'c.name as city'])
      .select([price.as('price'), nightPrice('min', scope.today).as('lowest_night'), nightPrice('max', scope.today).as('highest_night')])
      .orderBy(sql`case when ${price} <= ${scope.gift.value} then 0 else 1 end`)
      .orderBy(price)
      .orderBy('o.popularity', 'desc')
      .orderBy('o.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}

/** How many of the gift's stays each star rating, region and hotel holds, each counted with the other filters applied. */
export async function countBeneficiaryFacets(db: Kysely<Database>, scope: GiftScope, request: Filters, locale: CatalogLocaleCode) {
  const offers = (filters: Filters) => filtered(giftOffers(db, scope), filters);
  const [stars, regions, hotels] = await Promise.all([
    offers({ ...request, stars: [] })
      .select(['h.stars', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('h.stars')
      .orderBy('h.stars')
      .execute(),
    offers({ ...request, regionId: null })
      .leftJoin('place_name as r', (j) => j.onRef('r.place_id', '=', 'h.region_id').on('r.kind', '=', 'region').on('r.locale', '=', locale))
      .select(['h.region_id', 'r.name', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['h.region_id', 'r.name'])
      .orderBy('r.name')
      .execute(),
    offers({ ...request, hotelId: null })
      .select(['h.id', 'h.name', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['h.id', 'h.name'])
      .orderBy('h.name')
      .execute(),
  ]);
  return { stars, regions, hotels };
}

/** A box's code, nights and title in the locale (the box a voucher opens). */
export const findGiftBox = (db: Kysely<Database>, code: string, locale: CatalogLocaleCode) =>
  db
    .selectFrom('gift_box as b')
    .leftJoin('gift_box_translation as t', (j) => j.onRef('t.code', '=', 'b.code').on('t.locale', '=', locale))
    .select(['b.code', 'b.nights', 't.title'])
    .where('b.code', '=', code)
    .executeTakeFirst();

/** What the beneficiary's calendar needs of an offer: its nights, whether it is a stay on sale. */
export const findCalendarOffer = (db: Kysely<Database>, offerId: number) =>
  db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.min_nights', 'o.max_nights', 'o.published', 'o.item_category', 'h.active'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
