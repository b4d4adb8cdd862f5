import type { Kysely } from 'kysely';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { wallClockAt } from '@/lib/wall-clock';
import type { Database } from '@/server/db/database';
import { href, LEGAL_DOCUMENTS, slugOf } from '@/shared/routes';
import type { SitemapPage } from './sitemap-xml';
import { publishedContentPages } from '@/server/catalog/content/cms-pages.service';

const inEvery = (path: (locale: Locale) => string): SitemapPage => Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as SitemapPage;

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
 * pages, each listed when it is published in every locale (hreflang alternates need the page in each of them).
 */
export async function contentPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const locales = new Map<string, Set<string>>();
  for (const row of await publishedContentPages(db)) {
    const key = `${row.kind}/${row.slug}`;
    locales.set(key, (locales.get(key) ?? new Set()).add(row.locale));
  }
  const pages: SitemapPage[] = [];
  for (const [key, found] of locales) {
    if (found.size < LOCALES.length) continue;
    const [kind, slug] = key.split('/') as [string, string];
    if (kind === 'ideas') pages.push(inEvery((l) => href.weekendIdeas(l)));
    else if (kind === 'landing') pages.push(inEvery((l) => href.landing(l, slug)));
    else if (kind === 'static') pages.push(inEvery((l) => href.contentPage(l, slug)));
  }
  return pages;
}

/**
 * The catalog's indexable pages: stays on sale (published, their hotel active, not expired) named by their label's
 * slug in each language, activities sold alone, active hotels, and the digital gift boxes (a physical variant is not
 * indexed). Pages marked noindex (checkout, confirmation, My booking, wishlist, expired offers) are left out.
 */
export async function catalogPages(db: Kysely<Database>, now: Date = new Date()): Promise<SitemapPage[]> {
  const today = wallClockAt(now, 'Europe/Paris').day;
  const onSale = db
    .selectFrom('offer')
    .innerJoin('hotel', 'hotel.id', 'offer.hotel_id')
    .where('offer.published', '=', 1)
    .where('hotel.active', '=', 1)
    .where((eb) => eb.or([eb('offer.expires_at', 'is', null), eb('offer.expires_at', '>=', today)]));
  const [stays, activities, hotels, boxes] = await Promise.all([
    onSale
      .innerJoin('offer_translation', 'offer_translation.offer_id', 'offer.id')
      .select(['offer.id', 'offer_translation.locale', 'offer_translation.label'])
      .where('offer.item_category', 'in', ['weekend', 'single_voucher'])
      .orderBy('offer.id')
      .execute(),
    onSale.select('offer.id').where('offer.item_category', '=', 'activity').orderBy('offer.id').execute(),
    db.selectFrom('hotel').select('id').where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('gift_box').select(['code', 'slug']).where('published', '=', 1).where('format', '=', 'digital').orderBy('position').orderBy('code').execute(),
  ]);
  const labels = new Map<number, Map<string, string>>();
  for (const row of stays) {
    const byLocale = labels.get(row.id) ?? new Map<string, string>();
    byLocale.set(row.locale, row.label);
    labels.set(row.id, byLocale);
  }
  const stayPages = [...labels].map(([id, byLocale]) =>
    inEvery((l) => {
      const label = byLocale.get(toCatalogLocale(l));
      return href.product(l, id, label ? { slug: slugOf(label) } : {});
    }),
  );
  return [
    ...stayPages,
    ...activities.map(({ id }) => inEvery((l) => href.activity(l, id))),
    ...hotels.map(({ id }) => inEvery((l) => href.hotel(l, id))),
    ...boxes.map((box) => inEvery((l) => href.giftBox(l, { slug: box.slug, code: box.code }))),
  ];
}
