import Link from 'next/link';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import { INSTALMENT_PLANS } from '@/contracts/instalments';
import { reopenConsent } from '@/lib/consent/consent-store';
import { POINTS_OF_SALE } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href, LEGAL_DOCUMENTS } from '@/shared/routes';
import { helpLinks, showsPackageDirective, type HelpLinkKey } from './footer-links';
import { LEGAL_TITLES } from './legal-messages';
import { switchCountry } from './app-bridge';
import { useMobileApp } from './mobile-app';
import { PaymentBadges } from './payment-badges';
import { POINT_OF_SALE_NAMES } from './point-of-sale-names';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

const HELP_LINK_NAMES = defineMessages<HelpLinkKey>({
  faq: { id: 'footer.help.faq' },
  contact: { id: 'footer.help.contact' },
  partner: { id: 'footer.help.partner' },
  press: { id: 'footer.help.press' },
  careers: { id: 'footer.help.careers' },
});

/**
 * The footer of every full page (§2.12): 'need help' with the opening hours and the help links, legal links with the
 * cookie-preferences opener, the six points of sale (buttons in the mobile app), the payment methods the checkout
 * takes with the secure-payment and instalment messages, the package-directive block where stays are chosen, credits.
 * A content page's footer options (§2.8) may leave out the contact part ('need help') or the legal links; the
 * cookie-preferences opener then stays beside the credits (withdrawing consent stays as easy as giving it).
 */
export function SiteFooter({ showLegal = true, showContact = true }: { showLegal?: boolean; showContact?: boolean } = {}) {
  const { locale, localeHrefs, page } = useAppConfig();
  const intl = useIntl();
  const inApp = useMobileApp();
  return (
    <Footer>
      <Inner data-columns={1 + Number(showLegal) + Number(showContact)}>
        {showContact && (
          <Column as="nav" aria-label={intl.formatMessage({ id: 'footer.help.title' })}>
            <Heading>
              <FormattedMessage id="footer.help.title" />
            </Heading>
            <p>
              <FormattedMessage id="footer.help.hours" values={{ br: <br /> }} />
            </p>
            <List>
              {helpLinks(locale).map((link) => (
                <li key={link.key}>
                  {link.external ? (
                    <a href={link.href ?? undefined} rel="noopener">
                      <FormattedMessage {...HELP_LINK_NAMES[link.key]} />
                    </a>
                  ) : (
                    <Link href={link.key === 'faq' ? href.contact(locale, { hash: 'faq' }) : href.contact(locale)}>
                      <FormattedMessage {...HELP_LINK_NAMES[link.key]} />
                    </Link>
                  )}
                </li>
              ))}
            </List>
          </Column>
        )}
        {showLegal && (
          <Column as="nav" aria-label={intl.formatMessage({ id: 'footer.legal.label' })}>
            <Heading>
              <FormattedMessage id="footer.legal.title" />
            </Heading>
            <List>
              {LEGAL_DOCUMENTS.map((doc) => (
                <li key={doc}>
                  <Link href={href.legal(locale, doc)}>
                    <FormattedMessage {...LEGAL_TITLES[doc]} />
                  </Link>
                </li>
              ))}
              <li>
                <LinkButton type="button" onClick={reopenConsent}>
                  <FormattedMessage id="footer.legal.cookiePreferences" />
                </LinkButton>
              </li>
            </List>
          </Column>
        )}
        <Column as="nav" aria-label={intl.formatMessage({ id: 'footer.country.label' })}>
          <Heading>
            <FormattedMessage id="footer.country.title" />
          </Heading>
          <List>
            {POINTS_OF_SALE.map((l) => (
              <li key={l}>
                {inApp ? (
                  // The app's web view: a button that asks the app to switch country (its bridge), instead of opening a browser.
                  <LinkButton type="button" lang={l} aria-current={l === locale ? 'true' : undefined} onClick={() => switchCountry(l, localeHrefs[l])}>
                    <FormattedMessage {...POINT_OF_SALE_NAMES[l]} />
                  </LinkButton>
                ) : (
                  <Link href={localeHrefs[l]} locale={l} hrefLang={l} aria-current={l === locale ? 'true' : undefined}>
                    <FormattedMessage {...POINT_OF_SALE_NAMES[l]} />
                  </Link>
                )}
              </li>
            ))}
          </List>
        </Column>
      </Inner>
      <Payment aria-label={intl.formatMessage({ id: 'footer.payment.label' })}>
        <PaymentBadges />
        <p data-testid="footer-secure-payment">
          <LockIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </LockIcon>
          <FormattedMessage id="footer.payment.secure" />
        </p>
        <p data-testid="footer-instalments">
          <FormattedMessage id="footer.instalments" values={{ amount: <Money cents={INSTALMENT_PLANS['3x'].minAmount} />, days: INSTALMENT_PLANS['3x'].minDaysAhead }} />
        </p>
      </Payment>
      {showsPackageDirective(page) && (
        <Directive data-testid="footer-package-directive">
          <FormattedMessage
            id="footer.packageDirective"
            values={{ policy: (chunks) => <Link href={href.legal(locale, 'data-protection')}>{chunks}</Link> }}
          />
        </Directive>
      )}
      <Credits>
        {!showLegal && (
          <>
            <LinkButton type="button" onClick={reopenConsent}>
              <FormattedMessage id="footer.legal.cookiePreferences" />
            </LinkButton>{' '}
          </>
        )}
        <FormattedMessage
          id="footer.credits"
          values={{
            year: 2026,
            geonames: (chunks) => <a href="https://www.geonames.org/">{chunks}</a>,
            license: (chunks) => <a href="https://creativecommons.org/licenses/by/4.0/">{chunks}</a>,
          }}
        />
      </Credits>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: ${theme.space.xxl};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  a { color: ${theme.colors.white}; }
  a[aria-current='true'], button[aria-current='true'] { font-weight: ${theme.font.weight.bold}; }
`;
const Inner = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
    &[data-columns='2'] { grid-template-columns: repeat(2, 1fr); }
    &[data-columns='1'] { grid-template-columns: 1fr; }
  }
`;
const Column = styled.div`
  p { margin: 0 0 ${theme.space.sm}; }
`;
const Heading = styled.h2`
  font-size: ${theme.font.size.md};
  margin-bottom: ${theme.space.sm};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${theme.space.xs} 0; }
  a, button { display: inline-block; min-height: 24px; }
`;
/** A button that reads as the links around it (the cookie opener, the app's country buttons). */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.white};
  font: inherit;
  text-decoration: underline;
  text-align: start;
  cursor: pointer;
`;
const Payment = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  p { margin: 0; }
`;
const LockIcon = styled.svg`
  width: 18px;
  height: 18px;
  margin-inline-end: ${theme.space.xs};
  vertical-align: -3px;
`;
const Directive = styled.p`
  ${pageColumn}
  padding: ${theme.space.md};
  font-size: ${theme.font.size.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
const Credits = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  font-size: ${theme.font.size.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
