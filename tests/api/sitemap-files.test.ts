/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SaxesParser } from 'saxes';
import type { GetServerSidePropsContext } from 'next';
import { env } from '@/lib/env';
import { LOCALES } from '@/lib/locales';
import { todayAt } from '@/lib/days';
import { SITEMAP_LIMITS, type SitemapLimits } from '@/server/seo/sitemap-limits';
import { SITEMAP_SOURCES } from '@/server/seo/sitemap-pages';
import { sitemapFile, sitemapIndex } from '@/server/seo/sitemap-files';
import { w3cDatetime } from '@/server/seo/sitemap-xml';
import type { SeededTestDb } from '@/testing/test-db';
import { getServerSideProps as indexRoute } from '../../pages/sitemap.xml';
import { getServerSideProps as fileRoute } from '../../pages/sitemaps/[file]';
import { useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';

/*
 * The sitemap index and its gzip files on the seeded test catalog: every file the index names exists and stays
 * within the limits (small limits injected to prove the split), the pages are each listed once, lastmod comes from
 * the data, and the routes answer gzip bytes as application/gzip, 404 for any other name.
 */

const SITE = 'https://www.escapade.example';
const W3C_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Entry = { loc: string; lastmod: string | null; alternates: number };
type Parsed = { root: string; namespace: string; entries: Entry[] };

/**
 * Reads a sitemap or a sitemap index with a conforming XML parser (namespaces checked), throwing on anything not
 * well-formed: the root, and each `<url>` or `<sitemap>` with its loc, lastmod and number of alternates.
 */
function parseXml(xml: string): Parsed {
  const parser = new SaxesParser({ xmlns: true });
  const parsed: Parsed = { root: '', namespace: '', entries: [] };
  const open: string[] = [];
  let text = '';
  parser.on('opentag', (tag) => {
    if (open.length === 0) [parsed.root, parsed.namespace] = [tag.local, tag.uri];
    if (tag.local === 'url' || tag.local === 'sitemap') parsed.entries.push({ loc: '', lastmod: null, alternates: 0 });
    if (tag.name === 'xhtml:link' && tag.uri === 'http://www.w3.org/1999/xhtml') parsed.entries.at(-1)!.alternates++;
    open.push(tag.local);
    text = '';
  });
  parser.on('text', (value) => (text += value));
  parser.on('closetag', (tag) => {
    open.pop();
    if (tag.local === 'loc') parsed.entries.at(-1)!.loc = text;
    if (tag.local === 'lastmod') parsed.entries.at(-1)!.lastmod = text;
  });
  parser.write(xml).close();
  return parsed;
}

type File = { name: string; bytes: number; xml: Parsed; lastmod: string | null };

describe.each(DATABASES)('the sitemap index and files on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(() => t?.destroy());

  /** Every file the index names, unzipped and parsed. */
  async function readAll(limits: SitemapLimits): Promise<File[]> {
    const index = parseXml(await sitemapIndex(t.db, SITE, { limits }));
    expect(index).toMatchObject({ root: 'sitemapindex', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    const files: File[] = [];
    for (const { loc, lastmod } of index.entries) {
      expect(loc).toMatch(new RegExp(`^${SITE}/sitemaps/[a-z-]+-\\d+\\.xml\\.gz$`));
      const name = loc.slice(`${SITE}/sitemaps/`.length);
      const gz = await sitemapFile(t.db, SITE, name, { limits });
      expect(gz).not.toBeNull();
      const xml = gunzipSync(gz!).toString('utf8');
      files.push({ name, bytes: Buffer.byteLength(xml), xml: parseXml(xml), lastmod });
    }
    return files;
  }

  const onSaleStays = async () => {
    const today = todayAt('fr-FR', new Date()).day;
    const rows = await t.db
      .selectFrom('offer')
      .innerJoin('hotel', 'hotel.id', 'offer.hotel_id')
      .select('offer.id')
      .where('offer.item_category', 'in', ['weekend', 'single_voucher'])
      .where('offer.published', '=', 1)
      .where('hotel.active', '=', 1)
      .where((eb) => eb.or([eb('offer.expires_at', 'is', null), eb('offer.expires_at', '>=', today)]))
      .orderBy('offer.id')
      .execute();
    return rows.map((r) => r.id);
  };

  it.each([
    ['40 pages (240 URLs) per file', { maxUrls: 240, maxBytes: SITEMAP_LIMITS.maxBytes, maxUrlBytes: SITEMAP_LIMITS.maxUrlBytes }],
    ['150 kB per file', { maxUrls: SITEMAP_LIMITS.maxUrls, maxBytes: 150_000, maxUrlBytes: 300 }],
  ])('names every file of every kind in the index, each within %s, every page listed once', async (_what, limits) => {
    const files = await readAll(limits);
    const kinds = new Set(files.map((f) => f.name.replace(/-\d+\.xml\.gz$/, '')));
    expect([...kinds]).toEqual(Object.keys(SITEMAP_SOURCES));
    expect(files.filter((f) => f.name.startsWith('stays-')).length).toBeGreaterThan(2);

    const locs: string[] = [];
    for (const file of files) {
      expect(file.xml).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
      expect(file.xml.entries.length).toBeGreaterThan(0);
      expect(file.xml.entries.length).toBeLessThanOrEqual(limits.maxUrls);
      expect(file.bytes).toBeLessThanOrEqual(limits.maxBytes);
      for (const url of file.xml.entries) {
        expect(url.alternates).toBe(LOCALES.length + 1);
        if (url.lastmod !== null) expect(url.lastmod).toMatch(W3C_INSTANT);
      }
      if (file.lastmod) expect(file.lastmod).toMatch(W3C_INSTANT);
      locs.push(...file.xml.entries.map((url) => url.loc));
    }
    const catalogUrls = files.filter((f) => !f.name.startsWith('pages-')).flatMap((f) => f.xml.entries);
    expect(catalogUrls.every((url) => url.lastmod !== null)).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const stays = new Set(locs.map((loc) => /^https:\/\/www\.escapade\.example\/sejour\/(\d+)\//.exec(loc)?.[1]).filter(Boolean).map(Number));
    expect([...stays].sort((a, b) => a - b)).toEqual(await onSaleStays());
    const unpublished = await t.db.selectFrom('offer').select('id').where('published', '=', 0).executeTakeFirst();
    if (unpublished) expect(stays.has(unpublished.id)).toBe(false);
    expect(locs.some((loc) => loc.startsWith(`${SITE}/hotel/`))).toBe(true);
    expect(locs.some((loc) => /\/coffrets-cadeaux\/p\/.+-EBOX$/.test(loc))).toBe(true);
    expect(locs.some((loc) => loc.endsWith('-PBOX'))).toBe(false);
    expect(locs).toContain(`${SITE}/es-ES/contacto`);
  });

  it('has no file past the last part of a kind, nor of an unknown kind', async () => {
    const limits = { ...SITEMAP_LIMITS, maxUrls: 240 };
    const files = await readAll(limits);
    const lastStays = Math.max(...files.filter((f) => f.name.startsWith('stays-')).map((f) => Number(/\d+/.exec(f.name)![0])));
    expect(await sitemapFile(t.db, SITE, `stays-${lastStays + 1}.xml.gz`, { limits })).toBeNull();
    expect(await sitemapFile(t.db, SITE, 'reviews-1.xml.gz', { limits })).toBeNull();
  });

  it("dates each page by its data, and a file by its latest page: an edited translation moves its stay's", async () => {
    const limits = { ...SITEMAP_LIMITS, maxUrls: 240 };
    const [id] = (await onSaleStays()).slice(-1);
    const offer = await t.db.selectFrom('offer').select(['created_at', 'updated_at']).where('id', '=', id!).executeTakeFirstOrThrow();
    expect(offer.updated_at).toBe(offer.created_at);
    const stayLastmod = async () => {
      for (const file of await readAll(limits)) {
        const url = file.xml.entries.find((u) => u.loc.includes(`/sejour/${id}/`));
        if (url) return { page: url.lastmod, file: file.lastmod };
      }
      throw new Error(`stay ${id} is in no file`);
    };
    expect((await stayLastmod()).page).toBe(w3cDatetime(offer.created_at));

    const before = Date.now() - 1000;
    await t.db.updateTable('offer_translation').set((eb) => ({ description: eb('description', '||', ' ') })).where('offer_id', '=', id!).where('locale', '=', 'es_ES').execute();
    const after = await stayLastmod();
    expect(after.page).toMatch(W3C_INSTANT);
    expect(Date.parse(after.page!)).toBeGreaterThanOrEqual(before);
    expect(after.file).toBe(after.page);
  });

  /** Runs a page route's getServerSideProps with a response that records what it is sent. */
  async function get(route: typeof fileRoute, params: Record<string, string>, locale = 'fr-FR') {
    const sent: { status: number; headers: Record<string, string>; body: Buffer | string | null } = { status: 200, headers: {}, body: null };
    const res = {
      set statusCode(code: number) {
        sent.status = code;
      },
      setHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      },
      end(body: Buffer | string) {
        sent.body = body;
      },
    };
    const result = await route({ res, params, query: {}, locale, defaultLocale: 'fr-FR' } as unknown as GetServerSidePropsContext);
    return { ...sent, notFound: 'notFound' in result && result.notFound };
  }

  it('serves a file as gzip bytes with Content-Type application/gzip and no Content-Encoding, cached like the index', async () => {
    const index = await get(indexRoute, {});
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const first = parseXml(String(index.body)).entries[0]!.loc;
    expect(first).toBe(`${env().SITE_URL}/sitemaps/pages-1.xml.gz`);

    const file = await get(fileRoute, { file: 'stays-1.xml.gz' });
    expect(file.notFound).toBe(false);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    const xml = gunzipSync(file.body as Buffer).toString('utf8');
    expect(parseXml(xml).entries.length).toBeGreaterThan(0);
  });

  it.each([['stays-999999.xml.gz'], ['stays-0.xml.gz'], ['reviews-1.xml.gz'], ['stays-1.xml'], ['..%2Fstays-1.xml.gz']])('answers 404 for %s', async (name) => {
    const answer = await get(fileRoute, { file: name });
    expect(answer.notFound).toBe(true);
    expect(answer.body).toBeNull();
  });

  it("answers 404 on another locale's address", async () => {
    expect((await get(fileRoute, { file: 'stays-1.xml.gz' }, 'es-ES')).notFound).toBe(true);
    expect((await get(indexRoute, {}, 'es-ES')).notFound).toBe(true);
  });
});
