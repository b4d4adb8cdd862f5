/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOG_LOCALES } from '@/contracts/common';
import { HOME_FLOWS, type CmsPage } from '@/contracts/cms-page';
import { LOCALES } from '@/lib/locales';
import { contentPage, homePage, weekendIdeasPage } from '@/server/catalog/content/cms-pages.service';
import { contentPages } from '@/server/seo/sitemap-pages';
import { sitemapXml } from '@/server/seo/sitemap-xml';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import homepageRoute from '../../pages/api/cms/homepage';
import previewRoute from '../../pages/api/preview';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

const SECRET = 'a-preview-secret-for-tests';
// The configuration is read once per test file: the secret must be there before the first call.
process.env.PREVIEW_SECRET = SECRET;

describe.each(ENGINES)('content service pages on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  describe('GET /api/cms/homepage', () => {
    it.each(CATALOG_LOCALES.flatMap((locale) => HOME_FLOWS.map((flow) => [locale, flow] as const)))('answers the %s home of the %s flow with its blocks', async (locale, flow) => {
      const answer = await call(homepageRoute, { query: { locale, flow } });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const page = answer.body as CmsPage;
      expect(page.kind).toBe('home');
      expect(page.slug).toBe(flow);
      expect(page.draft).toBe(false);
      expect(page.seo.title).toMatch(/Escapade$/);
      // The booking home keeps the site's own jumbotron texts; the gifting and activity homes have theirs.
      if (flow === 'booking') expect(page.searchJumbotron).toBeNull();
      else expect(page.searchJumbotron?.title).toBeTruthy();
      expect(page.footer).toEqual({ showFooter: true, showLegal: true, showContact: true });
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
      const top = page.blocks.find((b) => b.type === 'topSearchResults');
      expect(top && top.type === 'topSearchResults' && top.offers.length).toBeGreaterThan(0);
    });

    it('shows every block kind of §2.8 across the flows, the main USP in both variants', async () => {
      const pages = await Promise.all(HOME_FLOWS.map((flow) => homePage(t.db, 'fr_FR', flow, { draft: false })));
      const types = new Set(pages.flatMap((p) => p!.blocks.map((b) => (b.type === 'mainUsp' ? `mainUsp:${b.variant}` : b.type))));
      for (const type of ['boxes', 'mainUsp:primary', 'mainUsp:secondary', 'marketing', 'categories', 'banner', 'topSearchResults']) expect(types).toContain(type);
      const boxes = pages[1]!.blocks.find((b) => b.type === 'boxes');
      expect(boxes?.type === 'boxes' && boxes.boxes.map((b) => b.code)).toEqual(['ROMANCE1N-EBOX', 'WELLNESS1N-EBOX', 'GOURMET1N-EBOX', 'PRESTIGE1N-EBOX']);
    });

    it('answers the draft in draft mode, private and never stored', async () => {
      const visitor = (await call(homepageRoute, { query: { locale: 'es_ES', flow: 'booking' } })).body as CmsPage;
      const req = { query: { locale: 'es_ES', flow: 'booking' } };
      const editor = await callWithDraftMode(req);
      expect(editor.status).toBe(200);
      expect(editor.headers['cache-control']).toBe('private, no-store');
      expect((editor.body as CmsPage).draft).toBe(true);
      expect((editor.body as CmsPage).searchJumbotron?.title).not.toBe(visitor.searchJumbotron?.title);
    });

    it.each([
      [{ flow: 'hotel' }, 400],
      [{ locale: 'de_DE' }, 400],
      [{ flow: ['booking', 'gifting'] }, 400],
    ])('refuses %j with %i', async (query, status) => {
      const answer = await call(homepageRoute, { query: query as Record<string, string> });
      expect(answer.status).toBe(status);
      expect(isApiError(answer.body)).toBe(true);
    });

    it('answers 404 for a locale without a home page of that flow', async () => {
      await t.db.deleteFrom('cms_page').where('locale', '=', 'it_IT').where('kind', '=', 'home').where('slug', '=', 'activity').execute();
      const answer = await call(homepageRoute, { query: { locale: 'it_IT', flow: 'activity' } });
      expect(answer.status).toBe(404);
    });
  });

  describe('stored content an editor got wrong', () => {
    it('leaves out a block that does not fit and links with an unsafe address, and keeps the rest', async () => {
      const row = await t.db.selectFrom('cms_page').selectAll().where('locale', '=', 'nl_NL').where('kind', '=', 'static').where('slug', '=', 'about-us').executeTakeFirstOrThrow();
      const content = JSON.parse(row.content) as { blocks: unknown[] };
      content.blocks.push(
        { type: 'banner', title: 'x' },
        { type: 'categories', title: 'Links', items: [{ label: 'Bad', url: 'javascript:alert(1)' }, { label: 'Good', url: 'theme=26' }] },
        { type: 'richText', content: [{ type: 'paragraph', children: [{ text: '<script>alert(1)</script>' }] }] },
        { type: 'carousel', items: [] },
      );
      await t.db.updateTable('cms_page').set({ content: JSON.stringify(content) }).where('id', '=', row.id).execute();
      const page = await contentPage(t.db, 'nl_NL', 'static', 'about-us', { draft: false });
      const categories = page!.blocks.find((b) => b.type === 'categories');
      expect(categories?.type === 'categories' && categories.items.map((i) => i.label)).toEqual(['Good']);
      expect(page!.blocks.filter((b) => b.type === 'banner')).toHaveLength(0);
      const html = page!.blocks.filter((b) => b.type === 'richText').map((b) => (b.type === 'richText' ? b.html : '')).join('');
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    });
  });

  describe('landing, static and ideas pages', () => {
    it.each(CATALOG_LOCALES)('%s has the winter landing with a running countdown and its own announcement colour', async (locale) => {
      const page = await contentPage(t.db, locale, 'landing', 'winter-sale', { draft: false });
      expect(page?.announcement?.html).toMatch(/<strong>/);
      const promo = page!.blocks.find((b) => b.type === 'promoJumbotron');
      expect(promo?.type === 'promoJumbotron' && Date.parse(promo.endsAt!) > Date.now() && Date.parse(promo.startsAt!) < Date.now()).toBe(true);
      expect(page!.blocks.map((b) => b.type)).toEqual(['topBar', 'promoJumbotron', 'mainUsp', 'promoCards', 'boxes', 'banner', 'topSearchResults']);
    });

    it('uses each of the six colour variations on the landings of the six locales', async () => {
      const pages = await Promise.all(CATALOG_LOCALES.map((locale) => contentPage(t.db, locale, 'landing', 'winter-sale', { draft: false })));
      expect(new Set(pages.map((p) => p?.announcement?.colorVariation))).toEqual(new Set(['black', 'grey', 'red', 'yellow', 'blue', 'green']));
    });

    it('finds static pages by id and nothing for an unknown id', async () => {
      expect((await contentPage(t.db, 'fr_FR', 'static', 'how-it-works', { draft: false }))?.title).toBe('Comment ça marche ?');
      expect(await contentPage(t.db, 'fr_FR', 'static', 'no-such-page', { draft: false })).toBeNull();
      expect(await contentPage(t.db, 'fr_FR', 'landing', 'about-us', { draft: false })).toBeNull();
    });

    it('gives the ideas page sections with more cards than shown at first, and regions', async () => {
      const page = await weekendIdeasPage(t.db, 'it_IT', { draft: false });
      expect(page?.title).toBe('Idee weekend');
      expect(page!.sections.length).toBe(3);
      expect(page!.sections[0].cards.length).toBeGreaterThan(4);
      expect(page!.regions.map((r) => r.label)).toContain('Toscana');
    });

    it('lists the published content pages in the sitemap in every locale with alternates', async () => {
      const pages = await contentPages(t.db);
      const xml = sitemapXml('https://www.escapade.example', pages);
      expect(pages).toHaveLength(4);
      expect(xml).toContain('<loc>https://www.escapade.example/es-ES/ideas-escapadas</loc>');
      expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl-NL" href="https://www.escapade.example/nl-NL/acties/winter-sale"/>');
      expect(xml).toContain('<loc>https://www.escapade.example/infos/about-us</loc>');
      expect(xml.match(/<url>/g)).toHaveLength(4 * LOCALES.length);
    });
  });

  describe('GET /api/preview', () => {
    const previewCall = async (query: Record<string, string>) => {
      const changes: boolean[] = [];
      const answer = await callWithRes(previewRoute as never, query, (res) => {
        res.setDraftMode = ({ enable }: { enable: boolean }) => changes.push(enable);
      });
      return { ...answer, changes };
    };

    it('switches draft mode on with the secret and opens the page asked for, on this site only', async () => {
      const on = await previewCall({ secret: SECRET, path: '/es-ES/ofertas/winter-sale' });
      expect(on.status).toBe(307);
      expect(on.headers.location).toBe('/es-ES/ofertas/winter-sale');
      expect(on.changes).toEqual([true]);
      expect((await previewCall({ secret: SECRET, path: '//evil.example' })).headers.location).toBe('/');
    });

    it('refuses a wrong secret with 401 and switches nothing', async () => {
      const wrong = await previewCall({ secret: 'not-the-secret-at-all', path: '/' });
      expect(wrong.status).toBe(401);
      expect(wrong.changes).toEqual([]);
    });

    it('switches draft mode off', async () => {
      const off = await previewCall({ exit: '1', path: '/' });
      expect(off.status).toBe(307);
      expect(off.changes).toEqual([false]);
    });
  });
});

type Res = Record<string, unknown> & { setDraftMode?: unknown };

/** The mock of catalog-content.helpers with Next's draft mode: a request carrying it, a response able to set it. */
async function callWithRes(handler: (req: never, res: never) => unknown, query: Record<string, string>, extend: (res: Res) => void = () => {}, draftMode = false) {
  const headers: Record<string, string> = {};
  let status = 200;
  let body: unknown;
  const res: Res = {
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      body = JSON.parse(JSON.stringify(value));
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
  };
  extend(res);
  const req = { method: 'GET', query, headers: {}, socket: { remoteAddress: '203.0.113.7' }, url: '/api/test', draftMode };
  await handler(req as never, res as never);
  return { status, body, headers };
}

const callWithDraftMode = ({ query }: { query: Record<string, string> }) => callWithRes(homepageRoute as never, query, () => {}, true);
