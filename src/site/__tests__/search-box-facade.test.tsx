import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResultsSearchBoxFacade } from '@/features/search-box/components/results-search-box';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import { SEARCH_BOX_WIRING } from '../search-box';
import { dayFromToday, shortDay, THEMES } from '@/testing/search-box-fixtures';

// The real box is a chunk of its own (next/dynamic), loaded on first use.
configure({ asyncUtilTimeout: 8000 });

const isFacade = (element: HTMLElement) => element.closest('[data-facade]') !== null;

function router(): Partial<NextRouter> {
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const done = () => Promise.resolve(true);
  return { push: jest.fn(done), replace: jest.fn(done), query, events: { on: () => {}, off: () => {}, emit: () => {} } } as unknown as Partial<NextRouter>;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: true, status: 204, json: () => Promise.resolve(null) } as Response));
});

// In this order: once the real box is loaded (the last test), a page drawn in the browser shows it at once.
describe('The search box before first use', () => {
  it('draws the box at rest on the home page, with the real names and roles', () => {
    window.history.replaceState(null, '', '/');
    renderWithProviders(<StartSearchBoxFacade wiring={SEARCH_BOX_WIRING} themes={THEMES} flow="gifting" />, { router: router(), config: { page: 'home' } });
    expect(screen.getByRole('radio', { name: 'Cadeaux' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Offrez un séjour cadeau' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: /^Rechercher un/ });
    const destination = within(form).getByRole('combobox', { name: 'Destination' });
    expect(destination).toHaveValue('');
    expect(isFacade(destination)).toBe(true);
    expect(within(form).queryByRole('button', { name: /^Dates/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Thématique/ })).toHaveTextContent('Toutes');
    expect(within(form).getByRole('button', { name: /^Voyageurs/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it("shows the address's search on the results page", async () => {
    const checkin = dayFromToday(20);
    const checkout = dayFromToday(22);
    window.history.replaceState(null, '', `/recherche?from=Lyon#city=2996944&checkin=${checkin}&checkout=${checkout}&b=1&theme=26`);
    renderWithProviders(<ResultsSearchBoxFacade wiring={SEARCH_BOX_WIRING} themes={THEMES} />, { router: router(), config: { page: 'search' } });
    const form = screen.getByRole('search', { name: /^Rechercher un/ });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon'));
    expect(isFacade(within(form).getByRole('combobox', { name: 'Destination' }))).toBe(true);
    expect(within(form).getByRole('button', { name: /^Dates/ })).toHaveTextContent(`${shortDay(checkin)} – ${shortDay(checkout)}`);
    expect(within(form).getByRole('button', { name: /^Thématique/ })).toHaveTextContent('Bien-être');
    expect(within(form).getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes, 1 bébé');
  });

  it('puts the dates kept in the session into the address, so the results are priced for them', async () => {
    const checkin = dayFromToday(20);
    const checkout = dayFromToday(22);
    window.sessionStorage.setItem('escapade.search.dates', JSON.stringify({ checkin, checkout }));
    window.history.replaceState(null, '', '/recherche#city=2996944');
    const replace = jest.fn((url: string) => {
      void url;
      return Promise.resolve(true);
    });
    renderWithProviders(<ResultsSearchBoxFacade wiring={SEARCH_BOX_WIRING} themes={THEMES} />, { router: { ...router(), replace } as Partial<NextRouter>, config: { page: 'search' } });
    await waitFor(() => expect(replace.mock.calls.map(([url]) => url)).toEqual([`/recherche#checkin=${checkin}&checkout=${checkout}&city=2996944&night=2`]));
  });

  it('gives way to the real box on first use, keeping the focus and the text typed meanwhile', async () => {
    window.history.replaceState(null, '', '/');
    renderWithProviders(<StartSearchBoxFacade wiring={SEARCH_BOX_WIRING} themes={THEMES} flow="booking" />, { router: router(), config: { page: 'home' } });
    // Focused and typed into before the real box's code arrives (in one go: nothing awaited in between).
    const facade = screen.getByRole('combobox', { name: 'Destination' });
    act(() => facade.focus());
    fireEvent.change(facade, { target: { value: 'Ly' } });
    expect(facade).toHaveValue('Ly');
    await waitFor(() => expect(isFacade(screen.getByRole('combobox', { name: 'Destination' }))).toBe(false));
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    expect(destination).toHaveFocus();
    expect(destination).toHaveValue('Ly');
    expect(destination).toHaveAttribute('aria-expanded', 'true');
  });
});
