import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { answer, mockFetch, offer } from '@/features/search/components/__fixtures__/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SearchResults } from '@/features/search/components/search-results';
import { loadLiveBox } from '../search-box';
import { dayFromToday, shortDay, THEMES } from '@/testing/search-box-fixtures';

// The calendar's grid is loaded with next/dynamic when it first opens.
configure({ asyncUtilTimeout: 4000 });

const checkin = dayFromToday(20);
const checkout = dayFromToday(22);

/** Opens the results page at `url` with the real box above them, named by the results as on the page. */
async function setup(url: string, { labels = {} as Record<string, string> } = {}) {
  window.history.replaceState(null, '', url);
  const calls = mockFetch((asked) => {
    if (asked.pathname.endsWith('/offers.json')) {
      const city = asked.searchParams.get('cityId');
      return { body: answer([offer()], 1, { destination: city ? (labels[city] ?? null) : null }) };
    }
    if (asked.pathname.includes('/availabilities.json')) {
      return { body: { days: { [checkin]: { price: '97 €', amount: 97, minLos: 2, displayTotalPrice: 194, day: checkin, promo: 0, bestPriceOfTheMonth: true } } } };
    }
    return { status: 204, body: null };
  });
  const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const replace = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const router = { push, replace, query, events: { on: () => {}, off: () => {}, emit: () => {} } } as unknown as Partial<NextRouter>;
  const user = userEvent.setup({ delay: null });
  const Live = await loadLiveBox();
  renderWithProviders(<SearchResults serverQuery={query} path="/recherche" searchBox={(name) => <Live themes={THEMES} destinationName={name} />} />, {
    router,
    config: { page: 'search' },
  });
  const form = screen.getByRole('search', { name: /^Rechercher un/ });
  return { user, form, calls, pushed: () => push.mock.calls.map(([u]) => u), replaced: () => replace.mock.calls.map(([u]) => u) };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('The search box on the results page', () => {
  it('shows the destination, dates, theme and guests of the address, and follows it when it changes', async () => {
    const { form } = await setup(`/recherche#city=2996944&checkin=${checkin}&checkout=${checkout}&b=1&theme=26`, { labels: { '2996944': 'Lyon', '2797656': 'Gand' } });
    const destination = within(form).getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(destination).toHaveValue('Lyon'));
    expect(within(form).getByRole('button', { name: /^Dates/ })).toHaveTextContent(`${shortDay(checkin)} – ${shortDay(checkout)}`);
    expect(within(form).getByRole('button', { name: /^Thématique/ })).toHaveTextContent('Bien-être');
    expect(within(form).getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes, 1 bébé');

    act(() => {
      window.history.pushState(null, '', '/recherche?flow=gifting#city=2797656');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(destination).toHaveValue('Gand'));
    expect(screen.getByRole('radio', { name: 'Cadeaux' })).toBeChecked();
    expect(within(form).queryByRole('button', { name: /^Dates/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes');
  });

  it('names the destination from the query or the recent searches while the results load', async () => {
    window.localStorage.setItem('escapade.recentSearches', JSON.stringify([{ id: 3, label: 'Hôtel Le Relais de Lyon', category: 'hotel' }]));
    const { form } = await setup('/recherche#hotel=3');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Destination' })).toHaveValue('Hôtel Le Relais de Lyon'));
  });

  it('searches again from the first page, keeping the filters and sort, with the destination name as from', async () => {
    const { user, form, pushed } = await setup('/recherche?page=2#city=2996944&priceMax=20000&sort=priceAsc', { labels: { '2996944': 'Lyon' } });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon'));
    await user.click(within(form).getByRole('button', { name: 'Rechercher' }));
    expect(pushed()).toEqual(['/recherche?from=Lyon#city=2996944&priceMax=20000&sort=priceAsc']);
  });

  it('switching to Gifts searches the gifts at once, without the dates and the filters', async () => {
    const { user, pushed } = await setup(`/recherche#city=2996944&checkin=${checkin}&checkout=${checkout}&priceMax=20000`, { labels: { '2996944': 'Lyon' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon'));
    await user.click(screen.getByRole('radio', { name: 'Cadeaux' }));
    expect(pushed()).toEqual(['/recherche?flow=gifting&from=Lyon#city=2996944']);
  });

  it("shows a hotel's prices and minimum stays in the calendar when the search concerns that hotel", async () => {
    const { user, form, calls } = await setup('/recherche?flow=hotel#hotelId=3');
    await user.click(within(form).getByRole('button', { name: /^Dates/ }));
    const day = await screen.findByText(new RegExp(`${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full' }).format(new Date(`${checkin}T12:00:00`))}$`));
    await waitFor(() => expect(day.closest('button')).toHaveTextContent('97 €'));
    expect(day.closest('button')).toHaveAccessibleName(/séjour minimum de 2 nuits$/);
    const asked = calls.find((url) => url.pathname === '/api/hotels/3/availabilities.json');
    expect(asked?.searchParams.get('length')).toBe('12');
    expect(asked?.searchParams.get('locale')).toBe('fr_FR');
  });

  it('carries a flexible search (issue 36): the box says it, the catalog is asked for it, and a new one is searched from the calendar', async () => {
    const monthAhead = (n: number) => {
      const today = new Date();
      const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() + n, 15));
      return { key: d.toISOString().slice(0, 7), name: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d) };
    };
    const [second, third] = [monthAhead(2), monthAhead(3)];
    const { user, form, calls, pushed } = await setup(`/recherche#city=2996944&c=1&flex=weekend&months=${second.key}`, { labels: { '2996944': 'Lyon' } });
    const dates = within(form).getByRole('button', { name: /^Dates/ });
    expect(dates).toHaveTextContent(`Un week-end en ${second.name.split(' ')[0]}`);
    await waitFor(() => expect(calls.find((url) => url.pathname.endsWith('/offers.json'))).toBeDefined());
    const asked = calls.find((url) => url.pathname.endsWith('/offers.json'))!;
    expect([asked.searchParams.get('flexibleArrival'), asked.searchParams.get('flexibleNights'), asked.searchParams.get('flexibleMonths'), asked.searchParams.get('checkin')]).toEqual(['weekend', '2', second.key, null]);

    await user.click(dates);
    const panel = await screen.findByRole('tabpanel', { name: 'Dates flexibles' });
    await user.click(within(panel).getByRole('radio', { name: /^2 nuits/ }));
    await user.click(within(panel).getByRole('button', { name: third.name }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await user.click(within(form).getByRole('button', { name: 'Rechercher' }));
    expect(pushed()).toEqual([`/recherche?from=Lyon#c=1&city=2996944&flex=any&months=${second.key},${third.key}&night=2`]);
  });
});
