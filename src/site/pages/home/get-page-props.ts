import { createElement } from 'react';
import type { CmsPage } from '@/contracts/cms-page';
import type { Flow } from '@/contracts/search-criteria';
import { flowTabs, visibleBlocks } from '@/features/cms/model/block-selection';
import { toCatalogLocale } from '@/lib/locales';
import { DRAFT_CACHE_CONTROL } from '@/server/catalog/content/cms-draft';
import { homePage } from '@/server/catalog/content/cms-pages.service';
import { getDb } from '@/server/db/get-db';
import type { PageLoader } from '../../page-types';
import type { StaticMarkup } from '../../layout/static-html';
import { renderStatic } from '../../server/render-static';
import { searchBoxThemes, type SearchBoxTheme } from '../../server/search-box-themes';
import { homeFlow } from './home-flow';
import { HomeBlocks, HomeTop } from './home-blocks';
import { logger } from '@/lib/logging/logger.js';

export type HomePageProps = {
  /** Themes of the search box with their names in the visitor's language; empty when the catalog cannot be read. */
  themes: SearchBoxTheme[];
  /** The search box's flow from `?flow=` (Stays / Gifts / Activities toggle); booking otherwise. */
  flow: Flow;
  /** The jumbotron's texts from the content service; absent, the site's own. */
  jumbotron?: { title: string; subtitle: string } | null;
  /** The promo bar's flow tabs, rendered on the server (no client code). */
  top?: StaticMarkup | null;
  /** The content blocks of the flow's home page (§2.8), rendered on the server. */
  blocks?: StaticMarkup | null;
  /** Draft mode: unpublished content, its notice, reloaded on focus. */
  draft?: boolean;
};

async function readHome(locale: Parameters<typeof toCatalogLocale>[0], flow: Flow, draft: boolean): Promise<CmsPage | null> {
  try {
    return await homePage(getDb(), toCatalogLocale(locale), flow === 'gifting' || flow === 'activity' ? flow : 'booking', { draft });
  } catch (error) {
    // The search box still works without the editorial content: the page keeps its own texts.
    logger.error({ err: error }, 'home: content unavailable');
    return null;
  }
}

/**
 * The home page of a flow (§2.8): the content service's page for `?flow=` (booking, gifting, activity), its blocks
 * rendered once on the server; in draft mode (the preview link) its unpublished version, answered private, no-store.
 */
export const loadHomePage: PageLoader<HomePageProps> = async ({ intl, locale, query, flags, res, draftMode }) => {
  const flow = homeFlow(query.flow, flags);
  const draft = draftMode === true;
  if (draft) res.setHeader('Cache-Control', DRAFT_CACHE_CONTROL);
  const [themes, page] = await Promise.all([searchBoxThemes(locale), readHome(locale, flow, draft)]);
  const blocks = page ? visibleBlocks(page.blocks, { customerCare: flags.customerCare, hideGiftBlocks: flags.hideGiftBlocks }) : [];
  const contentFlow = flow === 'gifting' || flow === 'activity' ? flow : 'booking';
  return {
    props: {
      themes,
      flow,
      jumbotron: page?.searchJumbotron ?? null,
      top: page?.flowTabs ? renderStatic(createElement(HomeTop, { locale, flows: flowTabs(flags.activityOnlySearch), current: contentFlow }), intl) : null,
      blocks: renderStatic(createElement(HomeBlocks, { locale, blocks, flow: contentFlow }), intl),
      draft,
    },
    title: page?.seo.title ?? intl.formatMessage({ id: 'home.seo.title' }),
    description: page?.seo.description ?? intl.formatMessage({ id: 'home.seo.description' }),
    ...(page?.seo.image ? { image: page.seo.image } : {}),
    ...(page && !page.footer.showFooter ? { chrome: 'simple' as const } : {}),
    // The footer's legal and contact parts, and the site's announcement banner of home pages, as the content says (§2.8).
    ...(page ? { footer: { showLegal: page.footer.showLegal, showContact: page.footer.showContact } } : {}),
    ...(page && !page.announcementBanner ? { announcementBanner: false as const } : {}),
  };
};
