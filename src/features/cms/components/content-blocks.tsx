import type { CmsBlock } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { BannerBlock, CategoriesBlock, JumbotronBlock, MainUspBlock, MarketingBlock, PromoCardsBlock, RichTextBlock, TopBarBlock } from './editorial-blocks';
import { BoxesBlock, TopSearchResultsBlock } from './offer-blocks';

/** The blocks a page draws without any client code (rendered once on the server: src/site/server/render-static.tsx). */
export type StaticBlock = Exclude<CmsBlock, { type: 'promoJumbotron' }>;

export const isStaticBlock = (block: CmsBlock): block is StaticBlock => block.type !== 'promoJumbotron';

/** One content block; `index` keeps its heading ids unique on the page. */
export function ContentBlock({ block, locale, index, flow = 'booking' }: { block: StaticBlock; locale: Locale; index: number; flow?: string }) {
  const headingId = `cms-block-${index}`;
  switch (block.type) {
    case 'boxes':
      return <BoxesBlock block={block} locale={locale} headingId={headingId} />;
    case 'topSearchResults':
      return <TopSearchResultsBlock block={block} locale={locale} headingId={headingId} flow={flow} />;
    case 'jumbotron':
      return <JumbotronBlock block={block} locale={locale} headingId={headingId} />;
    case 'mainUsp':
      return <MainUspBlock block={block} locale={locale} headingId={headingId} />;
    case 'marketing':
      return <MarketingBlock block={block} locale={locale} headingId={headingId} />;
    case 'categories':
      return <CategoriesBlock block={block} locale={locale} headingId={headingId} />;
    case 'banner':
      return <BannerBlock block={block} locale={locale} headingId={headingId} />;
    case 'topBar':
      return <TopBarBlock block={block} locale={locale} headingId={headingId} />;
    case 'promoCards':
      return <PromoCardsBlock block={block} locale={locale} headingId={headingId} />;
    case 'richText':
      return <RichTextBlock block={block} locale={locale} headingId={headingId} />;
  }
}
