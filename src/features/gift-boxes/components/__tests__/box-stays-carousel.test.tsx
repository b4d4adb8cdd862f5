import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import BoxStaysCarousel from '../box-stays-carousel';
import { stay } from '../__fixtures__/gift-boxes';

/** An observer that reports its element in view as soon as it watches it (the end of the row reached). */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
  unobserve() {}
}

const pages: Record<number, number[]> = { 1: [1, 2, 3, 4, 5, 6, 7, 8], 2: [9, 10], 3: [] };

function mockPages() {
  const fetchMock = jest.fn(async (url: string) => {
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    return { ok: true, status: 200, json: async () => ({ exactMatch: (pages[page] ?? []).map(stay), searchDetails: { totalCount: 10 } }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const original = global.IntersectionObserver;
afterEach(() => {
  global.IntersectionObserver = original;
});

describe("the box's stays carousel", () => {
  it('loads pages of 8 as the end comes into view and stops at the first empty page', async () => {
    global.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
    const fetchMock = mockPages();
    renderWithProviders(<BoxStaysCarousel code="ROMANCE1N-EBOX" />);
    await screen.findByRole('link', { name: 'Hôtel 10' }, { timeout: 5000 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 5000 });
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(asked.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(asked.every((u) => u.pathname === '/api/boxes/ROMANCE1N-EBOX/offers' && u.searchParams.get('limit') === '8')).toBe(true);
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Hôtel 1' }).getAttribute('href')).toBe('/sejour/1');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fetches no page again when the window regains the focus or the connection comes back (§4)', async () => {
    global.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const fetchMock = mockPages();
    renderWithProviders(<BoxStaysCarousel code="ROMANCE1N-EBOX" />);
    await screen.findByRole('link', { name: 'Hôtel 8' }, { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('loads only the first page while the end of the row is out of view', async () => {
    global.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const fetchMock = mockPages();
    renderWithProviders(<BoxStaysCarousel code="ROMANCE1N-EBOX" />);
    await screen.findByRole('link', { name: 'Hôtel 8' }, { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Oops, something went wrong' when the stays cannot be read", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
    renderWithProviders(<BoxStaysCarousel code="ROMANCE1N-EBOX" />, { locale: 'it-IT' });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Ops, qualcosa è andato storto');
  });
});
