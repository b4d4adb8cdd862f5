import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * The sitemap's catalog queries (docs/seo.md): for each kind of catalog page, its pages one row each in a fixed order,
 * read part by part (a part: `size` rows, LIMIT and OFFSET), so a sitemap file costs one bounded query whatever the
 * catalog's size. A row's `lastmod` is the latest `updated_at` of its own row and its translations (migration
 * 20261242000000). sitemap-pages.ts turns rows into pages.
 */

/** The later of a row's own `updated_at` and the latest of its translations'. */
const latest = (own: RawBuilder<unknown>, translations: RawBuilder<unknown>) => sql<string | null>`case when max(${translations}) > ${own} then max(${translations}) else ${own} end`;

export type Key = number | string;
export type Row = { sort_key: Key; lastmod: string | null; slug?: string };

/**
 * A catalog kind's queries. `keys` selects the kind's pages, one row each (`sort_key`, and `position` for the boxes):
 * cheap, no join with the translations. `rows` adds `lastmod` and what the address needs, for every page or only for
 * `only`'s keys. `order` is the fixed order parts are cut in.
 */
export type CatalogKindQueries = {
  keys: (db: Kysely<Database>, today: string) => Expression<{ sort_key: Key }>;
  rows: (db: Kysely<Database>, today: string, only?: Key[]) => Expression<Row>;
  order: RawBuilder<unknown>;
};

/** How many pages each part of a kind holds, and the latest change among them. */
export async function partSummaries(db: Kysely<Database>, kind: CatalogKindQueries, today: string, size: number): Promise<{ pages: number; lastmod: string | null }[]> {
  const { rows } = await sql<{ part: number | string; pages: number | string; lastmod: string | null }>`
    select part, count(*) as pages, max(lastmod) as lastmod
    from (select r.lastmod, (row_number() over (order by ${kind.order}) - 1) / cast(${size} as integer) as part from (${kind.rows(db, today)}) as r) as numbered
    group by part
    order by part`.execute(db);
  return rows.map((row) => ({ pages: Number(row.pages), lastmod: row.lastmod }));
}

/**
 * The rows of one part (from 1): the part's keys first (an index walk), then the grouped rows of those keys only, so a
 * file's cost does not grow with the catalog past it.
 */
export async function partRows(db: Kysely<Database>, kind: CatalogKindQueries, today: string, size: number, part: number): Promise<Row[]> {
  const keys = await sql<{ sort_key: Key }>`select r.sort_key from (${kind.keys(db, today)}) as r order by ${kind.order} limit ${size} offset ${(part - 1) * size}`.execute(db);
  if (keys.rows.length === 0) return [];
  const { rows } = await sql<Row>`select * from (${kind.rows(db, today, keys.rows.map((k) => k.sort_key))}) as r order by ${kind.order}`.execute(db);
  return rows;
}

/** Offers on sale of `categories`: published, their hotel active, not expired. */
const onSale = (db: Kysely<Database>, today: string, categories: ('weekend' | 'single_voucher' | 'activity')[]) =>
  db
    .selectFrom('offer')
    .innerJoin('hotel', 'hotel.id', 'offer.hotel_id')
    .where('offer.item_category', 'in', categories)
    .where('offer.published', '=', 1)
    .where('hotel.active', '=', 1)
    .where((eb) => eb.or([eb('offer.expires_at', 'is', null), eb('offer.expires_at', '>=', today)]));

const STAY_CATEGORIES: ('weekend' | 'single_voucher')[] = ['weekend', 'single_voucher'];

/** Stays on sale with a label. */
export const staysQueries: CatalogKindQueries = {
  keys: (db, today) =>
    onSale(db, today, STAY_CATEGORIES)
      .where((eb) => eb.exists(eb.selectFrom('offer_translation').select('offer_translation.offer_id').whereRef('offer_translation.offer_id', '=', 'offer.id')))
      .select('offer.id as sort_key'),
  rows: (db, today, only) =>
    onSale(db, today, STAY_CATEGORIES)
      .innerJoin('offer_translation', 'offer_translation.offer_id', 'offer.id')
      .$if(only !== undefined, (q) => q.where('offer.id', 'in', (only ?? []).map(Number)))
      .groupBy(['offer.id', 'offer.updated_at'])
      .select(['offer.id as sort_key', latest(sql.ref('offer.updated_at'), sql.ref('offer_translation.updated_at')).as('lastmod')]),
  order: sql`r.sort_key`,
};

/** Activities sold alone, on sale. */
export const activitiesQueries: CatalogKindQueries = {
  keys: (db, today) => onSale(db, today, ['activity']).select('offer.id as sort_key'),
  rows: (db, today, only) =>
    onSale(db, today, ['activity'])
      .leftJoin('offer_translation', 'offer_translation.offer_id', 'offer.id')
      .$if(only !== undefined, (q) => q.where('offer.id', 'in', (only ?? []).map(Number)))
      .groupBy(['offer.id', 'offer.updated_at'])
      .select(['offer.id as sort_key', latest(sql.ref('offer.updated_at'), sql.ref('offer_translation.updated_at')).as('lastmod')]),
  order: sql`r.sort_key`,
};

/** Active hotels. */
export const hotelsQueries: CatalogKindQueries = {
  keys: (db) => db.selectFrom('hotel').where('hotel.active', '=', 1).select('hotel.id as sort_key'),
  rows: (db, _today, only) =>
    db
      .selectFrom('hotel')
      .leftJoin('hotel_translation', 'hotel_translation.hotel_id', 'hotel.id')
      .where('hotel.active', '=', 1)
      .$if(only !== undefined, (q) => q.where('hotel.id', 'in', (only ?? []).map(Number)))
      .groupBy(['hotel.id', 'hotel.updated_at'])
      .select(['hotel.id as sort_key', latest(sql.ref('hotel.updated_at'), sql.ref('hotel_translation.updated_at')).as('lastmod')]),
  order: sql`r.sort_key`,
};

/** The digital gift boxes on sale (a physical variant is not indexed), in the listing's order. */
const onSaleBoxes = (db: Kysely<Database>) => db.selectFrom('gift_box').where('gift_box.published', '=', 1).where('gift_box.format', '=', 'digital');
export const giftBoxesQueries: CatalogKindQueries = {
  keys: (db) => onSaleBoxes(db).select(['gift_box.code as sort_key', 'gift_box.position']),
  rows: (db, _today, only) =>
    onSaleBoxes(db)
      .leftJoin('gift_box_translation', 'gift_box_translation.code', 'gift_box.code')
      .$if(only !== undefined, (q) => q.where('gift_box.code', 'in', (only ?? []).map(String)))
      .groupBy(['gift_box.code', 'gift_box.slug', 'gift_box.position', 'gift_box.updated_at'])
      .select(['gift_box.code as sort_key', 'gift_box.slug', 'gift_box.position', latest(sql.ref('gift_box.updated_at'), sql.ref('gift_box_translation.updated_at')).as('lastmod')]),
  order: sql`r.position, r.sort_key`,
};

/** The labels of offers in every catalog language. */
export const findOfferLabelsOf = (db: Kysely<Database>, offerIds: readonly number[]) =>
  db.selectFrom('offer_translation').select(['offer_id', 'locale', 'label']).where('offer_id', 'in', [...offerIds]).execute();
