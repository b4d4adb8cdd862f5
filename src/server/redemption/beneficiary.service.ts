import { sql, type Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import { BENEFICIARY_PACKAGES_PER_HOTEL, BENEFICIARY_PAGE_SIZE, priceVaries, supplementOf, type BeneficiaryFacets, type BeneficiaryGift, type BeneficiaryOfferCard, type BeneficiaryOffersResponse } from '@/contracts/redemption';
import type { BeneficiaryOffersRequest } from '@/contracts/redemption.schema';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { todayAt } from '@/lib/days';
import { programLines } from '@/server/catalog/quote/quote.service';
import { findProgram } from '@/server/catalog/product/product.repository';
import { checkoutProblem } from '@/server/orders/checkout-problem';
import { usableVoucher, type VoucherRow } from '@/server/orders/gift-codes';
import { beneficiaryStay, type BeneficiaryStay } from './beneficiary-stay';

/**
 * The beneficiary's side (product-and-purchase §1, §2.13, §7; docs/redemption.md): a gift code opens a search
 * limited to what the gift buys. A box voucher: the box's stays (`gift_box_offer`); a stay voucher (single voucher):
 * the giftable stays for its nights. Each card shows the supplement, the stay's price above the gift's value (§1).
 * The login checks the code (unknown, used, expired: 409 with the text to show) and the route opens the beneficiary's
 * session; the other calls get the session's voucher, checked again on every call (beneficiary-session.ts).
 */

const isStayVoucher = (v: VoucherRow) => v.product_type === 'STAY' || (v.product_type as string) === 'SINGLEVOUCHER';

/**
 * POST /api/beneficiary/login: the gift a code is and its voucher (for the session), or why it cannot be used (gift
 * cards and activities are not redeemed here).
 */
export async function beneficiaryLogin(db: Kysely<Database>, code: string, locale: CatalogLocaleCode, now: Date = new Date()): Promise<{ voucher: VoucherRow; gift: BeneficiaryGift }> {
  const voucher = await usableVoucher(db, code, locale, now);
  return { voucher, gift: await giftOf(db, voucher, locale) };
}

/** The gift of a voucher the beneficiary's session holds (a box or a stay voucher). */
export async function giftOf(db: Kysely<Database>, voucher: VoucherRow, locale: CatalogLocaleCode): Promise<BeneficiaryGift> {
  const base = { prefix: voucher.code_prefix, value: Number(voucher.balance_amount), validUntil: voucher.valid_until };
  if (voucher.product_type === 'BOX' && voucher.box_code) {
    const box = await db
      .selectFrom('gift_box as b')
      .leftJoin('gift_box_translation as t', (j) => j.onRef('t.code', '=', 'b.code').on('t.locale', '=', locale))
      .select(['b.code', 'b.nights', 't.title'])
      .where('b.code', '=', voucher.box_code)
      .executeTakeFirst();
    if (box) return { ...base, kind: 'BOX', nights: Number(voucher.nights ?? box.nights), box: { code: box.code, title: box.title ?? box.code } };
  }
  if (isStayVoucher(voucher)) return { ...base, kind: 'STAY', nights: Number(voucher.nights ?? 1), box: null };
  throw checkoutProblem('GIFT_CODE_NOT_VALID_HERE');
}

/**
 * The stays a gift buys for the stay asked: with a check-in, only those bookable then (every night open with a room
 * left, the check-in night's minimum stay and the offer's nights allowing the stay's), as the checkout's quote sells.
 */
function giftOffers(db: Kysely<Database>, gift: BeneficiaryGift, today: string, stay: BeneficiaryStay) {
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

type Filters = Pick<BeneficiaryOffersRequest, 'stars' | 'regionId' | 'hotelId'>;

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
 * POST /api/beneficiary/offers: a page of what the gift buys, the ones it covers entirely first. A hotel searched
 * shows its stays (up to BENEFICIARY_PACKAGES_PER_HOTEL, §7 numberOfPackagesPerHotel) on one page.
 */
export async function beneficiaryOffers(db: Kysely<Database>, voucher: VoucherRow, request: BeneficiaryOffersRequest, now: Date = new Date()): Promise<BeneficiaryOffersResponse> {
  const gift = await giftOf(db, voucher, request.locale);
  const today = todayAt(request.locale, now).day;
  const stay = beneficiaryStay(gift.nights, request, request.locale, now);
  const base = filtered(giftOffers(db, gift, today, stay), request);
  const pageSize = request.hotelId === null ? BENEFICIARY_PAGE_SIZE : BENEFICIARY_PACKAGES_PER_HOTEL;
  const price = priceOf(stay);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('offer_translation as t', (j) => j.onRef('t.offer_id', '=', 'o.id').on('t.locale', '=', request.locale))
      .leftJoin('place_name as c', (j) => j.onRef('c.place_id', '=', 'h.city_id').on('c.kind', '=', 'city').on('c.locale', '=', request.locale))
      .select(['o.id', 'o.nights', 'o.images', 't.label', 'h.id as hotel_id', 'h.name as hotel_name', 'h.stars', 'h.region_id', 'c.name as city'])
      .select([price.as('price'), nightPrice('min', today).as('lowest_night'), nightPrice('max', today).as('highest_night')])
      // Covered first (the price at or below the gift's value), then by price, then the most popular.
      .orderBy(sql`case when ${price} <= ${gift.value} then 0 else 1 end`)
      .orderBy(price)
      .orderBy('o.popularity', 'desc')
      .orderBy('o.id')
      .offset(request.page * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const toDate = await activitiesToDate(db, rows.map((r) => Number(r.id)), stay.nights, request.locale);
  const exactMatches: BeneficiaryOfferCard[] = rows.map((r) => ({
    id: Number(r.id),
    label: r.label ?? `#${r.id}`,
    nights: stay.checkin === null ? Math.max(1, Number(r.nights)) : stay.nights,
    imageUrl: imageUrl(jsonOr<string[]>(r.images, [])[0] ?? ''),
    hotel: { id: Number(r.hotel_id), label: r.hotel_name, stars: Number(r.stars), city: r.city ?? '', regionId: r.region_id === null ? null : Number(r.region_id) },
    price: Number(r.price),
    priceFrom: priceVaries(stay.checkin, numberOrNull(r.lowest_night), numberOrNull(r.highest_night)),
    supplement: supplementOf(Number(r.price), gift.value),
    activitiesToDate: toDate.get(Number(r.id)) ?? [],
  }));
  return { gift, exactMatches, totalCount: Number(count?.n ?? 0), page: request.page, pageSize };
}

const numberOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The activities of each offer's programme that need a date on a stay of the gift's nights: the quote's own rule
 * (`programLines`: activities, stays of 2 nights or more), so the page asks exactly what an order requires.
 */
async function activitiesToDate(db: Kysely<Database>, offerIds: readonly number[], nights: number, locale: CatalogLocaleCode): Promise<Map<number, BeneficiaryOfferCard['activitiesToDate']>> {
  if (nights < 2) return new Map();
  const programs = await Promise.all(offerIds.map(async (id) => [id, await findProgram(db, id, locale)] as const));
  return new Map(programs.map(([id, rows]) => [id, programLines(rows, nights).flatMap((l) => (l.needsDate ? [{ activityId: l.activityId, title: l.title }] : []))]));
}

/**
 * POST /api/beneficiary/facets: how many of the gift's stays for the stay asked each star rating, region and hotel
 * holds (each counted with the other filters applied).
 */
export async function beneficiaryFacets(db: Kysely<Database>, voucher: VoucherRow, request: BeneficiaryOffersRequest, now: Date = new Date()): Promise<BeneficiaryFacets> {
  const gift = await giftOf(db, voucher, request.locale);
  const today = todayAt(request.locale, now).day;
  const stay = beneficiaryStay(gift.nights, request, request.locale, now);
  const offers = (filters: Filters) => filtered(giftOffers(db, gift, today, stay), filters);
  const [stars, regions, hotels] = await Promise.all([
    offers({ ...request, stars: [] })
      .select(['h.stars', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('h.stars')
      .orderBy('h.stars')
      .execute(),
    offers({ ...request, regionId: null })
      .leftJoin('place_name as r', (j) => j.onRef('r.place_id', '=', 'h.region_id').on('r.kind', '=', 'region').on('r.locale', '=', request.locale))
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
  return {
    stars: stars.map((s) => ({ value: Number(s.stars), label: String(s.stars), count: Number(s.n) })),
    regions: regions.map((r) => ({ value: Number(r.region_id), label: r.name ?? String(r.region_id), count: Number(r.n) })),
    hotels: hotels.map((h) => ({ value: Number(h.id), label: h.name, count: Number(h.n) })),
  };
}
