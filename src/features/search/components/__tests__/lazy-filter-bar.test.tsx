import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { parseSearchState, type SearchState } from '@/shared/search-address';
import { answer, mockFetch, offer } from '../__fixtures__/offers';
import { LazyFilterBar } from '../lazy-filter-bar';

// The dropdowns' code loads on first use; this file sees a first visit (a fresh module), then a later page.
const state = (hash: string): SearchState => parseSearchState(hash, {}, new Date('2026-06-01T10:00:00Z'), 'Europe/Paris');

function catalog() {
  mockFetch((url) =>
    url.pathname.endsWith('/facets.json')
      ? { body: { properties: [{ propertyType: 'facility', values: [{ name: 'spa', id: 1, label: 'Spa', count: 5 }] }] } }
      : { body: answer([offer({}, 1)], 7) },
  );
}

describe('LazyFilterBar', () => {
  it('shows the closed bar at once, then opens the pressed dropdown with the focus inside once its code is here', async () => {
    catalog();
    const navigate = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<LazyFilterBar state={state('facilities=spa&stars=4')} navigate={navigate} total={40} />);

    const bar = screen.getByRole('navigation', { name: 'Filtres' });
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Activités', 'Prix', 'Distance', 'Équipements', expect.stringMatching(/^Plus de filtres/)]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(within(bar).getByText('1', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Équipements' }));
    const panel = await screen.findByRole('dialog', { name: 'Équipements' });
    expect(screen.getByRole('button', { name: 'Équipements' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(await within(panel).findByRole('checkbox', { name: /Spa/ })).toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a later page of the visit, draws the real bar at once', async () => {
    catalog();
    const user = userEvent.setup();
    renderWithProviders(<LazyFilterBar state={state('')} navigate={jest.fn()} total={40} />);
    await user.click(screen.getByRole('button', { name: 'Prix' }));
    expect(screen.getByRole('dialog', { name: 'Prix' })).toBeInTheDocument();
  });
});
