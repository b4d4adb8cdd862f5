import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { href, LEGAL_DOCUMENTS, slugOf } from '@/shared/routes';
import type { SitemapPage } from './sitemap-xml';
import { publishedContentPages } from '@/server/catalog/content/cms-pages.service';

/*
 * The indexable pages, kind by kind, each kind read part by part (a part: `size` pages in a fixed order, read with
 * LIMIT and OFFSET), so a sitemap file costs one bounded query whatever the catalog's size. Pages marked noindex
 * (checkout, confirmation, My booking, wishlist, expired offers) are never listed. A page's `lastmod` is the latest
 * `updated_at` of its own row and its translations (migration 20261242000000).
 */

const inEvery = (path: (locale: Locale) => string, lastmod: string | null = null): SitemapPage => ({
  paths: Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as Record<Locale, string>,
  lastmod,
});

/** The indexable pages every locale has, whatever the catalog: home, contact, the legal documents, search, the box listing, the gift card. */
export function staticPages(): SitemapPage[] {
  return [
    inEvery((l) => href.home(l)),
    inEvery((l) => href.search(l)),
    inEvery((l) => href.giftBoxes(l)),
    inEvery((l) => href.giftCard(l)),
    inEvery((l) => href.contact(l)),
    ...LEGAL_DOCUMENTS.map((doc) => inEvery((l) => href.legal(l, doc))),
  ];
}

/**
 * The content service's published pages (docs/home-and-cms.md): the weekend ideas page, landing pages and static
 * pages, each listed when it is published in every locale (hreflang alternates need the page in each of them), its
 * `lastmod` the latest of its versions'.
 */
export async function contentPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const found = new Map<string, { locales: Set<string>; lastmod: string }>();
  for (const row of await publishedContentPages(db)) {
    const key = `${row.kind}/${row.slug}`;
    const page = found.get(key) ?? { locales: new Set(), lastmod: row.updated_at };
    page.locales.add(row.locale);
    if (row.updated_at > page.lastmod) page.lastmod = row.updated_at;
    found.set(key, page);
  }
  const pages: SitemapPage[] = [];
  for (const [key, { locales, lastmod }] of found) {
    if (locales.size < LOCALES.length) continue;
    const [kind, slug] = key.split('/') as [string, string];
    if (kind === 'ideas') pages.push(inEvery((l) => href.weekendIdeas(l), lastmod));
    else if (kind === 'landing') pages.push(inEvery((l) => href.landing(l, slug), lastmod));
    else if (kind === 'static') pages.push(inEvery((l) => href.contentPage(l, slug), lastmod));
  }
  return pages;
}

/** One sitemap file's share of a kind: how many pages, and the latest change among them. */
export type PartSummary = { pages: number; lastmod: string | null };

/** A kind of page in the sitemap: its parts' summaries (for the index) and one part's pages (for its file). */
export type SitemapSource = {
  parts(db: Kysely<Database>, today: string, size: number): Promise<PartSummary[]>;
  pages(db: Kysely<Database>, today: string, size: number, part: number): Promise<SitemapPage[]>;
};

/** The pages that do not come from the catalog: few, so read whole and cut in parts. */
const sitePages: SitemapSource = {
  async parts(db, _today, size) {
    const pages = [...staticPages(), ...(await contentPages(db))];
    const parts: PartSummary[] = [];
    for (let start = 0; start < pages.length; start += size) {
      const slice = pages.slice(start, start + size);
      parts.push({ pages: slice.length, lastmod: slice.reduce<string | null>((latest, p) => (p.lastmod && (!latest || p.lastmod > latest) ? p.lastmod : latest), null) });
    }
    return parts;
  },
  async pages(db, _today, size, part) {
    return [...staticPages(), ...(await contentPages(db))].slice((part - 1) * size, part * size);
  },
};

/** The later of a row's own `updated_at` and the latest of its translations'. */
const latest = (own: RawBuilder<unknown>, translations: RawBuilder<unknown>) => sql<string | null>`case when max(${translations}) > ${own} then max(${translations}) else ${own} end`;

type Key = number | string;
type Row = { sort_key: Key; lastmod: string | null; slug?: string };

/**
 * A catalog kind. `keys` selects the kind's pages, one row each (`sort_key`, and `position` for the boxes): cheap, no
 * join with the translations. `rows` adds `lastmod` and what the address needs, for every page or only for `only`'s
 * keys. `order` is the fixed order parts are cut in; `toPages` turns a part's rows into pages.
 */
