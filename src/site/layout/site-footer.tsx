import Link from 'next/link';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import { INSTALMENT_PLANS } from '@/contracts/instalments';
import { POINTS_OF_SALE, type Locale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href, LEGAL_DOCUMENTS } from '@/shared/routes';
import { LEGAL_TITLES } from './legal-messages';
import { theme } from '@/styles/theme';

const COUNTRY_NAMES = defineMessages<Locale>({
  'fr-FR': { id: 'footer.country.frFR' },
  'es-ES': { id: 'footer.country.esES' },
  'nl-BE': { id: 'footer.country.nlBE' },
  'fr-BE': { id: 'footer.country.frBE' },
  'nl-NL': { id: 'footer.country.nlNL' },
  'it-IT': { id: 'footer.country.itIT' },
});

/** Help block with opening hours, legal links, the six points of sale, the instalment message and the data credits. */
export function SiteFooter() {
  const { locale, localeHrefs } = useAppConfig();
  const intl = useIntl();
  return (
    <Footer>
      <Inner>
        <Column>
          <Heading>
            <FormattedMessage id="footer.help.title" />
          </Heading>
          <p>
            <FormattedMessage id="footer.help.hours" values={{ br: <br /> }} />
          </p>
          <Link href={href.contact(locale)}>
            <FormattedMessage id="footer.help.contact" />
          </Link>
        </Column>
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
          </List>
        </Column>
        <Column as="nav" aria-label={intl.formatMessage({ id: 'footer.country.label' })}>
          <Heading>
            <FormattedMessage id="footer.country.title" />
          </Heading>
          <List>
            {POINTS_OF_SALE.map((l) => (
              <li key={l}>
                <Link href={localeHrefs[l]} locale={l} hrefLang={l} aria-current={l === locale ? 'true' : undefined}>
                  <FormattedMessage {...COUNTRY_NAMES[l]} />
                </Link>
              </li>
            ))}
          </List>
        </Column>
      </Inner>
      <Payment data-testid="footer-instalments">
        <FormattedMessage id="footer.instalments" values={{ amount: <Money cents={INSTALMENT_PLANS['3x'].minAmount} />, days: INSTALMENT_PLANS['3x'].minDaysAhead }} />
      </Payment>
      <Credits>
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
  a[aria-current='true'] { font-weight: ${theme.font.weight.bold}; }
`;
const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} { grid-template-columns: repeat(3, 1fr); }
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
  a { display: inline-block; min-height: 24px; }
`;
const Payment = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
const Credits = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  font-size: ${theme.font.size.sm};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
