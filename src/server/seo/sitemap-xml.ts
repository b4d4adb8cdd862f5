import { toIsoDay } from '@/lib/days';
import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath } from '@/shared/routes';

/**
 * One page of the site: its locale-relative path in each locale (a product's slug differs per language), and when its
 * data last changed (an ISO instant from the database, or null when unknown: no `lastmod` then).
 */
export type SitemapPage = { paths: Record<Locale, string>; lastmod: string | null };

/** One sitemap file in the index: its address and the latest change among its pages. */
export type SitemapFileRef = { loc: string; lastmod: string | null };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const DATABASE_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A database instant ('2026-12-07T14:03:11.402Z', SQLite's '2026-12-07 14:03:11', a bare day) in the W3C Datetime
 * form sitemaps take ('2026-12-07T14:03:11Z', or the day alone): UTC when the value names no zone. Null when it is not
 * a date.
 */
export function w3cDatetime(value: string | null | undefined): string | null {
  const match = value ? DATABASE_INSTANT.exec(value.trim()) : null;
  if (!match) return null;
  const [, day, time, seconds, zone] = match;
  const parsed = new Date(time ? `${day}T${time}${seconds ?? ':00'}${zone ?? 'Z'}` : `${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  return time ? parsed.toISOString().replace(/\.\d{3}Z$/, 'Z') : toIsoDay(parsed);
}

const lastmodElement = (value: string | null) => {
  const date = w3cDatetime(value);
  return date ? `<lastmod>${date}</lastmod>` : '';
};

/** The page's address in `locale`, escaped for XML. */
export const pageLoc = (siteUrl: string, page: SitemapPage, locale: Locale) => escapeXml(siteUrl + absolutePath(locale, page.paths[locale]));

export const SITEMAP_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const SITEMAP_TAIL = '</urlset>\n';

/**
 * The entries of a page whose escaped address in each locale is `url(locale)`: one per locale, each naming the page
 * in all six locales and x-default (the French page).
 */
export function entriesXml(url: (locale: Locale) => string, lastmod: string | null): string {
  const alternates = [...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${url('fr-FR')}"/>`].join('');
  const modified = lastmodElement(lastmod);
  return LOCALES.map((locale) => `<url><loc>${url(locale)}</loc>${modified}${alternates}</url>\n`).join('');
}

/** A page's entries in a sitemap of the site at `siteUrl`. */
export const pageEntries = (siteUrl: string, page: SitemapPage): string => entriesXml((locale) => pageLoc(siteUrl, page, locale), page.lastmod);

/**
 * A sitemap (sitemaps.org, with Google's hreflang extension): every page once per locale, each entry with the page's
 * `lastmod` and its alternates in all six locales and x-default, as the pages' own alternate links do.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  return SITEMAP_HEAD + pages.map((page) => pageEntries(siteUrl, page)).join('') + SITEMAP_TAIL;
}

/** A sitemap index listing the sitemap files, each with the latest change among its pages. */
export function sitemapIndexXml(files: readonly SitemapFileRef[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmodElement(file.lastmod)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the calls, and the sitemap index's address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
