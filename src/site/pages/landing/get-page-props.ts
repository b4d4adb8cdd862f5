import { createElement } from 'react';
import type { CmsBlock, CmsPage } from '@/contracts/cms-page';
import { isStaticBlock } from '@/features/cms/components/content-blocks';
import { visibleBlocks } from '@/features/cms/model/block-selection';
import { announcementPalette } from '@/features/promotions/model/palette';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { DRAFT_CACHE_CONTROL } from '@/server/catalog/content/cms-draft';
import { contentPage } from '@/server/catalog/content/cms-pages.service';
import { getDb } from '@/server/db/get-db';
import { href } from '@/shared/routes';
import type { PageContext, PageLoader } from '../../page-types';
import type { StaticMarkup } from '../../layout/static-html';
import { renderStatic } from '../../server/render-static';
import { ContentPageBlocks } from './content-page-blocks';

/**
 * A part of a content page: markup rendered on the server, or the promo jumbotron (its countdown ticks in the browser,
 * from the time the page was rendered).
 */
export type ContentSegment =
  | { kind: 'static'; markup: StaticMarkup }
  | { kind: 'promoJumbotron'; block: Extract<CmsBlock, { type: 'promoJumbotron' }>; index: number; renderedAt: number };

export type ContentPageProps = { title: string; intro: string; kind: 'landing' | 'static'; segments: ContentSegment[]; draft: boolean; exitHref: string };

/** Consecutive blocks without interaction become one server-rendered part; a promo jumbotron stays a component. */
function segmentsOf(page: CmsPage, ctx: PageContext): ContentSegment[] {
  const blocks = visibleBlocks(page.blocks, { customerCare: ctx.flags.customerCare, hideGiftBlocks: ctx.flags.hideGiftBlocks });
  const segments: ContentSegment[] = [];
  let run: { block: CmsBlock; index: number }[] = [];
  const palette = page.announcement ? announcementPalette(page.announcement.colorVariation) : null;
  const flush = (withBanner: boolean) => {
    if (run.length === 0 && !withBanner) return;
    const element = createElement(ContentPageBlocks, {
      locale: ctx.locale,
      blocks: run,
      announcement: withBanner && !ctx.flags.customerCare ? page.announcement : null,
      palette,
      title: withBanner ? { text: page.title, intro: page.intro, kind: page.kind } : null,
    });
    segments.push({ kind: 'static', markup: renderStatic(element, ctx.intl) });
    run = [];
  };
  flush(true);
  blocks.forEach((block, index) => {
    if (isStaticBlock(block)) run.push({ block, index });
    else {
      flush(false);
      segments.push({ kind: 'promoJumbotron', block, index, renderedAt: Date.now() });
    }
  });
  flush(false);
  return segments;
}

/** A landing page (§2.9) or a static page by id (§7), from the content service; not found without a published one. */
export const contentPageLoader =
  (kind: 'landing' | 'static'): PageLoader<ContentPageProps> =>
  async (ctx) => {
    const [slug] = ctx.params;
    const draft = ctx.draftMode === true;
    if (draft) ctx.res.setHeader('Cache-Control', DRAFT_CACHE_CONTROL);
    const page = slug ? await contentPage(getDb(), toCatalogLocale(ctx.locale), kind, slug, { draft }) : null;
    if (!page) return { notFound: true };
    const route = (l: Locale) => (kind === 'landing' ? href.landing(l, page.slug) : href.contentPage(l, page.slug));
    return {
      props: {
        title: page.title,
        intro: page.intro,
        kind,
        segments: segmentsOf(page, ctx),
        draft,
        exitHref: `/api/preview?exit=1&path=${encodeURIComponent(route(ctx.locale))}`,
      },
      title: page.seo.title,
      description: page.seo.description,
      ...(page.seo.image ? { image: page.seo.image } : {}),
      ...(page.footer.showFooter ? {} : { chrome: 'simple' as const }),
      footer: { showLegal: page.footer.showLegal, showContact: page.footer.showContact },
      localePaths: Object.fromEntries(LOCALES.map((l) => [l, route(l)])) as Record<Locale, string>,
    };
  };

export const loadLandingPage = contentPageLoader('landing');
export const loadStaticContentPage = contentPageLoader('static');