function catalogSource(spec: {
  keys: (db: Kysely<Database>, today: string) => Expression<{ sort_key: Key }>;
  rows: (db: Kysely<Database>, today: string, only?: Key[]) => Expression<Row>;
  order: RawBuilder<unknown>;
  toPages: (db: Kysely<Database>, rows: Row[]) => Promise<SitemapPage[]>;
}): SitemapSource {
  const { order } = spec;
  return {
    async parts(db, today, size) {
      const { rows } = await sql<{ part: number | string; pages: number | string; lastmod: string | null }>`
        select part, count(*) as pages, max(lastmod) as lastmod
        from (select r.lastmod, (row_number() over (order by ${order}) - 1) / cast(${size} as integer) as part from (${spec.rows(db, today)}) as r) as numbered
        group by part
        order by part`.execute(db);
      return rows.map((row) => ({ pages: Number(row.pages), lastmod: row.lastmod }));
    },
    async pages(db, today, size, part) {
      // The part's keys first (an index walk), then the grouped rows of those keys only: a file's cost does not grow
      // with the catalog past it.
      const keys = await sql<{ sort_key: Key }>`select r.sort_key from (${spec.keys(db, today)}) as r order by ${order} limit ${size} offset ${(part - 1) * size}`.execute(db);
      if (keys.rows.length === 0) return [];
      const { rows } = await sql<Row>`select * from (${spec.rows(db, today, keys.rows.map((k) => k.sort_key))}) as r order by ${order}`.execute(db);
      return spec.toPages(db, rows);
    },
  };
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

/** Stays on sale with a label, named by their label's slug in each language. */
const stays = catalogSource({
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
  async toPages(db, rows) {
    const ids = rows.map((row) => Number(row.sort_key));
    const labels = new Map<number, Map<string, string>>();
    for (const t of await db.selectFrom('offer_translation').select(['offer_id', 'locale', 'label']).where('offer_id', 'in', ids).execute()) {
      labels.set(t.offer_id, (labels.get(t.offer_id) ?? new Map<string, string>()).set(t.locale, t.label));
    }
    return rows.map((row) => {
      const id = Number(row.sort_key);
      return inEvery((l) => {
        const label = labels.get(id)?.get(toCatalogLocale(l));
        return href.product(l, id, label ? { slug: slugOf(label) } : {});
      }, row.lastmod);
    });
  },
});

/** Activities sold alone, on sale. */
const activities = catalogSource({
  keys: (db, today) => onSale(db, today, ['activity']).select('offer.id as sort_key'),
  rows: (db, today, only) =>
    onSale(db, today, ['activity'])
      .leftJoin('offer_translation', 'offer_translation.offer_id', 'offer.id')
      .$if(only !== undefined, (q) => q.where('offer.id', 'in', (only ?? []).map(Number)))
      .groupBy(['offer.id', 'offer.updated_at'])
      .select(['offer.id as sort_key', latest(sql.ref('offer.updated_at'), sql.ref('offer_translation.updated_at')).as('lastmod')]),
  order: sql`r.sort_key`,
  toPages: async (_db, rows) => rows.map((row) => inEvery((l) => href.activity(l, Number(row.sort_key)), row.lastmod)),
});

/** Active hotels. */
const hotels = catalogSource({
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
  toPages: async (_db, rows) => rows.map((row) => inEvery((l) => href.hotel(l, Number(row.sort_key)), row.lastmod)),
});

/** The digital gift boxes on sale (a physical variant is not indexed), in the listing's order. */
const onSaleBoxes = (db: Kysely<Database>) => db.selectFrom('gift_box').where('gift_box.published', '=', 1).where('gift_box.format', '=', 'digital');
const giftBoxes = catalogSource({
  keys: (db) => onSaleBoxes(db).select(['gift_box.code as sort_key', 'gift_box.position']),
  rows: (db, _today, only) =>
    onSaleBoxes(db)
      .leftJoin('gift_box_translation', 'gift_box_translation.code', 'gift_box.code')
      .$if(only !== undefined, (q) => q.where('gift_box.code', 'in', (only ?? []).map(String)))
      .groupBy(['gift_box.code', 'gift_box.slug', 'gift_box.position', 'gift_box.updated_at'])
      .select(['gift_box.code as sort_key', 'gift_box.slug', 'gift_box.position', latest(sql.ref('gift_box.updated_at'), sql.ref('gift_box_translation.updated_at')).as('lastmod')]),
  order: sql`r.position, r.sort_key`,
  toPages: async (_db, rows) => rows.map((row) => inEvery((l) => href.giftBox(l, { slug: row.slug ?? '', code: String(row.sort_key) }), row.lastmod)),
});

/** Every kind of page in the sitemap, in the index's order; a kind's files are `/sitemaps/<kind>-<n>.xml.gz`. */
export const SITEMAP_SOURCES = { pages: sitePages, stays, activities, hotels, 'gift-boxes': giftBoxes } as const satisfies Record<string, SitemapSource>;

export type SitemapKind = keyof typeof SITEMAP_SOURCES;
