import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { analyticsEvents } from '@/lib/analytics/events';
import { CLIENT_ID_KEY } from '@/lib/analytics/identity';
import { resetConsentStoreForTests, saveConsent } from '@/lib/consent/consent-store';
import { useAnalytics } from '@/shared/analytics';

function Card() {
  const { track } = useAnalytics();
  return (
    <button type="button" onClick={() => track(analyticsEvents.selectItem({ id: 'home', name: 'Home' }, { item_id: '9', item_name: 'Stay' }))}>
      Stay
    </button>
  );
}

const selectItems = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'select_item');

describe('analytics wait for consent', () => {
  beforeEach(() => {
    document.cookie = 'escapade-consent=; Path=/; Max-Age=0';
    resetConsentStoreForTests();
    window.dataLayer = [];
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = 'escapade-consent=v=1&analytics=1&advertising=1&at=1764201600; Path=/';
    resetConsentStoreForTests();
  });

  it('sends, pushes and stores nothing before the visitor answers, then only what comes after an acceptance', async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue({ ok: true, status: 202 } as Response);
    window.fetch = fetchMock;
    renderWithProviders(<Card />, { locale: 'fr-FR', config: { apiBase: '/api' } });

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(selectItems()).toHaveLength(0);
    expect(window.localStorage.getItem(CLIENT_ID_KEY)).toBeNull();

    act(() => saveConsent({ analytics: false, advertising: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(selectItems()).toHaveLength(0);

    act(() => saveConsent({ analytics: true, advertising: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body)) as { events: unknown[] };
    expect(body.events).toHaveLength(1);
    expect(selectItems()).toHaveLength(0); // advertising still refused: the data layer stays empty
  });
});
