import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { POINTS_OF_SALE } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { switchCountry } from './app-bridge';
import { POINT_OF_SALE_NAMES } from './point-of-sale-names';
import { theme } from '@/styles/theme';

/**
 * The burger menu's extras (burger-extras.tsx decides when there are any): 'Favourites' and, in the mobile app, the six
 * points of sale (buttons for the app's bridge: `app-bridge.ts`). A chunk of its own, fetched only where the menu holds them (Belgium, the app).
 */
export function BurgerExtras({ favourites, pointsOfSale, onChoose }: { favourites: boolean; pointsOfSale: boolean; onChoose: () => void }) {
  const { locale, localeHrefs } = useAppConfig();
  const intl = useIntl();
  return (
    <>
      {favourites && (
        <EntryLink href={href.wishlist(locale)} onClick={onChoose} data-testid="burger-favourites">
          <FormattedMessage id="wishlist.header.title" />
        </EntryLink>
      )}
      {pointsOfSale && (
        <nav aria-label={intl.formatMessage({ id: 'header.pointOfSale.label' })}>
          <Heading>
            <FormattedMessage id="header.pointOfSale.label" />
          </Heading>
          <List>
            {POINTS_OF_SALE.map((l) => (
              <li key={l}>
                <EntryButton
                  type="button"
                  lang={l}
                  aria-current={l === locale ? 'true' : undefined}
                  onClick={() => {
                    onChoose();
                    switchCountry(l, localeHrefs[l]);
                  }}
                >
                  <FormattedMessage {...POINT_OF_SALE_NAMES[l]} />
                </EntryButton>
              </li>
            ))}
          </List>
        </nav>
      )}
    </>
  );
}

const entry = css`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${`${theme.space.sm} ${theme.space.xs}`};
  color: ${theme.colors.text};
  text-decoration: none;
  &[aria-current='true'] {
    font-weight: ${theme.font.weight.bold};
    color: ${theme.colors.brandDark};
  }
`;
const EntryLink = styled(Link)`
  ${entry}
`;
/** A point of sale in the app: a button for its bridge, drawn as the entries around it. */
const EntryButton = styled.button`
  ${entry}
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;
const Heading = styled.h3`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.font.size.md};
  color: ${theme.colors.brandDark};
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
