import type { Kysely } from 'kysely';
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
import { countBeneficiaryFacets, findBeneficiaryOfferPage, findGiftBox, type GiftScope } from './beneficiary-offers.repository';
import { beneficiaryStay } from './beneficiary-stay';

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
    const box = await findGiftBox(db, voucher.box_code, locale);
    if (box) return { ...base, kind: 'BOX', nights: Number(voucher.nights ?? box.nights), box: { code: box.code, title: box.title ?? box.code } };
  }
  if (isStayVoucher(voucher)) return { ...base, kind: 'STAY', nights: Number(voucher.nights ?? 1), box: null };
  throw checkoutProblem('GIFT_CODE_NOT_VALID_HERE');
}

/** The gift of the session's voucher, the point of sale's today and the stay asked. */
async function giftScope(db: Kysely<Database>, voucher: VoucherRow, request: BeneficiaryOffersRequest, now: Date): Promise<GiftScope> {
  const gift = await giftOf(db, voucher, request.locale);
  return { gift, today: todayAt(request.locale, now).day, stay: beneficiaryStay(gift.nights, request, request.locale, now) };
}

/**
 * POST /api/beneficiary/offers: a page of what the gift buys, the ones it covers entirely first. A hotel searched
 * shows its stays (up to BENEFICIARY_PACKAGES_PER_HOTEL, §7 numberOfPackagesPerHotel) on one page.
 */
export async function beneficiaryOffers(db: Kysely<Database>, voucher: VoucherRow, request: BeneficiaryOffersRequest, now: Date = new Date()): Promise<BeneficiaryOffersResponse> {
  const scope = await giftScope(db, voucher, request, now);
  const { gift, stay } = scope;
  const pageSize = request.hotelId === null ? BENEFICIARY_PAGE_SIZE : BENEFICIARY_PACKAGES_PER_HOTEL;
  const { rows, count } = await findBeneficiaryOfferPage(db, scope, request, { locale: request.locale, offset: request.page * pageSize, limit: pageSize });
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
  return { gift, exactMatches, totalCount: count, page: request.page, pageSize };
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
  const { stars, regions, hotels } = await countBeneficiaryFacets(db, await giftScope(db, voucher, request, now), request, request.locale);
  return {
    stars: stars.map((s) => ({ value: Number(s.stars), label: String(s.stars), count: Number(s.n) })),
    regions: regions.map((r) => ({ value: Number(r.region_id), label: r.name ?? String(r.region_id), count: Number(r.n) })),
    hotels: hotels.map((h) => ({ value: Number(h.id), label: h.name, count: Number(h.n) })),
  };
}
