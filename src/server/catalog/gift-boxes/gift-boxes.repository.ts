import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database } from '@/server/db/database';

/** A published box with its texts in the locale (falling back to French when the locale has none). */
export async function findBoxes(db: Kysely<Database>, locale: CatalogLocaleCode, code?: string) {
  let query = db
    .selectFrom('gift_box as b')
    .innerJoin('gift_box_translation as t', (j) => j.onRef('t.code', '=', 'b.code').on('t.locale', '=', locale))
    .select(['b.code', 'b.slug', 'b.theme_id', 'b.nights', 'b.value', 'b.reference_price', 'b.sell_price', 'b.format', 'b.rating', 'b.images', 'b.position', 't.title', 't.description', 't.included_content'])
    .where('b.published', '=', 1);
  if (code !== undefined) query = query.where('b.code', '=', code);
  return query.orderBy('b.position').orderBy('b.code').execute();
}

export type BoxRow = Awaited<ReturnType<typeof findBoxes>>[number];

/** A box's published variants (the same name before the dash) with their prices. */
export async function variantRows(db: Kysely<Database>, code: string): Promise<{ code: string; sell_price: number }[]> {
  const base = code.slice(0, code.lastIndexOf('-'));
  const rows = await db.selectFrom('gift_box').select(['code', 'sell_price']).where('published', '=', 1).where('code', 'like', `${base}-%`).execute();
  return rows.filter((r) => r.code.slice(0, r.code.lastIndexOf('-')) === base);
}

export async function themeCodes(db: Kysely<Database>, themeId: number | null): Promise<string[]> {
  if (themeId === null) return [];
  const rows = await db.selectFrom('vocabulary').select('code').where('kind', '=', 'theme').where('id', '=', themeId).execute();
  return rows.map((r) => r.code);
}

/** The box's stays that can be redeemed on `today` (the point of sale's day): published offers of active hotels, not expired. */
function redeemableOffers(db: Kysely<Database>, code: string, today: string) {
  return db
    .selectFrom('gift_box_offer as g')
    .innerJoin('offer as o', 'o.id', 'g.offer_id')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .where('g.code', '=', code)
    .where('o.published', '=', 1)
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>=', today)]))
    .where('h.active', '=', 1);
}

export async function countOffers(db: Kysely<Database>, code: string, today: string): Promise<number> {
  const row = await redeemableOffers(db, code, today).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the box's stays, most popular first (ties by id), with their hotel and label in the locale. */
export async function offersPage(db: Kysely<Database>, code: string, today: string, locale: CatalogLocaleCode, offset: number, limit: number) {
  return redeemableOffers(db, code, today)
    .leftJoin('offer_translation as t', (j) => j.onRef('t.offer_id', '=', 'o.id').on('t.locale', '=', locale))
    .leftJoin('place_name as c', (j) => j.onRef('c.place_id', '=', 'h.city_id').on('c.kind', '=', 'city').on('c.locale', '=', locale))
    .select(['o.id', 'o.nights', 'o.images', 't.label', 'h.id as hotel_id', 'h.name as hotel_name', 'h.stars', 'h.lat', 'h.lng', 'c.name as city'])
    .orderBy('o.popularity', 'desc')
    .orderBy('o.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Every stay of the box by hotel, for the map. */
export async function offerPoints(db: Kysely<Database>, code: string, today: string) {
  return redeemableOffers(db, code, today).select(['o.id', 'h.id as hotel_id', 'h.lat', 'h.lng']).orderBy('h.id').orderBy('o.id').execute();
}

export async function subElementRows(db: Kysely<Database>) {
  const [categories, elements] = await Promise.all([
    db.selectFrom('gift_sub_element_category').selectAll().orderBy('position').execute(),
    db.selectFrom('gift_sub_element').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return { categories, elements };
}

export async function shippingRows(db: Kysely<Database>, pos: CatalogLocaleCode) {
  return db.selectFrom('shipping_cost').selectAll().where('pos', '=', pos).orderBy('country').execute();
}

/** A box's value and the nights its voucher opens, or undefined for an unknown box. */
export const findBoxValue = async (db: Kysely<Database>, code: string): Promise<{ code: string; value: number; nights: number } | undefined> => {
  const row = await db.selectFrom('gift_box').select(['code', 'value', 'nights']).where('code', '=', code).executeTakeFirst();
  return row ? { code: row.code, value: Number(row.value), nights: Number(row.nights) } : undefined;
};

/** Whether a box of this code is on sale. */
export const boxIsPublished = async (db: Kysely<Database>, code: string): Promise<boolean> =>
  Boolean(await db.selectFrom('gift_box').select('code').where('code', '=', code).where('published', '=', 1).executeTakeFirst());
