import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { GiftBoxCard } from '@/contracts/gift-boxes';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { BoxCard } from './box-card';

/** Above the fold on a phone and a desktop: their pictures load first. */
const PRIORITY_CARDS = 4;

/**
 * The gift box listing (§2.5): heading, subtitle, and a grid of 4 columns on desktop, 2 on a tablet, 1 on a phone.
 * `boxes` null: the catalog call failed ('Oops, something went wrong', §8).
 */
export function BoxListing({ boxes }: { boxes: GiftBoxCard[] | null }) {
  const { locale } = useAppConfig();
  return (
    <Wrapper>
      <h1>
        <FormattedMessage id="giftBoxes.listing.title" />
      </h1>
      <Subtitle>
        <FormattedMessage id="giftBoxes.listing.subtitle" />
      </Subtitle>
      {boxes === null ? (
        <Failure role="alert">
          <FormattedMessage id="giftBoxes.error" />
        </Failure>
      ) : (
        <Grid>
          {boxes.map((box, i) => (
            <li key={box.code}>
              <BoxCard box={box} href={href.giftBox(locale, { slug: box.slug, code: box.code })} priority={i < PRIORITY_CARDS} />
            </li>
          ))}
        </Grid>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
`;

const Subtitle = styled.p`
  margin: 0 0 ${theme.space.xl};
  color: ${theme.colors.textMuted};
  max-width: 60ch;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Failure = styled.p`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
`;
