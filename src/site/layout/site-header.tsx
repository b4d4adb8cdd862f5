import Link from 'next/link';
import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Theme } from '@/contracts/themes';
import { MegaMenuFacade, MobileMenuFacade, ThemesPanelFacade } from '@/features/navigation/components/header-nav';
import { visibleThemes } from '@/features/search-box/model/themes';
import { AccountEntry, type AccountMenuComponent } from '@/features/account/components/account-entry';
import { WishlistHeaderLink } from '@/features/wishlist/components/wishlist-header-link';
import { storeWishlist } from '@/features/wishlist/hooks/wishlist-store';
import { languageOf, siblingLocales } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useBurgerExtras } from './burger-extras';
import { GiftDrawer } from './gift-drawer';
import { HeaderBar, HeaderRow } from './header-bar';
import { Logo, LOGO_CONTAINER, LOGO_WIDTH } from './logo';
import { useAddressSuffix } from './use-address-suffix';
import { theme } from '@/styles/theme';

const LANGUAGE_NAMES = defineMessages({
  fr: { id: 'header.language.fr' },
  nl: { id: 'header.language.nl' },
  es: { id: 'header.language.es' },
  it: { id: 'header.language.it' },
});

/**
 * Logo to home; on desktop the 'Inspirations' mega menu and the 'Our themes' panel, on smaller screens a burger
 * opening both in a drawer (their buttons come with the page, the panels' code on the first visit of a button); language selector where the country has two languages (Belgium); wishlist; help
 * to the contact page; the gift drawer's icon (hidden in customer-care mode).
 */
export function SiteHeader({ accountMenu }: { accountMenu: AccountMenuComponent }) {
  const { locale, localeHrefs, flags } = useAppConfig();
  const intl = useIntl();
  const languages = siblingLocales(locale);
  const pickThemes = useCallback((themes: readonly Theme[]) => visibleThemes(themes, flags.reducedThematics), [flags.reducedThematics]);
  // The other language's link carries the search (query and hash): read again whenever it is about to be used.
  const address = useAddressSuffix();
  const burgerExtras = useBurgerExtras();
  return (
    <Bar>
      <Inner>
        <Start>
          <BurgerSlot>
            <MobileMenuFacade pickThemes={pickThemes} extras={burgerExtras} />
          </BurgerSlot>
          <LogoLink href={href.home(locale)} aria-label={intl.formatMessage({ id: 'header.logo.label' })}>
            <Logo />
          </LogoLink>
          <DesktopNav aria-label={intl.formatMessage({ id: 'navigation.label' })}>
            <NavList>
              <li>
                <MegaMenuFacade />
              </li>
              <li>
                <ThemesPanelFacade pickThemes={pickThemes} />
              </li>
            </NavList>
          </DesktopNav>
        </Start>
        <Actions>
          {languages.length > 1 && (
            <nav aria-label={intl.formatMessage({ id: 'header.language.label' })} onPointerEnter={address.refresh} onPointerDown={address.refresh} onFocus={address.refresh}>
              <LanguageList>
                {languages.map((l) => (
                  <li key={l}>
                    <LanguageLink href={`${localeHrefs[l]}${address.suffix}`} locale={l} hrefLang={l} aria-current={l === locale ? 'true' : undefined}>
                      {/* The short code is what sighted visitors read; screen readers hear the language's name. */}
                      <span aria-hidden="true">{languageOf(l).toUpperCase()}</span>
                      <VisuallyHidden>
                        <FormattedMessage {...LANGUAGE_NAMES[languageOf(l)]} />
                      </VisuallyHidden>
                    </LanguageLink>
                  </li>
                ))}
              </LanguageList>
            </nav>
          )}
          <GiftDrawer />
          <WishlistHeaderLink href={href.wishlist(locale)} />
          {/* Signing out forgets the account's wishlist in this browser too (the account keeps it). */}
          <AccountEntry menu={accountMenu} onSignedOut={forgetWishlist} />
          <HelpLink href={href.contact(locale)}>
            <HelpIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M9.5 9.2a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.6v.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="12" cy="17.2" r="1.2" fill="currentColor" />
            </HelpIcon>
            <HelpLabel>
              <FormattedMessage id="header.help" />
            </HelpLabel>
          </HelpLink>
        </Actions>
      </Inner>
    </Bar>
  );
}

const forgetWishlist = () => storeWishlist({});

const Bar = styled(HeaderBar)`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
`;
const Inner = styled(HeaderRow)`
  justify-content: space-between;
  gap: ${theme.space.xs};
`;
/**
 * On phones the logo takes the room the language switch and the icons leave, up to its whole word mark: where the
 * word mark does not fit whole it gives way to its square (logo.tsx, a container query on this link), never cut
 * mid-word ('Escap' beside Belgium's FR / NL, issue 32). The header never grows wider than the screen: a header wider
 * than the phone made the whole page wider, so the browser zoomed it out and the fixed bars at the bottom (the cookie
 * banner's last button among them) fell below the screen.
 */
const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${theme.media.mobile} {
    flex: 1 1 0;
    min-width: 32px;
    max-width: ${LOGO_WIDTH}px;
    overflow: hidden;
    container: ${LOGO_CONTAINER} / inline-size;
  }
`;
const Start = styled.div`
  display: flex;
  align-items: center;
  align-self: stretch;
  gap: ${theme.space.lg};
  ${theme.media.mobile} {
    gap: ${theme.space.xs};
    min-width: 0;
    flex: 1 1 auto;
  }
`;
const BurgerSlot = styled.div`
  display: flex;
  ${theme.media.desktop} {
    display: none;
  }
`;
const DesktopNav = styled.nav`
  align-self: stretch;
  ${theme.media.mobile} {
    display: none;
  }
`;
const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${theme.space.sm};
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  ${theme.media.mobile} {
    gap: ${theme.space.xs};
    flex: none;
  }
`;
const LanguageList = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const LanguageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${theme.radius.sm};
  &[aria-current='true'] {
    color: ${theme.colors.brandDark};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
const HelpLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
`;
/** On phones the burger, logo, language selector and icons leave room for the icon only (still named). */
const HelpLabel = styled.span`
  ${theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
const HelpIcon = styled.svg`
  width: 24px;
  height: 24px;
  flex: none;
`;
