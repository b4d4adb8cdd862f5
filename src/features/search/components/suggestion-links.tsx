import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SuggestionLink, SearchState } from '../model';

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
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.brandDark};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    &:hover {
      border-color: ${({ theme }) => theme.colors.brand};
      background: ${({ theme }) => theme.colors.brandLight};
    }
  }
`;
