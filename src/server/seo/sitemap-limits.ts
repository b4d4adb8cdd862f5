import { LOCALES } from '@/lib/locales';
import { entriesXml, pageLoc, SITEMAP_HEAD, SITEMAP_TAIL, type SitemapPage } from './sitemap-xml';

/**
 * What one sitemap file may hold (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed, each URL
 * shorter than 2,048 characters (here: bytes once escaped, which is stricter).
 */
export type SitemapLimits = { maxUrls: number; maxBytes: number; maxUrlBytes: number };

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800, maxUrlBytes: 2_047 };

/** The most bytes one page's entries can take when every one of its escaped URLs has the longest length allowed. */
const largestPageBytes = (limits: SitemapLimits) => Buffer.byteLength(entriesXml(() => 'x'.repeat(limits.maxUrlBytes), '2026-12-31T23:59:59.999Z'));

/**
 * How many pages one sitemap file lists so that it holds at most `maxUrls` URLs (a page is one URL per locale) and
 * `maxBytes` bytes, whatever the pages' URLs, as long as each fits `maxUrlBytes` (`fitsLimits`). With the protocol's
 * limits that is 519 pages (3,114 URLs; about 4.3 MB, 97 kB gzipped, with this site's usual addresses).
 */
export function pagesPerFile(limits: SitemapLimits = SITEMAP_LIMITS): number {
  const byUrls = Math.floor(limits.maxUrls / LOCALES.length);
  const byBytes = Math.floor((limits.maxBytes - Buffer.byteLength(SITEMAP_HEAD + SITEMAP_TAIL)) / largestPageBytes(limits));
  const pages = Math.min(byUrls, byBytes);
  if (pages < 1) throw new Error(`sitemap limits too small for one page: ${JSON.stringify(limits)}`);
  return pages;
}

/** False when one of the page's URLs is too long for a sitemap: such a page is left out (a crawler would refuse it). */
export function fitsLimits(siteUrl: string, page: SitemapPage, limits: SitemapLimits = SITEMAP_LIMITS): boolean {
  return LOCALES.every((locale) => Buffer.byteLength(pageLoc(siteUrl, page, locale)) <= limits.maxUrlBytes);
}
