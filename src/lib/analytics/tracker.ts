import { MAX_EVENTS_PER_CALL, type CollectBody, type CollectedEvent } from './collect-body';
import { pushToDataLayer } from './data-layer';
import type { AnalyticsEvent } from './events';
import { createIdentity } from './identity';
import { REPORT_TIMEOUT_MS, withTimeout } from '../fetch-timeout';

/** Search spec §9: retry 4 times every 150 ms. Events wait this long to travel together. */
export const RETRIES = 4;
export const RETRY_DELAY_MS = 150;
export const BATCH_DELAY_MS = 1000;

export type Tracker = {
  /** Push the event to the data layer now, and queue it for the collect call. */
  track(event: AnalyticsEvent): void;
  /** Queue an event already pushed to the data layer (`at`: when it happened) for the collect call. */
  collect(event: AnalyticsEvent, at?: number): void;
  /** Send what is queued (the timer and pagehide call this). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  setUserId(userId: string | undefined): void;
  /** Stop listening to the page (tests, hot reload). */
  dispose(): void;
};

export type TrackerOptions = {
  /** `{analyticsBase}/analytics/ga/collect/{pos}` */
  endpoint: string;
  dataLayer: unknown[];
  storage: Storage | null;
  fetch: typeof fetch;
  now?: () => number;
  /** Where pagehide / visibilitychange are heard; omitted on the server and in some tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Pick<Document, 'visibilityState'> };
  userId?: string;
  onDrop?: (events: CollectedEvent[], error: unknown) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? Date.now;
  const identity = createIdentity(options.storage, now);
  let userId = options.userId;
  const queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(body: CollectBody, keepalive: boolean): Promise<void> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      if (attempt > 0) await sleep(RETRY_DELAY_MS);
      try {
        const response = await options.fetch(
          options.endpoint,
          withTimeout({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive }, REPORT_TIMEOUT_MS),
        );
        if (response.ok) return;
        lastError = new Error(`collect answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    (options.onDrop ?? ((_events, error) => console.warn('Analytics events dropped', error)))(body.events, lastError);
  }

  async function flush({ keepalive = false } = {}): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batches: CollectedEvent[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, MAX_EVENTS_PER_CALL));
    const base = { client_id: identity.clientId(), ...(userId ? { user_id: userId } : {}) };
    await Promise.all(batches.map((events) => send({ ...base, events }, keepalive)));
  }

  const onPageHide = () => void flush({ keepalive: true });
  const onVisibility = () => {
    if (options.target?.document?.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  options.target?.addEventListener('pagehide', onPageHide);
  options.target?.addEventListener('visibilitychange', onVisibility);

  function collect(event: AnalyticsEvent, at = now()) {
    queue.push({ ...event, session_id: identity.touchSession(), timestamp_ms: at } as CollectedEvent);
    timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS);
  }

  return {
    track(event) {
      pushToDataLayer(options.dataLayer, event);
      collect(event);
    },
    collect,
    flush,
    setUserId(id) {
      userId = id;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      options.target?.removeEventListener('pagehide', onPageHide);
      options.target?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
