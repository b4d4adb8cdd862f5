/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/locales';
import { catalogPages, staticPages } from '@/server/seo/sitemap-pages';
import { robotsTxt, sitemapIndexXml, sitemapXml } from '@/server/seo/sitemap-xml';
import type { SeededTestDb } from '@/testing/test-db';
import { createSuiteDb, DATABASES } from './offers-helpers';

const SITE = 'https://www.escapade.example';

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once per locale, each with its six alternates and x-default', () => {
    const xml = sitemapXml(SITE, staticPages());
    const urls = xml.match(/<url>/g) ?? [];
    expect(urls).toHaveLength(staticPages().length * LOCALES.length);
    expect(xml).toContain(
      `<url><loc>${SITE}/es-ES/contacto</loc><xhtml:link rel="alternate" hreflang="fr-FR" href="${SITE}/contact"/><xhtml:link rel="alternate" hreflang="es-ES" href="${SITE}/es-ES/contacto"/>`,
    );
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/informations-legales/cookies"/>`);
    expect(xml).toContain(`<loc>${SITE}/it-IT</loc>`);
    expect(xml).not.toMatch(/ma-reservation|favoris|reservation\//);
  });

  it('escapes what XML reserves and indexes the parts of a large sitemap', () => {
    expect(sitemapIndexXml([`${SITE}/sitemap.xml?part=1&x=<2>`])).toContain('<loc>https://www.escapade.example/sitemap.xml?part=1&amp;x=&lt;2&gt;</loc>');
  });

  it('lets everything but the calls be crawled and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe.each(DATABASES)('the catalog pages of the sitemap on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createSuiteDb(url);
  }, 240_000);
  afterAll(() => t?.destroy());

  it('names stays by their label in each language, and lists activities, active hotels and digital boxes only', async () => {
    const pages = await catalogPages(t.db);
    const stay = await t.db
      .selectFrom('offer')
      .innerJoin('hotel', 'hotel.id', 'offer.hotel_id')
      .select('offer.id')
      .where('offer.item_category', '=', 'weekend')
      .where('offer.published', '=', 1)
      .where('hotel.active', '=', 1)
      .where('offer.expires_at', 'is', null)
      .orderBy('offer.id')
      .executeTakeFirstOrThrow();
    const page = pages.find((p) => p['fr-FR'].startsWith(`/sejour/${stay.id}/`));
    expect(page).toBeDefined();
    expect(page!['es-ES']).toMatch(new RegExp(`^/escapada/${stay.id}/[a-z0-9-]+$`));
    const unpublished = await t.db.selectFrom('offer').select('id').where('published', '=', 0).executeTakeFirst();
    if (unpublished) expect(pages.some((p) => p['fr-FR'].startsWith(`/sejour/${unpublished.id}/`))).toBe(false);
    expect(pages.some((p) => p['fr-FR'].startsWith('/hotel/'))).toBe(true);
    expect(pages.some((p) => /^\/coffrets-cadeaux\/p\/.+-EBOX$/.test(p['fr-FR']))).toBe(true);
    expect(pages.some((p) => p['fr-FR'].endsWith('-PBOX'))).toBe(false);
  });
});
