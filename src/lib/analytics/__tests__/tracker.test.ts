import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { collectBodySchema, type CollectBody } from '../collect-body.schema';
import { analyticsEvents, type AnalyticsItem } from '../events';
import { CLIENT_ID_KEY, SESSION_KEY } from '../identity';
import { createTracker, type Tracker, type TrackerOptions } from '../tracker';

const ENDPOINT = '/api/analytics/ga/collect/es_ES';
const stay: AnalyticsItem = { item_id: '4211', item_name: 'Spa weekend in Sitges', item_category: 'stay', price: 189.5 };
const list = { id: 'search-results', name: 'Search results' };

const ok = () => ({ ok: true, status: 204 }) as Response;
const failing = () => ({ ok: false, status: 503 }) as Response;

describe('analytics tracker', () => {
  let fetchMock: jest.Mock<typeof fetch>;
  let dataLayer: unknown[];
  let tracker: Tracker;
  let window: EventTarget & { document: { visibilityState: DocumentVisibilityState } };

  const start = (options: Partial<TrackerOptions> = {}) => {
    tracker = createTracker({
      endpoint: ENDPOINT,
      dataLayer,
      storage: localStorage,
      fetch: fetchMock,
      target: window as unknown as TrackerOptions['target'],
      ...options,
    });
    return tracker;
  };
  const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as CollectBody);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    localStorage.clear();
    fetchMock = jest.fn<typeof fetch>().mockResolvedValue(ok());
    dataLayer = [];
    window = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' as DocumentVisibilityState } });
  });
  afterEach(() => {
    tracker.dispose();
    jest.useRealTimers();
  });

  it('pushes events to the data layer at once, e-commerce ones under a fresh `ecommerce`', () => {
    start();
    tracker.track(analyticsEvents.selectItem(list, stay));
    tracker.track(analyticsEvents.searchOverlay('display', 'destination'));
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: { item_list_id: 'search-results', item_list_name: 'Search results', items: [{ ...stay, item_list_id: 'search-results', item_list_name: 'Search results' }] },
      },
      { event: 'search_overlay', action: 'display', overlay: 'destination' },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the events of a short moment together to the collect call', async () => {
    start({ userId: 'customer-77' });
    tracker.track(analyticsEvents.viewItem(stay));
    tracker.track(analyticsEvents.calendarCheckin('2026-06-12', 'product'));
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, keepalive: false });
    const body = sentBodies()[0];
    expect(collectBodySchema.safeParse(body).success).toBe(true);
    expect(body.user_id).toBe('customer-77');
    expect(body.client_id).toMatch(/^\d+\.\d+$/);
    expect(body.events.map((e) => e.name)).toEqual(['view_item', 'calendar_checkin']);
    expect(body.events[0]).toMatchObject({ params: { currency: 'EUR', value: 189.5 }, timestamp_ms: Date.parse('2026-05-01T10:00:00Z') });
  });

  it('omits the user id when there is none', async () => {
    start();
    tracker.track(analyticsEvents.viewPromotion({ id: 'spring', name: 'Spring sale', slot: 'home-banner' }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(sentBodies()[0]).not.toHaveProperty('user_id');
  });

  it('sends what is left with keepalive when the page goes away', async () => {
    start();
    tracker.track(analyticsEvents.addToCart([{ ...stay, quantity: 2 }]));
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true });
    expect(sentBodies()[0].events[0].params).toMatchObject({ value: 379 });

    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the batch timer was cancelled: nothing sent twice
  });

  it('also sends when the tab is hidden (mobile browsers may never fire pagehide)', async () => {
    start();
    tracker.track(analyticsEvents.personalizationItem({ item_id: 'BOX-12', item_name: 'Wellness box' }, 'physical'));
    window.document.visibilityState = 'hidden';
    window.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });

  it('retries a failed call 4 times, 150 ms apart, then gives up', async () => {
    fetchMock.mockResolvedValue(failing());
    const onDrop = jest.fn();
    start({ onDrop });
    tracker.track(analyticsEvents.viewItemList(list, [stay]));
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(149);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(450);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(onDrop).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('stops retrying as soon as a call succeeds, network errors included', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(failing()).mockResolvedValue(ok());
    const onDrop = jest.fn();
    start({ onDrop });
    tracker.track(analyticsEvents.searchOverlay('click', 'destination', 'Barcelona'));
    await jest.advanceTimersByTimeAsync(1000 + 150 * 4);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('splits more than 25 events into several calls', async () => {
    start();
    for (let i = 0; i < 30; i++) tracker.track(analyticsEvents.selectItem(list, { ...stay, index: i }));
    await tracker.flush();
    expect(sentBodies().map((b) => b.events.length)).toEqual([25, 5]);
  });
});

describe('analytics identity', () => {
  let tracker: Tracker;
  let fetchMock: jest.Mock<typeof fetch>;
  const start = () => {
    tracker = createTracker({ endpoint: ENDPOINT, dataLayer: [], storage: localStorage, fetch: fetchMock });
    return tracker;
  };
  const lastBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as CollectBody;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    localStorage.clear();
    fetchMock = jest.fn<typeof fetch>().mockResolvedValue(ok());
  });
  afterEach(() => {
    tracker.dispose();
    jest.useRealTimers();
  });

  it('keeps the client id across page loads', async () => {
    start().track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    const first = lastBody().client_id;
    tracker.dispose();
    start().track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    expect(lastBody().client_id).toBe(first);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(first);
  });

  it.each(['', 'not-an-id', '{"x":1}', '123.'])('replaces a corrupt stored client id (%p)', async (stored) => {
    localStorage.setItem(CLIENT_ID_KEY, stored);
    start().track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    expect(lastBody().client_id).toMatch(/^\d+\.\d+$/);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(lastBody().client_id);
  });

  it('keeps the session while events keep coming, and starts a new one after 30 quiet minutes', async () => {
    start().track(analyticsEvents.viewItem(stay));
    await jest.advanceTimersByTimeAsync(29 * 60 * 1000);
    tracker.track(analyticsEvents.viewItem(stay));
    await jest.advanceTimersByTimeAsync(30 * 60 * 1000 + 1);
    tracker.track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    const sessions = fetchMock.mock.calls.flatMap(([, init]) => (JSON.parse(String(init?.body)) as CollectBody).events.map((e) => e.session_id));
    expect(sessions[0]).toBe(sessions[1]);
    expect(sessions[2]).not.toBe(sessions[1]);
  });

  it('survives a corrupt session and a storage that throws', async () => {
    localStorage.setItem(SESSION_KEY, '{oops');
    start().track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    expect(lastBody().events[0].session_id).toMatch(/^\d+$/);
    tracker.dispose();

    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    tracker = createTracker({ endpoint: ENDPOINT, dataLayer: [], storage: broken, fetch: fetchMock });
    tracker.track(analyticsEvents.viewItem(stay));
    await tracker.flush();
    expect(collectBodySchema.safeParse(lastBody()).success).toBe(true);
  });
});

