/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { announcementBannerResponseSchema } from '@/contracts/announcement-banner.schema';
import { CATALOG_LOCALES } from '@/contracts/common';
import { giftBlockResponseSchema } from '@/contracts/gift-block.schema';
import { menuResponseSchema, type MenuLinkNode } from '@/contracts/menu.schema';
import { promoBarsResponseSchema } from '@/contracts/promo-bars.schema';
import { targetedBannerResponseSchema } from '@/contracts/targeted-banner.schema';
import { themesResponseSchema } from '@/contracts/themes.schema';
import { promoBars } from '@/server/catalog/content/content.service';
import type { CatalogLocale } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import promoBarsRoute from '../../pages/api/cms/promoBars';
import giftBlockRoute from '../../pages/api/content/giftBlock.json';
import menuRoute from '../../pages/api/content/menu.json';
import announcementRoute from '../../pages/api/content/strapiAnnouncementBanner.json';
import targetedRoute from '../../pages/api/content/targetedBanner.json';
import themesRoute from '../../pages/api/content/themes.json';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

describe.each(ENGINES)('content calls on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  const get = async (route: Parameters<typeof call>[0], query: Record<string, string>) => {
    const answer = await call(route, { query });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    return answer.body;
  };

  describe('GET /api/cms/promoBars', () => {
    it.each(CATALOG_LOCALES)('answers the %s bars active now, in that locale', async (locale) => {
      const now = new Date().toISOString();
      const rows = await t.db.selectFrom('promo_bar').selectAll().where('locale', '=', locale).orderBy('position').orderBy('id').execute();
      const active = rows.filter((r) => (!r.starts_at || r.starts_at <= now) && (!r.ends_at || r.ends_at >= now));
      const body = promoBarsResponseSchema.parse(await get(promoBarsRoute, { locale }));
      expect(body.items.map((i) => i.internalCode)).toEqual(active.map((r) => r.internal_code));
      for (const [i, item] of body.items.entries()) expect(item.links).toEqual(JSON.parse(active[i].links));
    });

    it('leaves out bars not started or already ended', async () => {
      const [row] = await t.db.selectFrom('promo_bar').selectAll().where('locale', '=', 'fr_FR').orderBy('id').execute();
      const before = new Date(Date.parse(row.starts_at!) - 1000);
      const after = new Date(Date.parse(row.ends_at!) + 1000);
      expect((await promoBars(t.db, { locale: 'fr_FR' }, before)).items.map((i) => i.internalCode)).not.toContain(row.internal_code);
      expect((await promoBars(t.db, { locale: 'fr_FR' }, after)).items.map((i) => i.internalCode)).not.toContain(row.internal_code);
    });

    it('narrows to a page and a flow', async () => {
      const body = promoBarsResponseSchema.parse(await get(promoBarsRoute, { locale: 'es_ES', page: 'product', flow: 'gifting' }));
      for (const item of body.items) {
        expect(item.pages).toContain('product');
        expect(['gifting', 'all']).toContain(item.flow);
      }
    });
  });

  describe('GET /api/content/targetedBanner.json', () => {
    it("answers a theme's banners first, then the generic ones, in the locale", async () => {
      const rows = await t.db.selectFrom('targeted_banner').selectAll().where('locale', '=', 'it_IT').where('page', '=', 'search').orderBy('position').execute();
      const themed = rows.find((r) => r.theme_id !== null)!;
      const body = targetedBannerResponseSchema.parse(await get(targetedRoute, { locale: 'it_IT', page: 'search', themeId: String(themed.theme_id) }));
      const expected = [...rows.filter((r) => r.theme_id === themed.theme_id), ...rows.filter((r) => r.theme_id === null)];
      expect(body.items.map((b) => [b.id, b.title])).toEqual(expected.map((r) => [r.id, r.title]));
      expect(body.items[0].imageUrl).toMatch(/^\/api\/images\/.+\.jpg$/);
    });

    it('answers every banner of the page without a theme', async () => {
      const count = await t.db.selectFrom('targeted_banner').select((eb) => eb.fn.countAll<number>().as('n')).where('locale', '=', 'nl_NL').where('page', '=', 'search').executeTakeFirstOrThrow();
      const body = targetedBannerResponseSchema.parse(await get(targetedRoute, { locale: 'nl_NL' }));
      expect(body.items).toHaveLength(Number(count.n));
    });
  });

  describe('GET /api/content/strapiAnnouncementBanner.json', () => {
    it.each(CATALOG_LOCALES)('lists the %s banners of home, search and product pages', async (locale) => {
      const rows = await t.db.selectFrom('announcement_banner').selectAll().where('locale', '=', locale).execute();
      const body = announcementBannerResponseSchema.parse(await get(announcementRoute, { locale }));
      for (const [page, list] of [['home', body.homePages], ['search', body.searchPages], ['product', body.productPages]] as const) {
        const own = rows.filter((r) => r.page === page);
        expect(list.map((b) => [b.id, b.colorVariation, b.link?.url ?? null])).toEqual(own.map((r) => [r.id, r.color_variation, r.link_url]));
        for (const [i, b] of list.entries()) expect(b.content).toEqual(JSON.parse(own[i].content));
      }
    });
  });

  describe('GET /api/content/giftBlock.json', () => {
    it.each(CATALOG_LOCALES)('answers the %s gift block', async (locale) => {
      const row = await t.db.selectFrom('gift_block').selectAll().where('locale', '=', locale).executeTakeFirstOrThrow();
      const body = giftBlockResponseSchema.parse(await get(giftBlockRoute, { locale }));
      expect(body).toMatchObject({ title: row.title, subtitle: row.subtitle, boxURL: row.box_url, giftcardURL: row.giftcard_url });
    });
  });

  describe('GET /api/content/menu.json', () => {
    const depth = (nodes: MenuLinkNode[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));
    const flatten = (nodes: MenuLinkNode[]): MenuLinkNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

    it.each(['fr_FR', 'nl_BE', 'es_ES'] as CatalogLocale[])('answers the %s menu tree, four levels at most, as stored', async (locale) => {
      const rows = await t.db.selectFrom('menu_node').selectAll().where('locale', '=', locale).execute();
      const body = menuResponseSchema.parse(await get(menuRoute, { locale }));
      expect(depth(body.items)).toBeLessThanOrEqual(4);
      expect(body.items.map((n) => n.label)).toEqual(rows.filter((r) => r.parent_id === null).sort((a, b) => a.position - b.position).map((r) => r.label));
      const nodes = flatten(body.items);
      expect(nodes).toHaveLength(rows.length);
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      for (const node of nodes) {
        const row = byId.get(node._id)!;
        expect([node.label, node.location, node.count]).toEqual([row.label, row.location, row.count]);
        expect(node.children.map((c) => c._id)).toEqual(rows.filter((r) => r.parent_id === row.id).sort((a, b) => a.position - b.position).map((r) => String(r.id)));
      }
    });

    it('puts the theme of the week on the themes tab', async () => {
      const body = menuResponseSchema.parse(await get(menuRoute, { locale: 'it_IT' }));
      const withTheme = body.items.filter((n) => n.thisWeekTheme);
      expect(withTheme).toHaveLength(1);
      expect(withTheme[0].children.every((c) => c.location?.startsWith('theme='))).toBe(true);
      const themes = themesResponseSchema.parse(await get(themesRoute, { locale: 'it_IT' }));
      expect(withTheme[0].thisWeekTheme).toEqual({ themaTitle: themes.themeOfTheWeek!.themaTitle, description: themes.themeOfTheWeek!.description, weekendUrl: themes.themeOfTheWeek!.weekendUrl });
    });
  });

  describe('GET /api/content/themes.json', () => {
    it.each(['fr_FR', 'nl_NL'] as CatalogLocale[])('answers every theme with its %s name and icon, and the current theme of the week', async (locale) => {
      const rows = await t.db
        .selectFrom('vocabulary')
        .innerJoin('vocabulary_label', (j) => j.onRef('vocabulary_label.id', '=', 'vocabulary.id').onRef('vocabulary_label.kind', '=', 'vocabulary.kind'))
        .select(['vocabulary.id', 'vocabulary.icon', 'vocabulary_label.label'])
        .where('vocabulary.kind', '=', 'theme')
        .where('vocabulary_label.locale', '=', locale)
        .orderBy('vocabulary.position')
        .execute();
      const body = themesResponseSchema.parse(await get(themesRoute, { locale }));
      expect(body.themes.map((th) => [th.id, th.name, th.icon])).toEqual(rows.map((r) => [r.id, r.label, r.icon]));
      expect(body.themes.map((th) => th.id)).toEqual(expect.arrayContaining([19, 23, 26, 39]));
      const today = new Date().toISOString().slice(0, 10);
      const week = await t.db.selectFrom('theme_of_week').selectAll().where('locale', '=', locale).where('week_start', '<=', today).orderBy('week_start', 'desc').executeTakeFirst();
      expect(body.themeOfTheWeek?.weekStart ?? null).toBe(week?.week_start ?? null);
      expect(body.themeOfTheWeek?.themaTitle ?? null).toBe(week?.title ?? null);
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['promo bars for an unknown locale', promoBarsRoute, { locale: 'en_US' }],
      ['promo bars for an unknown page', promoBarsRoute, { locale: 'fr_FR', page: 'checkout' }],
      ['promo bars for an unknown flow', promoBarsRoute, { locale: 'fr_FR', flow: 'hotel' }],
      ['targeted banners for a theme that is not a number', targetedRoute, { locale: 'fr_FR', themeId: 'spa' }],
      ['targeted banners for an unknown page', targetedRoute, { locale: 'fr_FR', page: 'basket' }],
      ['the announcement banner for an unknown locale', announcementRoute, { locale: 'fr' }],
      ['the gift block for an unknown locale', giftBlockRoute, { locale: 'de_DE' }],
      ['the menu for an unknown locale', menuRoute, { locale: 'xx' }],
      ['the themes for a repeated locale', themesRoute, { locale: ['fr_FR', 'es_ES'] }],
    ] as [string, Parameters<typeof call>[0], Record<string, string | string[]>][])('answers 400 for %s', async (_case, route, query) => {
      const answer = await call(route, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });
  });
});
