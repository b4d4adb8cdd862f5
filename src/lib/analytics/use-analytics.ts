import { consentGranted } from '../consent/consent-store';
import { cookieValue } from '../consent/consent';
import { pushToDataLayer } from './data-layer';
import type { AnalyticsEvent } from './events';
import type { Tracker } from './tracker';
import { ANALYTICS_ID_COOKIE, pollUserId, userIdOf } from './user-id-polling';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The collect call of a point of sale: pos is the catalog locale (fr_FR, nl_BE, ...). */
export const collectEndpoint = (analyticsBase: string, pos: string) => `${analyticsBase}/analytics/ga/collect/${pos}`;

type TrackerModule = typeof import('./tracker');

/**
 * The tracker (identity, batching, retries, pagehide flush) is not part of a page's first load: it is fetched when
 * the browser is idle after load, or at the first event if that comes sooner. Events are pushed to the data layer
 * at once; those fired before the tracker is there wait here, with the time they happened, and are collected in order.
 */
let trackerCode: Promise<TrackerModule> | null = null;
const trackers = new Map<string, Tracker>();
const waiting = new Map<string, { event: AnalyticsEvent; at: number }[]>();

export function loadTracker(): Promise<TrackerModule> {
  trackerCode ??= import('./tracker').catch((failure: unknown) => {
    trackerCode = null; // the next event tries again; its queue is kept
    throw failure;
  });
  return trackerCode;
}

/** One tracker per endpoint for the page's life (a client-side locale switch gets its own). */
function browserTracker({ createTracker }: TrackerModule, endpoint: string): Tracker {
  let tracker = trackers.get(endpoint);
  if (!tracker) {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null; // Blocked storage (privacy mode): ids live in memory.
    }
    const created = createTracker({ endpoint, dataLayer: (window.dataLayer ??= []), storage, fetch: window.fetch.bind(window), target: window });
    trackers.set(endpoint, created);
    // A signed-in customer's analytics id becomes the events' user_id (every 1 s, 5 looks: user-id-polling.ts).
    pollUserId({ read: readAccountId, onFound: (id) => created.setUserId(id) });
    tracker = created;
  }
  return tracker;
}

function readAccountId(): string | null {
  try {
    return userIdOf(cookieValue(document.cookie, ANALYTICS_ID_COOKIE));
  } catch {
    return null;
  }
}

function drain(endpoint: string) {
  loadTracker().then(
    (code) => {
      const tracker = browserTracker(code, endpoint);
      const queued = waiting.get(endpoint) ?? [];
      waiting.delete(endpoint);
      for (const { event, at } of queued) tracker.collect(event, at);
    },
    () => undefined,
  );
}

/**
 * Pushes the event to the data layer (with the visitor's consent to advertising) and hands it to the endpoint's
 * tracker (with consent to analytics; queued until its code is there). Without consent the event is dropped: nothing
 * is sent, queued or stored before the visitor accepts (docs/consent.md).
 */
export function trackInBrowser(endpoint: string, event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (consentGranted('advertising')) pushToDataLayer((window.dataLayer ??= []), event);
  if (!consentGranted('analytics')) return;
  const tracker = trackers.get(endpoint);
  if (tracker) {
    tracker.collect(event);
    return;
  }
  const queue = waiting.get(endpoint) ?? [];
  queue.push({ event, at: Date.now() });
  waiting.set(endpoint, queue);
  drain(endpoint);
}

export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
};
