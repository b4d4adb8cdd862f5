import Link from 'next/link';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { href } from '@/shared/routes';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';

export type AccountEntryProps = {
  /** what signing out forgets in this browser besides the cookies (the wishlist kept for the account) */
  onSignedOut: () => void;
};

export const PersonIcon = () => (
  <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Icon>
);

/**
 * The signed-in customer's menu (`account-menu.tsx`): a chunk of its own, server-rendered with the page for a
 * signed-in visitor (so nothing shifts and the button works as it hydrates); a visitor who is not signed in never
 * downloads it. The page's chrome declares it (`next/dynamic` in `src/site/layout/page-chrome.tsx`) and hands it
 * down: declared here, inside the header's own lazy chunk, the build did not list it for the preload before
 * hydration, so the browser drew nothing where the server drew the menu (React error #418 on every page, issue 32).
 */
export type AccountMenuComponent = ComponentType<AccountEntryProps>;

/**
 * The header's account button (product-and-purchase §2.13): with the customer-account toggle off, 'My booking' (the
 * booking lookup); on and signed out, 'Sign in' with the page as origin; on and signed in, a menu (disclosure) with
 * profile, trips, wishlist and Sign out, which ends the session and clears the token and account id cookies.
 */
export function AccountEntry({ onSignedOut, menu: AccountMenu }: AccountEntryProps & { menu: AccountMenuComponent }) {
  const { flags, locale, signedIn, localeHrefs, page } = useAppConfig();
  if (!flags.customerAccount) {
    return (
      <EntryLink href={href.bookingLookup(locale)} data-testid="account-entry">
        <PersonIcon />
        <Label>
          <FormattedMessage id="account.entry.myBooking" />
        </Label>
      </EntryLink>
    );
  }
  if (!signedIn) {
    // Back to this page once signed in (not to an account page: signing in leads to the trips then).
    const origin = page === 'account' ? undefined : localeHrefs[locale];
    return (
      <EntryLink href={href.account(locale, 'signin', { origin })} data-testid="account-entry">
        <PersonIcon />
        <Label>
          <FormattedMessage id="account.entry.signIn" />
        </Label>
      </EntryLink>
    );
  }
  return <AccountMenu onSignedOut={onSignedOut} />;
}

const Icon = styled.svg`
  width: 24px;
  height: 24px;
  flex: none;
`;
export const entryStyle = `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
`;
const EntryLink = styled(Link)`
  ${entryStyle}
`;
/** The label goes below 600 px (the icon stays, named for screen readers by the visually hidden text). */
export const Label = styled.span`
  @media (max-width: 599.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