describe('event builders', () => {
  it('number list items by their position and name the list on each', () => {
    const event = analyticsEvents.viewItemList(list, [stay, { ...stay, item_id: '4212' }]);
    expect(event.params).toMatchObject({ items: [{ index: 0, item_list_name: 'Search results' }, { index: 1, item_id: '4212' }] });
  });

  it('produce events the collect endpoint accepts, and it refuses malformed ones', () => {
    const body = (events: unknown[]) => ({ client_id: '1.1700000000', events: events.map((e) => ({ ...(e as object), session_id: '1', timestamp_ms: 1 })) });
    const all = [
      analyticsEvents.viewItem(stay),
      analyticsEvents.viewItemList(list, [stay]),
      analyticsEvents.selectItem(list, stay),
      analyticsEvents.addToCart([stay]),
      analyticsEvents.personalizationItem(stay),
      analyticsEvents.viewPromotion({ id: 'p', name: 'Promo' }),
      analyticsEvents.searchOverlay('display', 'dates'),
      analyticsEvents.calendarCheckin('2026-06-12', 'search'),
    ];
    expect(collectBodySchema.safeParse(body(all)).success).toBe(true);
    expect(collectBodySchema.safeParse(body([analyticsEvents.calendarCheckin('12/06/2026', 'search')])).success).toBe(false);
    expect(collectBodySchema.safeParse(body([{ name: 'page_view', params: {} }])).success).toBe(false);
    expect(collectBodySchema.safeParse({ client_id: '1.1', events: [] }).success).toBe(false);
  });
});
