import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MINISITE_COOKIE } from '@/contracts/minisite';
import { Logo } from '@/site/layout/logo';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import { SEARCH_BOX_WIRING } from '@/site/search-box';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { MinisitePageProps } from './get-page-props';

/**
 * A partner's landing (§2.15, §3, §9): the partner's logo beside ours, its banner (a picture of its own on phones),
 * its booking window, the search box while the window is open, and its legal footer. While the window is open the
 * visit is tagged with the minisite (a session cookie): the searches and the booking that follow carry it to the
 * order (docs/minisites.md). An ended window says so and tags nothing.
 */
export default function MinisitePage({ minisite, themes }: MinisitePageProps) {
  const intl = useIntl();
  const partner = minisite.partnerName ?? intl.formatMessage({ id: 'minisite.partner.default' });
  const open = minisite.window.state === 'open';

  useEffect(() => {
    if (!open) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${MINISITE_COOKIE}=${minisite.id}; Path=/; SameSite=Lax${secure}`;
  }, [open, minisite.id]);

  const end = <FormattedDate value={`${minisite.window.end}T12:00:00Z`} day="numeric" month="long" year="numeric" timeZone="UTC" />;
  const start = <FormattedDate value={`${minisite.window.start}T12:00:00Z`} day="numeric" month="long" year="numeric" timeZone="UTC" />;
  return (
    <Page>
      <CoBrand>
        {minisite.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small SVG of this site, drawn as is
          <img src={minisite.logoUrl} alt={partner} width={160} height={48} />
        ) : (
          <PartnerName>{partner}</PartnerName>
        )}
        <Cross viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Cross>
        <Logo />
      </CoBrand>
      <picture>
        <source media="(max-width: 1023.98px)" srcSet={minisite.banner.mobile} />
        <Banner src={minisite.banner.desktop} alt="" width={1200} height={300} />
      </picture>
      <h1>
        <FormattedMessage id="minisite.title" values={{ partner }} />
      </h1>
      <Window role="status" data-state={minisite.window.state} data-testid="minisite-window">
        {open && <FormattedMessage id="minisite.window.open" values={{ end }} />}
        {minisite.window.state === 'ended' && <FormattedMessage id="minisite.window.ended" values={{ end }} />}
        {minisite.window.state === 'upcoming' && <FormattedMessage id="minisite.window.upcoming" values={{ start }} />}
      </Window>
      {open && (
        <SearchSection aria-labelledby="minisite-search">
          <h2 id="minisite-search">
            <FormattedMessage id="minisite.search.title" />
          </h2>
          <StartSearchBoxFacade themes={themes} wiring={SEARCH_BOX_WIRING} />
        </SearchSection>
      )}
      {minisite.footer && (
        <PartnerFooter aria-label={intl.formatMessage({ id: 'minisite.footer.label' }, { partner })}>
          <p>{minisite.footer}</p>
        </PartnerFooter>
      )}
    </Page>
  );
}

const Page = styled.div`
  ${pageColumn}
  padding: ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
    color: ${theme.colors.brandDark};
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.sm};
  }
`;
const CoBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  img {
    height: 48px;
    width: auto;
  }
`;
const PartnerName = styled.span`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.brandDark};
`;
const Cross = styled.svg`
  width: 20px;
  height: 20px;
  color: ${theme.colors.textMuted};
`;
const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radius.md};
`;
const Window = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
  &[data-state='ended'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`;
const SearchSection = styled.section``;
const PartnerFooter = styled.aside`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space.md};
  p {
    margin: 0;
  }
`;
