import { todayAt } from '@/lib/days';
import type { Kysely } from 'kysely';
import {
  boxPromo,
  codeInFormat,
  type GiftBoxCard,
  type GiftBoxCodeQuery,
  type GiftBoxDetail,
  type GiftBoxOffersQuery,
  type GiftBoxOffersResponse,
  type GiftBoxSearchQuery,
  type GiftBoxSearchResponse,
} from '@/contracts/gift-boxes';
import type { MapSearchResponse } from '@/contracts/offers';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { NotFoundError } from '@/server/errors/domain-errors';
import { boxIsPublished, countOffers, findBoxes, offerPoints, offersPage, themeCodes, variantRows, type BoxRow } from './gift-boxes.repository';

const imagesOf = (row: BoxRow) =>
  jsonOr<string[]>(row.images, []).map((key, i) => ({ url: imageUrl(key), alt: i === 0 ? row.title : `${row.title} (${i + 1})` }));

/** A box as its card shows it: the price is the catalog's, the promo the box rule's (§5). */
function cardOf(row: BoxRow): GiftBoxCard {
  const [image] = imagesOf(row);
  return {
    code: row.code,
    slug: row.slug,
    title: row.title,
    description: row.description,
    format: row.format,
    nights: row.nights,
    value: row.value,
    price: { sellPrice: row.sell_price, referencePrice: row.reference_price, promo: boxPromo(row.value, row.reference_price) },
    rating: row.rating,
    image: image ?? { url: imageUrl(`box-gift-${row.position}-0`), alt: row.title },
  };
}

/** GET /api/boxes/search: every published box in both formats (the listing keeps the EBOX ones). */
export async function searchGiftBoxes(db: Kysely<Database>, query: GiftBoxSearchQuery): Promise<GiftBoxSearchResponse> {
  return { boxes: (await findBoxes(db, query.locale)).map(cardOf) };
}

/** GET /api/boxes/{code}/product-detail: a box, its variants, its stays' count at `now`; 404 when the catalog has no such box. */
export async function getGiftBoxDetail(db: Kysely<Database>, query: GiftBoxCodeQuery, now: Date = new Date()): Promise<GiftBoxDetail> {
  const [row] = await findBoxes(db, query.locale, query.code);
  if (!row) throw new NotFoundError(`Box ${query.code}`);
  const [variants, themes, offerCount] = await Promise.all([variantRows(db, row.code), themeCodes(db, row.theme_id), countOffers(db, row.code, todayAt(query.locale, now).day)]);
  const variant = (format: 'digital' | 'physical') => {
    const found = variants.find((v) => v.code === codeInFormat(row.code, format));
    return found ? { code: found.code, sellPrice: found.sell_price } : null;
  };
  return {
    ...cardOf(row),
    includedContent: row.included_content.split('\n').map((line) => line.trim()).filter(Boolean),
    referencePrice: row.reference_price,
    images: imagesOf(row),
    variants: { digital: variant('digital'), physical: variant('physical') },
    searchCriteriaProperties: { themes },
    offerCount,
  };
}

async function requireBox(db: Kysely<Database>, code: string): Promise<void> {
  if (!(await boxIsPublished(db, code))) throw new NotFoundError(`Box ${code}`);
}

/** GET /api/boxes/{code}/offers: a page of the stays the box opens (page from 1; past the end, an empty page). */
export async function getGiftBoxOffers(db: Kysely<Database>, query: GiftBoxOffersQuery & { performMapSearch: false }, now?: Date): Promise<GiftBoxOffersResponse>;
export async function getGiftBoxOffers(db: Kysely<Database>, query: GiftBoxOffersQuery & { performMapSearch: true }, now?: Date): Promise<MapSearchResponse>;
export async function getGiftBoxOffers(db: Kysely<Database>, query: GiftBoxOffersQuery, now?: Date): Promise<GiftBoxOffersResponse | MapSearchResponse>;
export async function getGiftBoxOffers(db: Kysely<Database>, query: GiftBoxOffersQuery, now: Date = new Date()): Promise<GiftBoxOffersResponse | MapSearchResponse> {
  await requireBox(db, query.code);
  const today = todayAt(query.locale, now).day;
  if (query.performMapSearch) return mapOf(await offerPoints(db, query.code, today));
  const [rows, totalCount] = await Promise.all([offersPage(db, query.code, today, query.locale, (query.page - 1) * query.limit, query.limit), countOffers(db, query.code, today)]);
  return {
    exactMatch: rows.map((r) => ({
      id: r.id,
      label: r.label ?? '',
      nights: r.nights,
      imageUrl: imageUrl(jsonOr<string[]>(r.images, [])[0] ?? ''),
      hotel: { id: r.hotel_id, label: r.hotel_name, stars: r.stars, city: r.city ?? '', location: { lat: r.lat, lng: r.lng } },
    })),
    searchDetails: { totalCount },
  };
}

/** performMapSearch: one point per hotel with its stays (the map feature's answer). */
function mapOf(points: { id: number; hotel_id: number; lat: number; lng: number }[]): MapSearchResponse {
  const byHotel = new Map<number, MapSearchResponse['exactMatch'][number]>();
  for (const p of points) {
    const item = byHotel.get(p.hotel_id) ?? { id: p.hotel_id, location: { lat: p.lat, lng: p.lng }, weekend: [] };
    item.weekend.push({ id: p.id });
    byHotel.set(p.hotel_id, item);
  }
  return { exactMatch: [...byHotel.values()], searchDetails: { totalCount: points.length } };
}
