import { useMemo } from 'react';
import { useAppConfig } from '@/site/app-config-context';
import { toCatalogLocale } from '@/lib/locales';
import type { AnalyticsEvent } from './events';
import { createTracker, type Tracker } from './tracker';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The collect call of a point of sale: pos is the catalog locale (fr_FR, nl_BE, ...). */
export const collectEndpoint = (analyticsBase: string, pos: string) => `${analyticsBase}/analytics/ga/collect/${pos}`;

const trackers = new Map<string, Tracker>();

/** One tracker per endpoint for the page's life (a client-side locale switch gets its own). */
export function browserTracker(endpoint: string): Tracker | undefined {
  if (typeof window === 'undefined') return undefined;
  let tracker = trackers.get(endpoint);
  if (!tracker) {
    window.dataLayer ??= [];
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null; // Blocked storage (privacy mode): ids live in memory.
    }
    tracker = createTracker({ endpoint, dataLayer: window.dataLayer, storage, fetch: window.fetch.bind(window), target: window });
    trackers.set(endpoint, tracker);
  }
  return tracker;
}

/** `const { track } = useAnalytics(); track(analyticsEvents.selectItem(list, item));` Does nothing on the server. */
export function useAnalytics(): { track: (event: AnalyticsEvent) => void } {
  const { apiBase, analyticsBase, locale } = useAppConfig();
  const endpoint = collectEndpoint(analyticsBase ?? apiBase, toCatalogLocale(locale));
  return useMemo(() => ({ track: (event: AnalyticsEvent) => browserTracker(endpoint)?.track(event) }), [endpoint]);
}
