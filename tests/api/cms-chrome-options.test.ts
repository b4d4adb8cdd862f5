/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CmsPage } from '@/contracts/cms-page';
import type { CmsPageTable } from '@/server/db/database';
import type { AppPageProps } from '@/site/page-types';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import homepageRoute from '../../pages/api/cms/homepage';
import { call, ENGINES, useDbForRoutes } from './catalog-content.helpers';

/** Run the catch-all's getServerSideProps as Next would for `/{locale}/{path}`. */
async function visit(locale: string, path: string): Promise<AppPageProps> {
  const res = { statusCode: 200, setHeader: () => res, getHeader: () => undefined } as unknown as ServerResponse;
  const ctx = { locale, params: { slug: path.split('/').filter(Boolean) }, query: {}, req: { headers: {} } as IncomingMessage, res, resolvedUrl: path } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  return (await result.props) as AppPageProps;
}

describe.each(ENGINES)("a content page's footer and banner options on %s (§2.8)", (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  /** An editor's change to a published page's options. */
  async function setOptions(locale: CmsPageTable['locale'], kind: CmsPageTable['kind'], slug: string, options: Record<string, unknown>) {
    const row = await t.db.selectFrom('cms_page').selectAll().where('locale', '=', locale).where('kind', '=', kind).where('slug', '=', slug).where('status', '=', 'published').executeTakeFirstOrThrow();
    await t.db.updateTable('cms_page').set({ content: JSON.stringify({ ...JSON.parse(row.content), ...options }) }).where('id', '=', row.id).execute();
  }

  it('shows the whole footer and the banner of home pages while the content keeps its defaults', async () => {
    const props = await visit('es-ES', '/');
    expect(props.page).toBe('home');
    expect(props.chrome).toBe('full');
    expect(props.footer).toBeUndefined();
    expect(props.announcementBanner).toBeUndefined();
  });

  it("switches off the home's announcement banner and the footer's legal and contact parts as the content says", async () => {
    await setOptions('it_IT', 'home', 'booking', { announcementBanner: false, footer: { showFooter: true, showLegal: false, showContact: false } });
    const answer = await call(homepageRoute, { query: { locale: 'it_IT', flow: 'booking' } });
    expect((answer.body as CmsPage).announcementBanner).toBe(false);
    expect((answer.body as CmsPage).footer).toEqual({ showFooter: true, showLegal: false, showContact: false });
    const props = await visit('it-IT', '/');
    expect(props.chrome).toBe('full');
    expect(props.footer).toEqual({ showLegal: false, showContact: false });
    expect(props.announcementBanner).toBe(false);
  });

  it("keeps the contact part when only the legal links are switched off, and showFooter false still gives the simple chrome", async () => {
    await setOptions('nl_NL', 'home', 'booking', { footer: { showFooter: true, showLegal: false, showContact: true } });
    expect((await visit('nl-NL', '/')).footer).toEqual({ showLegal: false, showContact: true });
    await setOptions('nl_BE', 'home', 'booking', { footer: { showFooter: false, showLegal: true, showContact: true } });
    const props = await visit('nl-BE', '/');
    expect(props.chrome).toBe('simple');
    expect(props.announcementBanner).toBeUndefined();
  });

  it("honours a landing page's footer options too", async () => {
    await setOptions('fr_BE', 'landing', 'winter-sale', { footer: { showFooter: true, showLegal: true, showContact: false } });
    const props = await visit('fr-BE', '/offres/winter-sale');
    expect(props.page).toBe('landing');
    expect(props.footer).toEqual({ showLegal: true, showContact: false });
  });
});
