import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link, header, main content and (except on simplified pages) the footer. */
export function PageChrome({ children, simple = false }: { children: ReactNode; simple?: boolean }) {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {!simple && <SiteFooter />}
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.white};
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;
