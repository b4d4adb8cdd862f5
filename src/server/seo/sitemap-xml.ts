import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath } from '@/shared/routes';

/** One page of the site: its locale-relative path in each locale (a product's slug differs per language). */
export type SitemapPage = Record<Locale, string>;

/** The most URLs one sitemap file may list (sitemaps.org); the index splits beyond it. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A sitemap (sitemaps.org, with Google's hreflang extension): every page once per locale, each entry naming the
 * page in all six locales and x-default (the French page, the site's default), as the pages' own alternate links do.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const page of pages) {
    const url = (locale: Locale) => escapeXml(siteUrl + absolutePath(locale, page[locale]));
    const alternates = [...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${url('fr-FR')}"/>`].join('');
    for (const locale of LOCALES) out.push(`<url><loc>${url(locale)}</loc>${alternates}</url>`);
  }
  out.push('</urlset>');
  return out.join('\n') + '\n';
}

/** A sitemap index listing the addresses of the sitemap files. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the calls, and the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
