import type { Kysely } from 'kysely';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import type { Database } from '@/server/db/database';
import { href, LEGAL_DOCUMENTS, slugOf } from '@/shared/routes';
import type { SitemapPage } from './sitemap-xml';
import { activitiesQueries, findOfferLabelsOf, giftBoxesQueries, hotelsQueries, partRows, partSummaries, staysQueries, type CatalogKindQueries, type Row } from './sitemap-catalog.repository';
import { publishedContentPages } from '@/server/catalog/content/cms-pages.service';

/*
 * The indexable pages, kind by kind, each catalog kind read part by part (sitemap-catalog.repository.ts), so a
 * sitemap file costs one bounded query whatever the catalog's size. Pages marked noindex (checkout, confirmation, My
 * booking, wishlist, expired offers) are never listed.
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

/** A catalog kind: its queries (sitemap-catalog.repository.ts), and how a part's rows become pages. */
function catalogSource(kind: CatalogKindQueries, toPages: (db: Kysely<Database>, rows: Row[]) => Promise<SitemapPage[]>): SitemapSource {
  return {
    parts: (db, today, size) => partSummaries(db, kind, today, size),
    async pages(db, today, size, part) {
      const rows = await partRows(db, kind, today, size, part);
      return rows.length === 0 ? [] : toPages(db, rows);
    },
  };
}

/** Stays on sale with a label, named by their label's slug in each language. */
const stays = catalogSource(staysQueries, async (db, rows) => {
  const ids = rows.map((row) => Number(row.sort_key));
  const labels = new Map<number, Map<string, string>>();
  for (const t of await findOfferLabelsOf(db, ids)) {
    labels.set(t.offer_id, (labels.get(t.offer_id) ?? new Map<string, string>()).set(t.locale, t.label));
  }
  return rows.map((row) => {
    const id = Number(row.sort_key);
    return inEvery((l) => {
      const label = labels.get(id)?.get(toCatalogLocale(l));
      return href.product(l, id, label ? { slug: slugOf(label) } : {});
    }, row.lastmod);
});
  });

/** Activities sold alone, on sale. */
const activities = catalogSource(activitiesQueries, async (_db, rows) => rows.map((row) => inEvery((l) => href.activity(l, Number(row.sort_key)), row.lastmod)));

/** Active hotels. */
const hotels = catalogSource(hotelsQueries, async (_db, rows) => rows.map((row) => inEvery((l) => href.hotel(l, Number(row.sort_key)), row.lastmod)));

/** The digital gift boxes on sale (a physical variant is not indexed), in the listing's order. */
const giftBoxes = catalogSource(giftBoxesQueries, async (_db, rows) => rows.map((row) => inEvery((l) => href.giftBox(l, { slug: row.slug ?? '', code: String(row.sort_key) }), row.lastmod)));

/** Every kind of page in the sitemap, in the index's order; a kind's files are `/sitemaps/<kind>-<n>.xml.gz`. */
export const SITEMAP_SOURCES = { pages: sitePages, stays, activities, hotels, 'gift-boxes': giftBoxes } as const satisfies Record<string, SitemapSource>;

export type SitemapKind = keyof typeof SITEMAP_SOURCES;
