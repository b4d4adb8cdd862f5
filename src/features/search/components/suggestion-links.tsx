import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SuggestionLink } from '../model';
import type { SearchState } from '@/shared/search-address';
import { theme } from '@/styles/theme';

export type SuggestionLinksProps = {
  links: SuggestionLink[];
  urlOf: (state: SearchState) => string;
};

/** Related searches under the results: wider places, the place without the theme, the other flows. */
export function SuggestionLinks({ links, urlOf }: SuggestionLinksProps) {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'search.suggestionLinks.title' })}>
      <h2>
        <FormattedMessage id="search.suggestionLinks.title" />
      </h2>
      <ul>
        {links.map((link) => {
          const url = urlOf(link.state);
          return (
            <li key={url}>
              <Link href={url}>
                {link.place === null ? (
                  <FormattedMessage id="search.suggestionLinks.everywhere" values={{ flow: link.flow }} />
                ) : (
                  <FormattedMessage id="search.suggestionLinks.place" values={{ flow: link.flow, place: link.place }} />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.brandDark};
    text-decoration: none;
    font-weight: ${theme.font.weight.semibold};
    &:hover {
      border-color: ${theme.colors.brand};
      background: ${theme.colors.brandLight};
    }
  }
`;
