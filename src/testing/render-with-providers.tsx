import { render, type RenderOptions } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { AppConfigProvider, type AppConfig } from '@/shared/app-config';
import { resolveFlags, type Flags } from '@/lib/flags';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import frFR from '../../locales/fr_FR.json';
import esES from '../../locales/es_ES.json';
import frBE from '../../locales/fr_BE.json';
import nlBE from '../../locales/nl_BE.json';
import nlNL from '../../locales/nl_NL.json';
import itIT from '../../locales/it_IT.json';

const CATALOGS: Record<string, Record<string, string>> = { fr_FR: frFR, es_ES: esES, fr_BE: frBE, nl_BE: nlBE, nl_NL: nlNL, it_IT: itIT };

export type ProviderOptions = {
  locale?: Locale;
  flags?: Partial<Flags>;
  config?: Partial<AppConfig>;
  swrFallback?: Record<string, unknown>;
  /** A Next router for components that navigate (e.g. `{ push: jest.fn() }`); none by default. */
  router?: Partial<NextRouter>;
};

export function testAppConfig({ locale = 'fr-FR', flags, config }: ProviderOptions = {}): AppConfig {
  return {
    flags: { ...resolveFlags({ EXPERIMENT_ENFORCED_DATES: 'off' } as never, locale), ...flags },
    mapTileUrl: '',
    mapCenter: { lat: 41.3874, lng: 2.1686 },
    apiBase: '/api',
    locale,
    page: 'home',
    localeHrefs: Object.fromEntries(LOCALES.map((l) => [l, '/'])) as Record<Locale, string>,
    ...config,
  };
}

/** Everything a component gets in the app: the locale's real catalog, app config, a fresh SWR cache. */
export function Providers({ children, ...options }: ProviderOptions & { children: ReactNode }) {
  const appConfig = testAppConfig(options);
  const tree = (
    <IntlProvider locale={appConfig.locale} messages={CATALOGS[toCatalogLocale(appConfig.locale)]} onError={(e) => { throw e; }}>
      <AppConfigProvider value={appConfig}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback: options.swrFallback ?? {} }}>
          {children}
        </SWRConfig>
      </AppConfigProvider>
    </IntlProvider>
  );
  return options.router ? <RouterContext.Provider value={options.router as NextRouter}>{tree}</RouterContext.Provider> : tree;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { locale, flags, config, swrFallback, router, ...renderOptions } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} flags={flags} config={config} swrFallback={swrFallback} router={router}>
        {children}
      </Providers>
    ),
    ...renderOptions,
  });
}
