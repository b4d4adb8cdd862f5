import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { analyticsEvents } from '../events';
import { useAnalytics } from '../use-analytics';

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
