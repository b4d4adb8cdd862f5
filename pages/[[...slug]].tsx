import type { ComponentType } from 'react';
import { PAGE_COMPONENTS } from '@/site/page-components';
import { usePageCode } from '@/site/page-code';
import { usePageCodePreloading } from '@/site/page-code-preloading';
import { PageChrome } from '@/site/layout/page-chrome';
import { SeoHead } from '@/site/layout/seo-head';
import type { AppPageProps } from '@/site/page-types';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import { namingPageKind } from '@/site/server/page-kind-naming';

/** The single route: match, delegate, render. Nothing else (a new page kind is drawn once its code is there: src/site/page-code.ts). */
export default function CatchAllPage({ page, pageProps, seo, chrome, back, careAgent, footer, announcementBanner }: AppPageProps) {
  usePageCode(page);
  usePageCodePreloading();
  const Page = PAGE_COMPONENTS[page] as ComponentType<object>;
  return (
    <>
      <SeoHead seo={seo} />
      <PageChrome kind={chrome} back={back} careAgent={careAgent} footer={footer} announcementBanner={announcementBanner !== false}>
        <Page {...(pageProps as object)} />
      </PageChrome>
    </>
  );
}

export const getServerSideProps = namingPageKind(getCatchAllProps);
