import { useRouter } from 'next/compat/router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { AnnouncementBanner } from '@/features/promotions/components/announcement-banner';
import { PromoBar } from '@/features/promotions/components/promo-bar';
import { useAppConfig } from '@/shared/app-config';
import type { PageChromeKind } from '../page-types';
import { BookingFlowHeader } from './booking-flow-header';
import { promoFlowOf, promoPageOf } from './chrome-promotions';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { theme } from '@/styles/theme';

/**
 * Skip link, the page's promo bar, header, main content (opened by the page's announcement banner) and, except on
 * simplified pages, the footer. Promo bar and banner exist on home, search and product pages only. Booking-flow
 * pages (checkout, confirmation) have the simplified header with its back arrow (§2.11) and no footer.
 */
export function PageChrome({ children, kind = 'full', back }: { children: ReactNode; kind?: PageChromeKind; back?: string }) {
  const { page } = useAppConfig();
  const router = useRouter();
  const promoPage = promoPageOf(page);
  const flow = promoFlowOf(router?.query.flow);
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      {promoPage && <PromoBar page={promoPage} flow={flow} />}
      {kind === 'booking' ? <BookingFlowHeader back={back} /> : <SiteHeader />}
      <Main id="main" tabIndex={-1}>
        {promoPage && <AnnouncementBanner page={promoPage} />}
        {children}
      </Main>
      {kind === 'full' && <SiteFooter />}
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.sm};
  top: -100px;
  z-index: ${theme.zIndex.toast};
  padding: ${theme.space.sm};
  background: ${theme.colors.white};
  &:focus { top: ${theme.space.sm}; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;
