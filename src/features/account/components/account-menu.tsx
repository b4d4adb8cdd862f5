import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { absolutePath, href } from '@/shared/routes';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { signOut } from '../api/account-api';
import { entryStyle, Label, PersonIcon, type AccountEntryProps } from './account-entry';

/**
 * A signed-in customer's account menu (a disclosure): profile, trips, wishlist and Sign out, which ends the session and
 * clears the token and account id cookies. Its own chunk (account-entry.tsx loads it): only signed-in visitors
 * download it, with the page.
 */
export function AccountMenu({ onSignedOut }: AccountEntryProps) {
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

const MenuButton = styled.button`
  ${entryStyle}
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
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
