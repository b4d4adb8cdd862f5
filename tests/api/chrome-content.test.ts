/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { env } from '@/lib/env';
import { resolveFlags } from '@/lib/flags';
import { chromeSwrFallback } from '@/site/server/chrome-content';
import type { PageContext } from '@/site/page-types';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { useDbForRoutes } from './catalog-content.helpers';

/** A page context for fr-FR with the given flags: only what chromeSwrFallback reads. */
const contextOf = (customerCare: boolean) =>
  ({ locale: 'fr-FR', query: {}, env: env(), flags: { ...resolveFlags(env(), 'fr-FR'), customerCare } }) as unknown as PageContext;

describe('promotions rendered with the page', () => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb();
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  it("hands the search page's promo bars, announcement and theme-less targeted banners to SWR under the browser's URLs", async () => {
    const fallback = await chromeSwrFallback(contextOf(false), 'search');
    const api = env().API_BASE_URL;
    expect(Object.keys(fallback).sort()).toEqual(
      [
        `${api}/cms/promoBars?locale=fr_FR&page=search&flow=booking`,
        `${api}/content/strapiAnnouncementBanner.json?locale=fr_FR`,
        `${api}/content/targetedBanner.json?locale=fr_FR&page=search`,
      ].sort(),
    );
    const banners = await t.db.selectFrom('targeted_banner').select('id').where('locale', '=', 'fr_FR').where('page', '=', 'search').execute();
    const targeted = fallback[`${api}/content/targetedBanner.json?locale=fr_FR&page=search`] as { items: { id: number }[] };
    expect(targeted.items.map((item) => item.id).sort()).toEqual(banners.map((b) => b.id).sort());
  });

  it('leaves the targeted banner to other pages out, and everything out in customer-care mode', async () => {
    expect(Object.keys(await chromeSwrFallback(contextOf(false), 'home')).some((key) => key.includes('targetedBanner'))).toBe(false);
    expect(await chromeSwrFallback(contextOf(true), 'search')).toEqual({});
  });
});
