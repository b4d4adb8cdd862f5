import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import { SEARCH_BOX_WIRING } from '@/site/search-box';
import type { HomePageProps } from './get-page-props';
import { theme } from '@/styles/theme';

/** Home: jumbotron with the search box, and the promises of the brand (CMS blocks come with their issue). */
export default function HomePage({ themes = [], flow = 'booking' }: Partial<HomePageProps>) {
  return (
    <>
      <Hero>
        <HeroInner>
          <h1>
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p>
            <FormattedMessage id="home.hero.subtitle" />
          </p>
          <StartSearchBoxFacade themes={themes} flow={flow} wiring={SEARCH_BOX_WIRING} />
        </HeroInner>
      </Hero>
      <Usps aria-labelledby="home-usps">
        <h2 id="home-usps">
          <FormattedMessage id="home.usps.title" />
        </h2>
        <UspList>
          <li>
            <h3>
              <FormattedMessage id="home.usps.packages.title" />
            </h3>
            <p>
              <FormattedMessage id="home.usps.packages.text" />
            </p>
          </li>
          <li>
            <h3>
              <FormattedMessage id="home.usps.gift.title" />
            </h3>
            <p>
              <FormattedMessage id="home.usps.gift.text" />
            </p>
          </li>
          <li>
            <h3>
              <FormattedMessage id="home.usps.service.title" />
            </h3>
            <p>
              <FormattedMessage id="home.usps.service.text" />
            </p>
          </li>
        </UspList>
      </Usps>
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
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
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
const Usps = styled.section`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.md}`};
`;
const UspList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} { grid-template-columns: repeat(3, 1fr); }
  li {
    padding: ${theme.space.lg};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  h3 { font-size: ${theme.font.size.lg}; }
  p { margin: 0; color: ${theme.colors.textMuted}; }
`;
