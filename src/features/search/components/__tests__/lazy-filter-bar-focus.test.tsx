import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { parseSearchState } from '@/shared/search-address';
import { answer, mockFetch, offer } from '../__fixtures__/offers';
import { LazyFilterBar, preloadFilterBar } from '../lazy-filter-bar';

// A first visit (fresh module) by keyboard: focusing a button fetches the code; the real bar keeps that focus.
describe('LazyFilterBar by keyboard', () => {
  it('keeps the focused button focused when the real bar takes its place, and Enter then opens its dropdown', async () => {
    mockFetch((url) => ({ body: url.pathname.endsWith('/facets.json') ? { properties: [] } : answer([offer({}, 1)], 3) }));
    const user = userEvent.setup();
    renderWithProviders(<LazyFilterBar state={parseSearchState('', {}, new Date('2026-06-01T10:00:00Z'), 'Europe/Paris')} navigate={jest.fn()} total={3} />);
    const facadeButton = screen.getByRole('button', { name: 'Activités' });
    act(() => facadeButton.focus());
    expect(facadeButton).toHaveFocus();

    await act(async () => {
      await preloadFilterBar();
    });
    await waitFor(() => expect(facadeButton).not.toBeInTheDocument());
    const realButton = screen.getByRole('button', { name: 'Activités' });
    expect(realButton).toHaveFocus();

    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Activités' });
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activités' })).toHaveFocus();
  });
});
