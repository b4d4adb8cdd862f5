import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/locales';
import type { Flags } from '@/lib/flags';
import type { PageKey } from '@/shared/routes';

/** Configuration the browser may see (never secrets). */
export type PublicConfig = {
  flags: Flags;
  mapTileUrl: string;
  mapCenter: { lat: number; lng: number };
  apiBase: string;
  /** Base of the analytics collect call (ANALYTICS_BASE_URL); apiBase when absent. */
  analyticsBase?: string;
  /** Base of the {frontGateway} calls such as instalment eligibility (FRONT_GATEWAY_BASE_URL); apiBase when absent. */
  frontGatewayBase?: string;
  /** A customer is signed in (customer-account toggle on and a live session; docs/accounts.md). */
  signedIn?: boolean;
  /** The site runs in demo mode (src/lib/app-mode.ts): every page says payments are simulated. */
  demo?: boolean;
};

export type AppConfig = PublicConfig & { locale: Locale; page: PageKey; localeHrefs: Record<Locale, string> };

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

/** Locale, current page, flags and public configuration of this request. */
export function useAppConfig(): AppConfig {
  const value = useContext(AppConfigContext);
  if (!value) throw new Error('useAppConfig outside AppConfigProvider');
  return value;
}
