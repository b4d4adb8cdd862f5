import type { AppProps } from 'next/app';
import '@/lib/security/style-nonce';
import { RawIntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { AppConfigProvider } from '@/shared/app-config';
import { CrashBoundary } from '@/site/layout/crash-boundary';
import type { AppPageProps } from '@/site/page-types';
import { FLAGS_OFF } from '@/lib/flags';
import { appIntl } from '@/lib/intl/app-intl';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { GlobalStyle } from '@/styles/global-style';

const FALLBACK_CONFIG = {
  flags: FLAGS_OFF,
  mapTileUrl: '',
  mapCenter: { lat: 41.3874, lng: 2.1686 },
  apiBase: '/api',
};
const HOME_EVERYWHERE = Object.fromEntries(LOCALES.map((l) => [l, '/'])) as Record<Locale, string>;

/** Providers only. Pages outside the catch-all (404, _error) pass just locale and messages. */
export default function EscapadeApp({ Component, pageProps, router }: AppProps<Partial<AppPageProps>>) {
  const locale = toLocale(pageProps.locale ?? router.locale);
  const config = pageProps.config ?? FALLBACK_CONFIG;
  return (
    <RawIntlProvider value={appIntl(locale, pageProps.messages)}>
      <AppConfigProvider value={{ ...config, locale, page: pageProps.page ?? 'notFound', localeHrefs: pageProps.localeHrefs ?? HOME_EVERYWHERE }}>
        <SWRConfig value={{ fallback: pageProps.swrFallback ?? {} }}>
          <GlobalStyle />
          <CrashBoundary locale={locale} apiBase={config.apiBase}>
            <Component {...pageProps} />
          </CrashBoundary>
        </SWRConfig>
      </AppConfigProvider>
    </RawIntlProvider>
  );
}
