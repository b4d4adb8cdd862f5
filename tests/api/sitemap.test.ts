/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { LOCALES, type Locale } from '@/lib/locales';
import { fitsLimits, pagesPerFile, SITEMAP_LIMITS } from '@/server/seo/sitemap-limits';
import { staticPages } from '@/server/seo/sitemap-pages';
import { parseSitemapFileName } from '@/server/seo/sitemap-files';
import { sendSitemap } from '@/server/seo/sitemap-response';
import { robotsTxt, sitemapIndexXml, sitemapXml, w3cDatetime, type SitemapPage } from '@/server/seo/sitemap-xml';

/* The sitemap's XML, its dates and its size limits, without a database (the files themselves: sitemap-files.test.ts). */

const SITE = 'https://www.escapade.example';
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}))?$/;

describe('sitemap XML and robots.txt', () => {
  it('lists each page once per locale, each with its lastmod, its six alternates and x-default', () => {
    const pages = staticPages().map((page, i) => ({ ...page, lastmod: i === 4 ? '2026-12-07T14:03:11.402Z' : null }));
    const xml = sitemapXml(SITE, pages);
    expect(xml.match(/<url>/g)).toHaveLength(pages.length * LOCALES.length);
    expect(xml).toContain(
      `<url><loc>${SITE}/es-ES/contacto</loc><lastmod>2026-12-07T14:03:11Z</lastmod><xhtml:link rel="alternate" hreflang="fr-FR" href="${SITE}/contact"/><xhtml:link rel="alternate" hreflang="es-ES" href="${SITE}/es-ES/contacto"/>`,
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(LOCALES.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/informations-legales/cookies"/>`);
    expect(xml).toContain(`<loc>${SITE}/it-IT</loc>`);
    expect(xml).not.toMatch(/ma-reservation|favoris|reservation\//);
  });

  it.each([
    ['2026-12-07T14:03:11.402Z', '2026-12-07T14:03:11Z'],
    ['2026-12-07 14:03:11', '2026-12-07T14:03:11Z'],
    ['2026-12-07T15:03:11+01:00', '2026-12-07T14:03:11Z'],
    ['2026-12-07T00:00:00.000Z', '2026-12-07T00:00:00Z'],
    ['2026-12-07', '2026-12-07'],
    ['yesterday', null],
    ['2026-13-45T99:00:00Z', null],
    ['', null],
    [null, null],
  ])('writes the database instant %p as the W3C date %p', (value, expected) => {
    expect(w3cDatetime(value)).toBe(expected);
    if (expected) expect(expected).toMatch(W3C);
  });

  it('escapes what XML reserves in the index, with each file’s lastmod', () => {
    const xml = sitemapIndexXml([{ loc: `${SITE}/sitemaps/x-1.xml.gz?a=<2>&b`, lastmod: '2026-12-07 08:00:00' }, { loc: `${SITE}/sitemaps/x-2.xml.gz`, lastmod: null }]);
    expect(xml).toContain('<sitemap><loc>https://www.escapade.example/sitemaps/x-1.xml.gz?a=&lt;2&gt;&amp;b</loc><lastmod>2026-12-07T08:00:00Z</lastmod></sitemap>');
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/x-2.xml.gz</loc></sitemap>`);
  });

  it('lets everything but the calls be crawled and names the sitemap index', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('names the sitemap files by kind and part, and nothing else', () => {
    expect(parseSitemapFileName('stays-3.xml.gz')).toEqual({ kind: 'stays', part: 3 });
    expect(parseSitemapFileName('gift-boxes-1.xml.gz')).toEqual({ kind: 'gift-boxes', part: 1 });
    for (const name of ['stays-0.xml.gz', 'stays-01.xml.gz', 'stays-1.xml', 'reviews-1.xml.gz', 'constructor-1.xml.gz', '../stays-1.xml.gz', 'stays-1.xml.gz.bak', 'stays-99999999999.xml.gz']) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe('sitemap file limits', () => {
  const longestPage = (urlBytes: number): SitemapPage => {
    const path = (locale: Locale) => `/${'a'.repeat(urlBytes - SITE.length - (locale === 'fr-FR' ? 1 : locale.length + 2))}`;
    return { paths: Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as Record<Locale, string>, lastmod: '2026-12-07T14:03:11.402Z' };
  };

  it('keeps a file of the longest allowed addresses within 50,000 URLs and 50 MB', () => {
    const size = pagesPerFile(SITEMAP_LIMITS);
    const page = longestPage(SITEMAP_LIMITS.maxUrlBytes);
    expect(fitsLimits(SITE, page)).toBe(true);
    const xml = sitemapXml(SITE, Array.from({ length: size }, () => page));
    expect(size * LOCALES.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(52_428_800);
    // One page more would not fit: the files are as large as the limits allow.
    expect(Buffer.byteLength(sitemapXml(SITE, Array.from({ length: size + 1 }, () => page)))).toBeGreaterThan(52_428_800);
  });

  it('leaves out a page with an address of 2,048 bytes or more', () => {
    expect(fitsLimits(SITE, longestPage(SITEMAP_LIMITS.maxUrlBytes + 1))).toBe(false);
  });

  it('cuts files by URL count or by bytes, whichever is stricter', () => {
    expect(pagesPerFile({ maxUrls: 60, maxBytes: 10_000_000, maxUrlBytes: 100 })).toBe(10);
    const bySize = pagesPerFile({ maxUrls: 50_000, maxBytes: 40_000, maxUrlBytes: 100 });
    const page = longestPage(100);
    expect(Buffer.byteLength(sitemapXml(SITE, Array.from({ length: bySize }, () => page)))).toBeLessThanOrEqual(40_000);
    expect(Buffer.byteLength(sitemapXml(SITE, Array.from({ length: bySize + 1 }, () => page)))).toBeGreaterThan(40_000);
    expect(() => pagesPerFile({ maxUrls: 5, maxBytes: 10_000_000, maxUrlBytes: 100 })).toThrow(/too small/);
  });
});

describe('a sitemap answer while the database is away', () => {
  it('is an empty 503 with Retry-After, never cached, and a bug still fails loudly', async () => {
    const sent = { status: 200, headers: {} as Record<string, string>, ended: false };
    const res = {
      set statusCode(code: number) {
        sent.status = code;
      },
      setHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      },
      end() {
        sent.ended = true;
      },
    } as unknown as Parameters<typeof sendSitemap>[0];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await sendSitemap(res, 'application/gzip', () => Promise.reject(refused))).toBe(true);
    expect(sent).toEqual({ status: 503, headers: { 'retry-after': '120', 'cache-control': 'no-store' }, ended: true });
    await expect(sendSitemap(res, 'application/gzip', () => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug');
  });
});
