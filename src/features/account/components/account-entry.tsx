import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { absolutePath, href } from '@/shared/routes';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { signOut } from '../api/account-api';

export type AccountEntryProps = {
  /** what signing out forgets in this browser besides the cookies (the wishlist kept for the account) */
  onSignedOut: () => void;
};

const PersonIcon = () => (
  <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Icon>
);

/**
 * The header's account button (product-and-purchase §2.13): with the customer-account toggle off, 'My booking' (the
 * booking lookup); on and signed out, 'Sign in' with the page as origin; on and signed in, a menu (disclosure) with
 * profile, trips, wishlist and Sign out, which ends the session and clears the token and account id cookies.
 */
export function AccountEntry({ onSignedOut }: AccountEntryProps) {
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

function AccountMenu({ onSignedOut }: AccountEntryProps) {
  const { locale } = useAppConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const leave = async () => {
    if (busy) return;
    setBusy(true);
    await signOut();
    onSignedOut();
    window.location.assign(absolutePath(locale, href.home(locale)));
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MenuButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)} data-testid="account-entry">
        <PersonIcon />
        <Label>
          <FormattedMessage id="account.entry.menu" />
        </Label>
      </MenuButton>
      {/* Not a landmark: the account pages' own navigation carries the same name. A chosen page closes it (the header
          stays mounted across client navigations). */}
      <Panel id={menuId} hidden={!open} data-testid="account-menu">
        <ul>
          <li>
            <Link href={href.account(locale, 'profile')} onClick={() => setOpen(false)}>
              <FormattedMessage id="account.menu.profile" />
            </Link>
          </li>
          <li>
            <Link href={href.account(locale, 'trips')} onClick={() => setOpen(false)}>
              <FormattedMessage id="account.menu.trips" />
            </Link>
          </li>
          <li>
            <Link href={href.wishlist(locale)} onClick={() => setOpen(false)}>
              <FormattedMessage id="account.menu.wishlist" />
            </Link>
          </li>
          <li>
            <button type="button" onClick={leave} aria-disabled={busy}>
              <FormattedMessage id="account.menu.signOut" />
            </button>
          </li>
        </ul>
      </Panel>
    </Root>
  );
}

const Icon = styled.svg`
  width: 24px;
  height: 24px;
  flex: none;
`;
const entryStyle = `
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
const MenuButton = styled.button`
  ${entryStyle}
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
`;
/** The label goes below 600 px (the icon stays, named for screen readers by the visually hidden text). */
const Label = styled.span`
  @media (max-width: 599.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
const Root = styled.div`
  position: relative;
`;
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space.xs});
  min-width: 14rem;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 8px 24px rgba(17, 24, 39, 0.15);
  z-index: 10;
  &[hidden] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${theme.space.xs} 0;
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 ${theme.space.md};
    color: ${theme.colors.text};
    text-decoration: none;
    background: none;
    border: 0;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${theme.colors.surface};
  }
`;
