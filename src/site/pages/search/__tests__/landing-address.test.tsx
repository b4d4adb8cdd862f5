import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockFetch, offer } from '@/features/search/components/__fixtures__/offers';
import { SearchResults } from '@/features/search/components/search-results';
import { SearchLandingContext } from '@/shared/search-address/use-search-state';
import type { SearchLanding } from '@/shared/search-address';
import { renderWithProviders } from '@/testing/render-with-providers';

const LYON: SearchLanding = { path: '/recherche/lyon', criteria: { city: 2996944 } };
const ROMANTIC: SearchLanding = { path: '/recherche/theme/romantique', criteria: { theme: 23 } };

/** The results of a landing page with the browser at `address`. */
function renderAt(landing: SearchLanding, address: string, query: Record<string, string> = {}) {
  window.history.replaceState(null, '', address);
  return renderWithProviders(
    <SearchLandingContext.Provider value={landing}>
      <SearchResults serverQuery={query} path="/recherche" />
    </SearchLandingContext.Provider>,
  );
}

const offers = (n: number) => Array.from({ length: n }, (_, i) => offer({}, i + 1));
const requested = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname.endsWith('/offers.json'));
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('a landing page in the browser', () => {
  it('searches the landing city with the hash criteria on top', async () => {
    mockFetch(() => ({ body: answer(offers(3), 3) }));
    renderAt(LYON, '/recherche/lyon#a=3');
    await screen.findByRole('heading', { name: '3 offres' });
    const [url] = requested();
    expect(url.searchParams.get('cityId')).toBe('2996944');
    expect(url.searchParams.get('adults')).toBe('3');
  });

  it('stays on the landing address when sorting, without repeating the city in the hash', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    const user = userEvent.setup();
    renderAt(LYON, '/recherche/lyon#a=3');
    await screen.findByRole('heading', { name: '2 offres' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix croissant');
    expect(address()).toBe('/recherche/lyon#a=3&sort=priceAsc');
    await waitFor(() => expect(requested().at(-1)?.searchParams.get('orderBy')).toBe('priceAsc'));
    expect(requested().at(-1)?.searchParams.get('cityId')).toBe('2996944');
  });

  it('keeps the landing path in page links, and the theme out of the hash', async () => {
    mockFetch(() => ({ body: answer(offers(24), 100) }));
    renderAt(ROMANTIC, '/recherche/theme/romantique?flow=gifting#city=42', { flow: 'gifting' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/recherche/theme/romantique?flow=gifting&page=1#city=42');
    const [url] = requested();
    expect(url.searchParams.get('themeIds')).toBe('23');
    expect(url.searchParams.get('cityId')).toBe('42');
  });

  it('once the address has left the landing path (a shallow push), the path no longer adds its city', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    renderAt(LYON, '/recherche#lat=45.76&lng=4.83&distanceMax=10');
    await screen.findByRole('heading', { name: '2 offres' });
    const [url] = requested();
    expect(url.searchParams.get('cityId')).toBeNull();
    expect(url.searchParams.get('distanceMax')).toBe('10');
  });
});
