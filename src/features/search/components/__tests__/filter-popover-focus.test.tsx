import { expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DEFAULT_SEARCH_STATE } from '@/shared/search-address';
import { answer, offer } from '../__fixtures__/offers';
import { LazyFilterBar } from '../lazy-filter-bar';

// Issue 23: a filter dropdown opened from the keyboard puts the focus on its first option, not below the options.
it('opens a dropdown with the focus on its first option, even when the options arrive after the opening', async () => {
  // The facet counts (the facility options) arrive once the dropdown is open, above the pets switch.
  let release: () => void = () => {};
  const facetsHere = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/facets.json')) {
      await facetsHere;
      const body = { properties: [{ propertyType: 'facility', values: [{ name: 'spa', id: 1, label: 'Spa', count: 5 }, { name: 'pool', id: 2, label: 'Piscine', count: 3 }] }] };
      return { ok: true, status: 200, json: async () => body } as Response;
    }
    return { ok: true, status: 200, json: async () => answer([offer({}, 1)], 3) } as Response;
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderWithProviders(<LazyFilterBar state={DEFAULT_SEARCH_STATE} navigate={jest.fn()} total={3} />);
  act(() => screen.getByRole('button', { name: 'Équipements' }).focus());
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Équipements' });
  act(() => release());
  const first = await within(panel).findByRole('checkbox', { name: /Spa/ });
  await waitFor(() => expect(first).toHaveFocus());
  // The footer's buttons come after the options.
  await user.tab();
  expect(within(panel).getByRole('checkbox', { name: /Piscine/ })).toHaveFocus();
});
