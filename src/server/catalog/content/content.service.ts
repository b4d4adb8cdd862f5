import { todayAt } from '@/lib/days';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { richTextSchema, type AnnouncementBanner, type AnnouncementBannerResponse } from '@/contracts/announcement-banner.schema';
import type { GiftBlockResponse } from '@/contracts/gift-block';
import { MENU_MAX_DEPTH, type MenuLinkNode, type MenuResponse } from '@/contracts/menu';
import { PROMO_BAR_FLOWS, PROMO_BAR_PAGES, type PromoBar, type PromoBarsQuery, type PromoBarsResponse } from '@/contracts/promo-bars';
import type { TargetedBannerQuery, TargetedBannerResponse } from '@/contracts/targeted-banner';
import type { ThemeOfTheWeek, ThemesResponse } from '@/contracts/themes';
import type { CatalogLocale, Database, Row } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import * as repo from './content.repository';
import { hasVisibleText, richTextToHtml, safeContentUrl } from './safe-content';
import { logger } from '@/lib/logging/logger.js';

/** Stored JSON is CMS content: parse it, and leave out (with a log line) what does not fit rather than fail the page. */
function parseStored<T extends z.ZodType>(schema: T, text: string, what: string): z.infer<T> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    logger.warn({ what, issues: parsed.error.issues.slice(0, 3) }, '[content] stored content does not match its schema');
  } catch {
    logger.warn({ what }, '[content] stored content is not JSON');
  }
  return null;
}

const promoLinks = z.array(z.object({ label: z.string(), url: z.string(), newTab: z.boolean().default(false), variation: z.enum(['default', 'black']).catch('default') }));
const plainCtas = z.array(z.object({ label: z.string(), url: z.string(), newTab: z.boolean().default(false) }));
const bannerCtas = z.array(z.object({ label: z.string(), url: z.string(), newTab: z.boolean().default(false), category: z.string().optional() }));

/** Links of stored content whose address is unsafe (javascript:, data:…) are left out: see safe-content.ts. */
const safeLinks = <T extends { url: string }>(links: T[]): T[] =>
  links.flatMap((link) => {
    const url = safeContentUrl(link.url);
    return url ? [{ ...link, url }] : [];
  });
const pageList = z.array(z.enum(PROMO_BAR_PAGES));

/** Promo bars active at `now` (no start or started, no end or not ended), optionally for one page and flow ('all' bars fit every flow). */
export async function promoBars(db: Kysely<Database>, query: PromoBarsQuery, now: Date = new Date()): Promise<PromoBarsResponse> {
  const at = now.toISOString();
  const items: PromoBar[] = [];
  for (const row of await repo.findPromoBars(db, query.locale)) {
    if ((row.starts_at && row.starts_at > at) || (row.ends_at && row.ends_at < at)) continue;
    const flow = (PROMO_BAR_FLOWS as readonly string[]).includes(row.flow) ? (row.flow as PromoBar['flow']) : null;
    const pages = parseStored(pageList, row.pages, `promo bar ${row.id} pages`);
    const links = parseStored(promoLinks, row.links, `promo bar ${row.id} links`);
    const ctas = parseStored(plainCtas, row.ctas, `promo bar ${row.id} ctas`);
    if (!flow || !pages || !links || !ctas) continue;
    if (query.page && !pages.includes(query.page)) continue;
    if (query.flow && flow !== 'all' && flow !== query.flow) continue;
    items.push({
      internalCode: row.internal_code,
      campaign: row.campaign,
      category: row.category,
      flow,
      pages,
      links: safeLinks(links),
      ctas: safeLinks(ctas),
      colorPalette: { background: row.background, font: row.font === 'light' ? 'light' : 'dark' },
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    });
  }
  return { items };
}

/** Banners of a page; with a theme, that theme's first, then the generic ones (other themes' are left out). */
export async function targetedBanners(db: Kysely<Database>, query: TargetedBannerQuery): Promise<TargetedBannerResponse> {
  const rows = await repo.findTargetedBanners(db, query.locale, query.page);
  const chosen = query.themeId === undefined ? rows : [...rows.filter((r) => r.theme_id === query.themeId), ...rows.filter((r) => r.theme_id === null)];
  const items: TargetedBannerResponse['items'] = [];
  for (const row of chosen) {
    const ctas = parseStored(bannerCtas, row.ctas, `targeted banner ${row.id} ctas`);
    if (!ctas) continue;
    items.push({
      id: row.id,
      themeId: row.theme_id,
      title: row.title,
      subtitle: row.subtitle,
      imageUrl: imageUrl(row.image_key),
      imageMobile: imageUrl(row.image_mobile_key),
      imagePosition: row.image_position,
      imageAlt: row.image_alt,
      ctas: safeLinks(ctas),
      url: safeContentUrl(row.url) ?? '',
      newTab: row.new_tab === 1,
      campaign: row.campaign,
      category: row.category,
    });
  }
  return { items };
}

