import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocationHash } from '@/lib/use-location-hash';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { backHref } from './booking-back';
import { HeaderBar, HeaderRow } from './header-bar';
import { Logo } from './logo';

/**
 * The booking flow's simplified header (product-and-purchase §2.11): a back arrow, the logo to home and help. The
 * arrow returns to `back` (the product page with the stay of the hash kept, or home), else back in history.
 */
export function BookingFlowHeader({ back }: { back?: string }) {
  const { locale } = useAppConfig();
  const intl = useIntl();
  // The hash exists in the browser only: the server renders the bare target.
  const hash = useLocationHash();
  const target = back && hash ? backHref(back, hash) : back;
  const label = intl.formatMessage({ id: 'bookingFlow.back' });
  const arrow = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <HeaderBar>
      <Inner>
        {target ? (
          <BackLink href={target} aria-label={label}>
            {arrow}
          </BackLink>
        ) : (
          <BackButton type="button" aria-label={label} onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign(href.home(locale)))}>
            {arrow}
          </BackButton>
        )}
        <Link href={href.home(locale)} aria-label={intl.formatMessage({ id: 'header.logo.label' })}>
          <Logo />
        </Link>
        <HelpLink href={href.contact(locale)}>
          <FormattedMessage id="header.help" />
        </HelpLink>
      </Inner>
    </HeaderBar>
  );
}

const Inner = styled(HeaderRow)`
  gap: ${theme.space.md};
`;
const backStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.brandDark};
  background: ${theme.colors.brandLight};
  border: none;
  cursor: pointer;
`;
const BackLink = styled(Link)`
  ${backStyle}
`;
const BackButton = styled.button`
  ${backStyle}
`;
const HelpLink = styled(Link)`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
`;
