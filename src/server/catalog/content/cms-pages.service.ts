import { todayAt } from '@/lib/days';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { boxPromo } from '@/contracts/gift-boxes';
import type { CmsAnnouncement, CmsBlock, CmsImage, CmsLink, CmsPage, CmsPageKind, HomeFlow, WeekendIdeasPage } from '@/contracts/cms-page';
import type { CatalogLocale, Database, Row } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { pickVersion } from './cms-draft';
import { storedBlockSchema, storedIdeasSchema, storedOptionsSchema, type StoredBlock } from './cms-content.schema';
import * as repo from './cms-pages.repository';
import { hasVisibleText, richTextToHtml, safeContentUrl } from './safe-content';
import { logger } from '@/lib/logging/logger.js';

/** Options of the read: draft mode shows an unpublished version when there is one (cms-draft.ts). */
export type CmsReadOptions = { draft: boolean; now?: Date };

const image = (stored: { key: string; alt: string } | null): CmsImage | null => (stored ? { url: imageUrl(stored.key), alt: stored.alt } : null);

/** A stored link whose address is unsafe (javascript:, data:…) is left out. */
const link = (stored: { label: string; url: string; newTab: boolean } | null): CmsLink | null => {
  const url = stored ? safeContentUrl(stored.url) : null;
  return stored && url ? { label: stored.label, url, newTab: stored.newTab } : null;
};
const safeUrl = (url: string): string | null => safeContentUrl(url);

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    logger.warn({ what }, '[cms] stored content is not JSON');
    return null;
  }
}

function parseOr<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  logger.warn({ what, issues: parsed.error.issues.slice(0, 3) }, '[cms] stored content does not match its schema');
  return null;
}

const THEME_IN_SEARCH = /(?:^|&)theme=(\d{1,6})(?:&|$)/;

/** Turns a stored block into what the page shows: boxes and offers read from the catalog, rich text sanitised. */
async function resolveBlock(db: Kysely<Database>, locale: CatalogLocale, block: StoredBlock, flow: HomeFlow, today: string): Promise<CmsBlock | null> {
  switch (block.type) {
    case 'boxes': {
      const rows = await repo.findBoxes(db, locale, block.boxCodes);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      const boxes = block.boxCodes.flatMap((code) => {
        const row = byCode.get(code);
        if (!row) return [];
        const [key] = jsonOr<string[]>(row.images, []);
        return [
          {
            code: row.code,
            slug: row.slug,
            title: row.title,
            description: row.description,
            rating: row.rating,
            price: row.sell_price,
            referencePrice: row.reference_price,
            promo: boxPromo(row.sell_price, row.reference_price),
            image: { url: imageUrl(key ?? 'box-gift-0-0'), alt: row.title },
          },
        ];
      });
      return { type: 'boxes', title: block.title, subtitle: block.subtitle, cta: link(block.cta), boxes };
    }
    case 'jumbotron':
      return { type: 'jumbotron', title: block.title, subtitle: block.subtitle, image: image(block.image), cta: link(block.cta) };
    case 'promoJumbotron':
      return { type: 'promoJumbotron', title: block.title, subtitle: block.subtitle, image: image(block.image), cta: link(block.cta), code: block.code, startsAt: block.startsAt, endsAt: block.endsAt };
    case 'mainUsp':
      return { type: 'mainUsp', variant: block.variant, title: block.title, items: block.items };
    case 'marketing':
      return { type: 'marketing', title: block.title, html: richTextToHtml(block.content), image: image(block.image), cta: link(block.cta) };
    case 'categories':
      return { type: 'categories', title: block.title, items: block.items.flatMap((item) => { const url = safeUrl(item.url); return url ? [{ label: item.label, url, image: image(item.image) }] : []; }) };
    case 'banner': {
      const url = safeUrl(block.url);
      return url ? { type: 'banner', title: block.title, subtitle: block.subtitle, image: image(block.image), url, cta: link(block.cta), gift: block.gift } : null;
    }
    case 'topSearchResults': {
      const theme = THEME_IN_SEARCH.exec(block.search);
      const category = flow === 'activity' ? 'activity' : 'weekend';
      const rows = await repo.findTopOffers(db, locale, category, { themeId: theme ? Number(theme[1]) : null, giftable: flow === 'gifting', today, limit: block.count });
      const offers = rows.map((row) => {
        const [key] = jsonOr<string[]>(row.images, []);
        const price = flow === 'gifting' && row.sv_price !== null ? row.sv_price : row.sell_price;
        return {
          id: row.id,
          label: row.label,
          slug: row.slug,
          hotel: row.hotel_name,
          city: row.city_name,
          stars: row.stars,
          price,
          refPrice: row.ref_price,
          promo: flow === 'gifting' ? 0 : row.promo_percent,
          nights: row.nights,
          image: { url: imageUrl(key ?? 'city-romantic-0-0'), alt: row.label },
        };
      });
      return { type: 'topSearchResults', title: block.title, search: block.search, offers };
    }
    case 'topBar':
      return { type: 'topBar', text: block.text, links: block.links.flatMap((l) => { const safe = link(l); return safe ? [safe] : []; }) };
    case 'promoCards':
      return {
        type: 'promoCards',
        title: block.title,
        items: block.items.flatMap((item) => { const url = safeUrl(item.url); return url ? [{ title: item.title, text: item.text, badge: item.badge, url, image: image(item.image) }] : []; }),
      };
    case 'richText':
      return { type: 'richText', html: richTextToHtml(block.content) };
  }
}

