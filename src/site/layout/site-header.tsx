import Link from 'next/link';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { languageOf, siblingLocales } from '@/lib/locales';
import { useAppConfig } from '../app-config-context';
import { href } from '../routes';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { Logo } from './logo';

const LANGUAGE_NAMES = defineMessages({
  fr: { id: 'header.language.fr' },
  nl: { id: 'header.language.nl' },
  es: { id: 'header.language.es' },
  it: { id: 'header.language.it' },
});

/** Logo to home, help to the contact page, language selector where the country has two languages (Belgium). */
export function SiteHeader() {
  const { locale, localeHrefs } = useAppConfig();
  const intl = useIntl();
  const languages = siblingLocales(locale);
  return (
    <Bar>
      <Inner>
        <Link href={href.home(locale)} aria-label={intl.formatMessage({ id: 'header.logo.label' })}>
          <Logo />
        </Link>
        <Actions>
          {languages.length > 1 && (
            <nav aria-label={intl.formatMessage({ id: 'header.language.label' })}>
              <LanguageList>
                {languages.map((l) => (
                  <li key={l}>
                    <LanguageLink href={localeHrefs[l]} locale={l} hrefLang={l} aria-current={l === locale ? 'true' : undefined}>
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
          <HelpLink href={href.contact(locale)}>
            <HelpIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M9.5 9.2a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.6v.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="12" cy="17.2" r="1.2" fill="currentColor" />
            </HelpIcon>
            <FormattedMessage id="header.help" />
          </HelpLink>
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  a { display: inline-flex; align-items: center; }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const LanguageList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const LanguageLink = styled(Link)`
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.brandDark};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
const HelpLink = styled(Link)`
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
`;
const HelpIcon = styled.svg`
  width: 24px;
  height: 24px;
  flex: none;
`;
