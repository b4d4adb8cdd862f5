import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** Home: jumbotron and the promises of the brand (search box and CMS blocks come with their issues). */
export default function HomePage() {
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

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, ${({ theme }) => theme.colors.brand});
  color: ${({ theme }) => theme.colors.white};
`;
const HeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0; max-width: 40em; }
  ${({ theme }) => theme.media.desktop} { h1 { font-size: ${({ theme }) => theme.font.size.display}; } }
`;
const Usps = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;
const UspList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(3, 1fr); }
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
