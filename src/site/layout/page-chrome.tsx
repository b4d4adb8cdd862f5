import { useRouter } from 'next/compat/router';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import type { FooterOptions, PageChromeKind } from '../page-types';
import { promoFlowOf, promoPageOf } from './chrome-promotions';
import { ActionFailureSlot } from './action-failure-slot';
import { ConsentSlot } from './consent/consent-slot';
import { DemoBanner } from './demo-banner';
import { theme } from '@/styles/theme';

// Each part of the chrome that only some pages show is a chunk of its own, server-rendered with the page: the booking
// flow's pages (checkout, confirmation) do not download the full header and footer, the others not the booking
// header, and only home, search and product pages download the promotions.
const SiteHeader = dynamic(() => import('./full-chrome-parts').then((m) => m.SiteHeader));
const SiteFooter = dynamic(() => import('./full-chrome-parts').then((m) => m.SiteFooter));
const BookingFlowHeader = dynamic(() => import('./booking-flow-header').then((m) => m.BookingFlowHeader));
const GateHeader = dynamic(() => import('./gate-header').then((m) => m.GateHeader));
const PromoBar = dynamic(() => import('./chrome-promotion-parts').then((m) => m.PromoBar));
const AnnouncementBanner = dynamic(() => import('./chrome-promotion-parts').then((m) => m.AnnouncementBanner));
// Only on a customer-care server, with an agent signed in.
const CareAgentBar = dynamic(() => import('./care-agent-bar').then((m) => m.CareAgentBar));
// Only for a signed-in customer, in the header. Declared here, where the build lists it for the preload before
// hydration; not in the header's own lazy chunk, where it was not (tests/server-rendered-parts.test.ts).
const AccountMenu = dynamic(() => import('@/features/account/components/account-menu').then((m) => m.AccountMenu));

/**
 * Skip link, the page's promo bar, header, main content (opened by the page's announcement banner) and, except on
 * simplified pages, the footer. Promo bar and banner exist on home, search and product pages only. Booking-flow
 * pages (checkout, confirmation) have the simplified header with its back arrow (§2.11) and no footer. A content page's
 * options (§2.8) may leave out the footer's legal or contact part, and the announcement banner (home). A gate (the
 * customer-care login page, in front of every page of its server) shows the brand alone: no link there leads elsewhere,
 * and no cookie banner (the gate sets no cookie that needs consent; the agent is asked on the first page after sign-in,
 * where the banner's policy link opens).
 */
export function PageChrome({
  children,
  kind = 'full',
  back,
  careAgent,
  footer,
  announcementBanner = true,
}: {
  children: ReactNode;
  kind?: PageChromeKind;
  back?: string;
  careAgent?: { name: string };
  footer?: FooterOptions;
  announcementBanner?: boolean;
}) {
  const { page, demo } = useAppConfig();
  const router = useRouter();
  const promoPage = promoPageOf(page);
  const flow = promoFlowOf(router?.query.flow);
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      {/* Early in the document so the keyboard reaches it first; drawn fixed at the window's bottom (nothing shifts). */}
      {kind !== 'gate' && <ConsentSlot />}
      {demo && <DemoBanner />}
      {careAgent && <CareAgentBar name={careAgent.name} homePath={router?.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '/'} />}
      {promoPage && <PromoBar page={promoPage} flow={flow} />}
      {kind === 'booking' ? <BookingFlowHeader back={back} /> : kind === 'gate' ? <GateHeader /> : <SiteHeader accountMenu={AccountMenu} />}
      <Main id="main" tabIndex={-1}>
        {promoPage && announcementBanner && <AnnouncementBanner page={promoPage} />}
        {children}
      </Main>
      {kind === 'full' && <SiteFooter showLegal={footer?.showLegal ?? true} showContact={footer?.showContact ?? true} />}
      <ActionFailureSlot />
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
