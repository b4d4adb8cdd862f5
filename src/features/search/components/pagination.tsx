import Head from 'next/head';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import { absolutePath } from '@/shared/routes';
import { paginate } from '../model';
import { type SearchState } from '@/shared/search-address';
import { theme } from '@/styles/theme';

export type PaginationProps = {
  state: SearchState;
  total: number;
  pageSize: number;
  /** The address of a state (keeps flow, query and hash). */
  urlOf: (state: SearchState) => string;
};

/** Page links (zero-based `page` in the query), rel prev/next hints in the head, and 'from - to of total'. */
export function Pagination({ state, total, pageSize, urlOf }: PaginationProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const pages = paginate(total, pageSize, state.page);
  if (pages.pageCount <= 1) return null;
  const hrefOf = (page: number) => urlOf({ ...state, page });
  // Raw <link> hints get no locale prefix from Next (links do): add it, or /es-ES's hint would name a French 404.
  const hintOf = (page: number) => absolutePath(locale, hrefOf(page));
  return (
    <Nav aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <Head>
        {pages.prev !== null && <link rel="prev" href={hintOf(pages.prev)} />}
        {pages.next !== null && <link rel="next" href={hintOf(pages.next)} />}
      </Head>
      <Legend>
        {/* Numbers written as the header writes its count ('2 121', '2.121'), not bare ('2121'). */}
        <FormattedMessage
          id="pagination.legend"
          values={{ from: intl.formatNumber(pages.legend.from), to: intl.formatNumber(pages.legend.to), total: intl.formatNumber(pages.legend.total) }}
        />
      </Legend>
      <List>
        {pages.prev !== null && (
          <li>
            <Link href={hrefOf(pages.prev)} shallow scroll={false} rel="prev">
              <FormattedMessage id="pagination.previous" />
            </Link>
          </li>
        )}
        {pages.links.map((link) => (
          <li key={link.page}>
            <Link
              href={hrefOf(link.page)}
              shallow
              scroll={false}
              aria-current={link.current ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: link.page + 1 })}
            >
              {link.page + 1}
            </Link>
          </li>
        ))}
        {pages.next !== null && (
          <li>
            <Link href={hrefOf(pages.next)} shallow scroll={false} rel="next">
              <FormattedMessage id="pagination.next" />
            </Link>
          </li>
        )}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.xl} 0;
`;

const Legend = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  /* The page links: plain next/link anchors styled here (23 per page of results, drawn on every render). */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.brandDark};
    text-decoration: none;
    &[aria-current='page'] {
      background: ${theme.colors.brand};
      border-color: ${theme.colors.brand};
      color: ${theme.colors.white};
      font-weight: ${theme.font.weight.bold};
    }
    &:hover {
      border-color: ${theme.colors.brand};
    }
  }
`;
