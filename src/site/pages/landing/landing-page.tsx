import dynamic from 'next/dynamic';
import { PromoJumbotron } from '@/features/cms/components/promo-jumbotron';
import { useAppConfig } from '@/shared/app-config';
import { StaticHtml } from '../../layout/static-html';
import type { ContentPageProps } from './get-page-props';

// Draft mode only, drawn in the browser: see home-page.tsx.
const DraftModeBar = dynamic(() => import('@/features/cms/components/draft-mode-bar'), { ssr: false });

/**
 * A landing page (§2.9: top bar, promo jumbotron with its countdown, main USP, promo cards, best boxes, targeted
 * banner, top search results) or a static page: server-rendered parts, and the promo jumbotron as a component.
 */
export default function ContentPageView({ segments = [], draft = false, exitHref = '/' }: Partial<ContentPageProps>) {
  const { locale } = useAppConfig();
  return (
    <>
      {draft && <DraftModeBar exitHref={exitHref} />}
      {segments.map((segment, i) =>
        segment.kind === 'static' ? <StaticHtml key={i} markup={segment.markup} /> : (
          <PromoJumbotron key={i} block={segment.block} locale={locale} headingId={`cms-block-${segment.index}`} renderedAt={segment.renderedAt} />
        ),
      )}
    </>
  );
}
