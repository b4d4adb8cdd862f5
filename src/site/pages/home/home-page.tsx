import dynamic from 'next/dynamic';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import { useAppConfig } from '@/shared/app-config';
import { absolutePath } from '@/shared/routes';
import { SEARCH_BOX_WIRING } from '@/site/search-box';
import { StaticHtml } from '../../layout/static-html';
import type { HomePageProps } from './get-page-props';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

// Draft mode only (the preview link): its notice and the reload on focus never load for visitors. Drawn in the browser
// only: declared in this page's own chunk, the build would not preload it before hydration (tests/server-rendered-parts.test.ts).
const DraftModeBar = dynamic(() => import('@/features/cms/components/draft-mode-bar'), { ssr: false });

/**
 * Home of a flow (§2.8): the promo bar's flow tabs, the jumbotron with the search box, then the content service's
 * blocks. Everything but the search box is markup rendered on the server (docs/home-and-cms.md): no client code.
 */
export default function HomePage({ themes = [], flow = 'booking', jumbotron = null, top = null, blocks = null, draft = false }: Partial<HomePageProps>) {
  const { locale } = useAppConfig();
  return (
    <>
      {draft && <DraftModeBar exitHref={`/api/preview?exit=1&path=${encodeURIComponent(absolutePath(locale, '/'))}`} />}
      {top && <StaticHtml markup={top} />}
      <Hero>
        <HeroInner>
          <h1>{jumbotron ? jumbotron.title : <FormattedMessage id="home.hero.title" />}</h1>
          <p>{jumbotron ? jumbotron.subtitle : <FormattedMessage id="home.hero.subtitle" />}</p>
          <StartSearchBoxFacade themes={themes} flow={flow} wiring={SEARCH_BOX_WIRING} />
        </HeroInner>
      </Hero>
      {blocks && <StaticHtml markup={blocks} />}
    </>
  );
}

/** Rolling hills drawn in SVG: a generated landscape, no image to download. */
const HILLS = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 220" preserveAspectRatio="none">` +
    `<path d="M0 140 C240 60 420 170 720 110 S1200 40 1440 120 V220 H0Z" fill="#ffffff" fill-opacity="0.08"/>` +
    `<path d="M0 180 C300 120 520 210 860 160 S1260 120 1440 170 V220 H0Z" fill="#ffffff" fill-opacity="0.12"/>` +
    `</svg>`,
);

const Hero = styled.section`
  position: relative;
  color: ${theme.colors.white};
  background:
    url("data:image/svg+xml,${HILLS}") bottom / 100% 45% no-repeat,
    radial-gradient(circle at 82% 18%, rgba(255, 196, 120, 0.45), transparent 32%),
    radial-gradient(circle at 10% 90%, rgba(255, 255, 255, 0.12), transparent 40%),
    linear-gradient(160deg, ${theme.colors.brandDark} 0%, ${theme.colors.brand} 55%, #1f7f73 100%);
`;

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
  }
  > p {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.md};
    max-width: 40em;
  }
  ${theme.media.desktop} {
    padding: ${`${theme.space.xxl} ${theme.space.md} calc(${theme.space.xxl} * 2)`};
    h1 {
      font-size: ${theme.font.size.display};
    }
  }
`;