function announcementOf(stored: { content: Parameters<typeof richTextToHtml>[0]; colorVariation: string; url: string | null } | null): CmsAnnouncement | null {
  if (!stored) return null;
  const html = richTextToHtml(stored.content);
  if (!hasVisibleText(html)) return null;
  return { html, colorVariation: stored.colorVariation, url: stored.url ? safeContentUrl(stored.url) : null };
}

async function toPage(db: Kysely<Database>, row: Row<'cms_page'>, flow: HomeFlow, now: Date): Promise<CmsPage> {
  const content = parseJson(row.content, `cms page ${row.id}`);
  const record = content && typeof content === 'object' ? (content as Record<string, unknown>) : {};
  const options = storedOptionsSchema.parse(record);
  const stored = Array.isArray(record.blocks) ? record.blocks : [];
  // The blocks that read the catalog (boxes, top offers) read it side by side, one statement each, in the page's order.
  const resolved = await Promise.all(
    stored.map((raw, i) => {
      const block = parseOr(storedBlockSchema, raw, `cms page ${row.id} block ${i}`);
      return block ? resolveBlock(db, row.locale, block, flow, todayAt(row.locale, now).day) : null;
    }),
  );
  const blocks = resolved.filter((block): block is CmsBlock => block !== null);
  return {
    kind: row.kind,
    slug: row.slug,
    draft: row.status === 'draft',
    title: row.title,
    intro: options.intro,
    seo: { title: row.seo_title, description: row.seo_description, image: row.seo_image ? imageUrl(row.seo_image) : null },
    announcementBanner: options.announcementBanner,
    announcement: announcementOf(options.announcement),
    flowTabs: options.flowTabs,
    searchJumbotron: options.searchJumbotron,
    footer: options.footer,
    blocks,
  };
}

/** The home page of a flow (§2.8, GET /api/cms/homepage); null when the locale has none for that flow. */
export async function homePage(db: Kysely<Database>, locale: CatalogLocale, flow: HomeFlow, options: CmsReadOptions): Promise<CmsPage | null> {
  const row = pickVersion(await repo.findCmsPageVersions(db, locale, 'home', flow), options.draft);
  return row ? toPage(db, row, flow, options.now ?? new Date()) : null;
}

/** A landing or static page by its slug or id (§2.9); null when there is none (not found). */
export async function contentPage(db: Kysely<Database>, locale: CatalogLocale, kind: Extract<CmsPageKind, 'landing' | 'static'>, slug: string, options: CmsReadOptions): Promise<CmsPage | null> {
  const row = pickVersion(await repo.findCmsPageVersions(db, locale, kind, slug), options.draft);
  return row ? toPage(db, row, 'booking', options.now ?? new Date()) : null;
}

/** The weekend ideas page (§2.9): sections of idea cards and the regions' links, unsafe links left out. */
export async function weekendIdeasPage(db: Kysely<Database>, locale: CatalogLocale, options: CmsReadOptions): Promise<WeekendIdeasPage | null> {
  const row = pickVersion(await repo.findCmsPageVersions(db, locale, 'ideas', 'weekend-ideas'), options.draft);
  if (!row) return null;
  const content = parseOr(storedIdeasSchema, parseJson(row.content, `ideas page ${row.id}`), `ideas page ${row.id}`);
  if (!content) throw new Error(`ideas page ${row.id} cannot be read`);
  return {
    title: row.title,
    intro: content.intro,
    draft: row.status === 'draft',
    seo: { title: row.seo_title, description: row.seo_description, image: row.seo_image ? imageUrl(row.seo_image) : null },
    sections: content.sections
      .map((section) => ({
        title: section.title,
        cards: section.cards.flatMap((card) => { const url = safeUrl(card.url); return url ? [{ title: card.title, text: card.text, url, image: image(card.image) }] : []; }),
      }))
      .filter((section) => section.cards.length > 0),
    regions: content.regions.flatMap((region) => { const url = safeUrl(region.url); return url ? [{ label: region.label, url }] : []; }),
  };
}

/** Published landing, static and ideas pages per catalog locale with their last change, for the sitemap. */
export async function publishedContentPages(db: Kysely<Database>): Promise<{ locale: CatalogLocale; kind: CmsPageKind; slug: string; updated_at: string }[]> {
  return repo.findPublishedPageKeys(db);
}
