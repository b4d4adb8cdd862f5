import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { analyticsEvents } from '@/lib/analytics/events';
import { useAnalytics } from '@/shared/analytics';

function Card() {
  const { track } = useAnalytics();
  return (
    <button type="button" onClick={() => track(analyticsEvents.selectItem({ id: 'home', name: 'Home' }, { item_id: '9', item_name: 'Stay' }))}>
      Stay
    </button>
  );
}

describe('useAnalytics', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // First in the file: the tracker's code is not loaded yet, as on a page's first events.
  it('keeps the events fired before the tracker is loaded, in order and with the time they happened', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-04T10:00:00Z') });
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue({ ok: true, status: 204 } as Response);
    window.fetch = fetchMock;
    renderWithProviders(<Card />, { locale: 'fr-FR', config: { apiBase: '/api' } });

    const start = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    jest.setSystemTime(start + 300);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'select_item')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body)) as { events: { name: string; timestamp_ms: number }[] };
    expect(body.events.map((e) => [e.name, e.timestamp_ms])).toEqual([
      ['select_item', start],
      ['select_item', start + 300],
    ]);
  });

  it("sends to the visitor's point of sale under the configured analytics base", async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue({ ok: true, status: 204 } as Response);
    window.fetch = fetchMock;
    renderWithProviders(<Card />, { locale: 'nl-BE', config: { apiBase: '/api', analyticsBase: 'https://api.escapade.example' } });

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'select_item' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledWith('https://api.escapade.example/analytics/ga/collect/nl_BE', expect.objectContaining({ method: 'POST' }));
  });
});
