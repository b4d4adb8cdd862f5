/**
 * Pages of the content service as the site receives them (product-and-purchase §2.8, §2.9; docs/home-and-cms.md):
 * the stored JSON is checked by `src/server/catalog/content/cms-content.schema.ts`, picture keys become addresses and
 * unsafe links are dropped on the way out. No zod here: the browser may import these types and constants.
 */

/** The flows a home page exists for (§2.8). */
/**
 * HTML safe to insert as is: rich text the content service sanitised (`richTextToHtml`,
 * src/server/catalog/content/safe-content.ts), or markup React rendered on the server (every text and attribute escaped).
 */
export type SanitizedHtml = string;

export const HOME_FLOWS = ['booking', 'gifting', 'activity'] as const;
export type HomeFlow = (typeof HOME_FLOWS)[number];

export const CMS_PAGE_KINDS = ['home', 'landing', 'static', 'ideas'] as const;
export type CmsPageKind = (typeof CMS_PAGE_KINDS)[number];

/** The one weekend ideas page's slug. */
export const WEEKEND_IDEAS_SLUG = 'weekend-ideas';

/** Idea cards shown in a section before 'See more' (§2.9: "initial count is a constant, not shown"). */
export const IDEAS_INITIAL_COUNT = 4;

/** A landing's slug or a static page's id: lower case words joined by '-'. */
export const CMS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CMS_SLUG_MAX = 80;

/** A link of stored content: a site path, an http(s)/mailto/tel address or an address-hash search state (`theme=26`). */
export type CmsLink = { label: string; url: string; newTab: boolean };

export type CmsImage = { url: string; alt: string };

export type CmsBox = { code: string; title: string; description: string; rating: number; price: number; referencePrice: number; promo: number; image: CmsImage; slug: string };
export type CmsOfferCard = { id: number; label: string; hotel: string; city: string; stars: number; price: number; refPrice: number; promo: number; nights: number; image: CmsImage; slug: string };

export type CmsUspItem = { icon: 'heart' | 'gift' | 'star' | 'shield' | 'clock' | 'pin'; title: string; text: string };

export type CmsBlock =
  | { type: 'boxes'; title: string; subtitle: string; cta: CmsLink | null; boxes: CmsBox[] }
  | { type: 'jumbotron'; title: string; subtitle: string; image: CmsImage | null; cta: CmsLink | null }
  | { type: 'promoJumbotron'; title: string; subtitle: string; image: CmsImage | null; cta: CmsLink | null; code: string | null; startsAt: string | null; endsAt: string | null }
  | { type: 'mainUsp'; variant: 'primary' | 'secondary'; title: string; items: CmsUspItem[] }
  | { type: 'marketing'; title: string; html: SanitizedHtml; image: CmsImage | null; cta: CmsLink | null }
  | { type: 'categories'; title: string; items: { label: string; url: string; image: CmsImage | null }[] }
  | { type: 'banner'; title: string; subtitle: string; image: CmsImage | null; url: string; cta: CmsLink | null; gift: boolean }
  | { type: 'topSearchResults'; title: string; search: string; offers: CmsOfferCard[] }
  | { type: 'topBar'; text: string; links: CmsLink[] }
  | { type: 'promoCards'; title: string; items: { title: string; text: string; badge: string | null; url: string; image: CmsImage | null }[] }
  | { type: 'richText'; html: SanitizedHtml };

export type CmsBlockType = CmsBlock['type'];

export type CmsSeo = { title: string; description: string; image: string | null };

export type CmsFooterOptions = { showFooter: boolean; showLegal: boolean; showContact: boolean };

/** A stored announcement banner of the page (§2.9: rich text, one of six colour variations, optional link). */
export type CmsAnnouncement = { html: SanitizedHtml; colorVariation: string; url: string | null };

export type CmsPage = {
  kind: CmsPageKind;
  slug: string;
  /** Shown only in draft mode: this is the unpublished version. */
  draft: boolean;
  title: string;
  intro: string;
  seo: CmsSeo;
  /** Home: show the site's announcement banner of home pages; landing: its own banner, or none. */
  announcementBanner: boolean;
  announcement: CmsAnnouncement | null;
  /** The promo bar's flow tabs (Stays / Gifts) above the jumbotron. */
  flowTabs: boolean;
  /** The page's search jumbotron (home): its title and subtitle over the search box. */
  searchJumbotron: { title: string; subtitle: string } | null;
  footer: CmsFooterOptions;
  blocks: CmsBlock[];
};

export type IdeaCard = { title: string; text: string; url: string; image: CmsImage | null };
export type IdeasSection = { title: string; cards: IdeaCard[] };
export type WeekendIdeasPage = { title: string; intro: string; seo: CmsSeo; draft: boolean; sections: IdeasSection[]; regions: { label: string; url: string }[] };
