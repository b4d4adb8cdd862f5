/**
 * Analytics bound to the page's configuration: the data layer and tracker live in src/lib/analytics; this hook picks
 * the point of sale's collect endpoint from the app config. Features import analytics from here.
 */
import { useEffect, useMemo } from 'react';
import { collectEndpoint, loadTracker, trackInBrowser, whenIdle } from '@/lib/analytics/use-analytics';
import { whenGranted } from '@/lib/consent/consent-store';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig, type AppConfig } from './app-config';

export { analyticsEvents, type AnalyticsEvent, type AnalyticsItem } from '@/lib/analytics/events';

/** `const { track } = useAnalytics(); track(analyticsEvents.selectItem(list, item));` Does nothing on the server. */
export function useAnalytics(): { track: (event: AnalyticsEvent) => void } {
  const { apiBase, analyticsBase, locale } = useAppConfig();
  const endpoint = collectEndpoint(analyticsBase ?? apiBase, toCatalogLocale(locale));
  // The tracker's code comes once the visitor accepts audience measurement (docs/consent.md), when the browser is idle.
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const stopWaiting = whenGranted('analytics', () => {
      cancelIdle = whenIdle(() => void loadTracker().catch(() => undefined));
    });
    return () => {
      stopWaiting();
      cancelIdle?.();
    };
  }, []);
  return useMemo(() => ({ track: (event: AnalyticsEvent) => trackInBrowser(endpoint, event) }), [endpoint]);
}

/**
 * One event tracked outside a component's render, with the endpoint useAnalytics would pick: for code that loads this
 * module only when it has an event to send (the stay checkout's 'Price update').
 */
export function trackEvent(config: Pick<AppConfig, 'apiBase' | 'analyticsBase' | 'locale'>, event: AnalyticsEvent): void {
  trackInBrowser(collectEndpoint(config.analyticsBase ?? config.apiBase, toCatalogLocale(config.locale)), event);
}