const BANNER_LISTS = { home: 'homePages', search: 'searchPages', product: 'productPages' } as const;

/** Banners per page kind, their rich text also as sanitised HTML; a banner without visible text is left out. */
export async function announcementBanners(db: Kysely<Database>, locale: CatalogLocale): Promise<AnnouncementBannerResponse> {
  const out: AnnouncementBannerResponse = { homePages: [], searchPages: [], productPages: [] };
  for (const row of await repo.findAnnouncementBanners(db, locale)) {
    const list = BANNER_LISTS[row.page as keyof typeof BANNER_LISTS];
    const content = parseStored(richTextSchema, row.content, `announcement banner ${row.id}`);
    if (!list || !content || content.length === 0) continue;
    const html = richTextToHtml(content);
    if (!hasVisibleText(html)) continue;
    const url = row.link_url ? safeContentUrl(row.link_url) : null;
    const banner: AnnouncementBanner = { id: row.id, content, html, colorVariation: row.color_variation, link: url ? { url } : null };
    out[list].push(banner);
  }
  return out;
}

export async function giftBlock(db: Kysely<Database>, locale: CatalogLocale): Promise<GiftBlockResponse> {
  const row = await repo.findGiftBlock(db, locale);
  if (!row) throw new NotFoundError(`Gift block for ${locale}`);
  return {
    title: row.title,
    subtitle: row.subtitle,
    imageS: imageUrl(row.image_s),
    imageL: imageUrl(row.image_l),
    boxURL: row.box_url,
    singleVoucherURL: row.single_voucher_url,
    giftcardURL: row.giftcard_url,
    activityOnlyURL: row.activity_only_url,
    campaign: row.campaign,
    category: row.category,
  };
}

async function themeOfTheWeek(db: Kysely<Database>, locale: CatalogLocale, now: Date): Promise<ThemeOfTheWeek | null> {
  const row = await repo.findThemeOfWeek(db, locale, todayAt(locale, now).day);
  return row ? { themeId: row.theme_id, themaTitle: row.title, description: row.description, weekendUrl: row.weekend_url, weekStart: row.week_start } : null;
}

/** Themes with their localised names and icons, and the theme of the current week. */
export async function themes(db: Kysely<Database>, locale: CatalogLocale, now: Date = new Date()): Promise<ThemesResponse> {
  const rows = await repo.findThemes(db, locale);
  return {
    themes: rows.map((r) => ({ id: r.id, code: r.code, name: r.label ?? r.code, icon: r.icon ?? r.code })),
    themeOfTheWeek: await themeOfTheWeek(db, locale, now),
  };
}

/**
 * The menu tree, four levels at most, children in position order. The tab whose links open themes carries
 * the theme of the week (the themes panel's 'I want to go!').
 */
export async function menu(db: Kysely<Database>, locale: CatalogLocale, now: Date = new Date()): Promise<MenuResponse> {
  const rows = await repo.findMenuNodes(db, locale);
  const children = new Map<number | null, Row<'menu_node'>[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const toNode = (row: Row<'menu_node'>, depth: number): MenuLinkNode => ({
    _id: String(row.id),
    label: row.label,
    uri: row.uri,
    location: row.location,
    variant: row.variant,
    count: row.count,
    children: depth < MENU_MAX_DEPTH ? (children.get(row.id) ?? []).map((c) => toNode(c, depth + 1)) : [],
  });
  const items = (children.get(null) ?? []).map((row) => toNode(row, 1));
  const week = await themeOfTheWeek(db, locale, now);
  const themesTab = items.find((item) => item.children.length > 0 && item.children.every((c) => c.location?.startsWith('theme=')));
  if (week && themesTab) themesTab.thisWeekTheme = { themaTitle: week.themaTitle, description: week.description, weekendUrl: week.weekendUrl };
  return { items };
}
