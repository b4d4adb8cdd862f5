import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SearchResults } from '../search-results';
import { answer, mockFetch, offer } from '../__fixtures__/offers';

type RenderOptions = Parameters<typeof renderWithProviders>[1];

function renderAt(hash: string, query: Record<string, string> = {}, options: RenderOptions = {}) {
  const search = new URLSearchParams(query).toString();
  window.history.replaceState(null, '', `/recherche${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`);
  return renderWithProviders(<SearchResults serverQuery={query} path="/recherche" />, options);
}

const offers = (n: number, from = 1) => Array.from({ length: n }, (_, i) => offer({}, from + i));
const hashOf = () => new URLSearchParams(window.location.hash.slice(1));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('SearchResults states', () => {
  it('shows skeleton cards while loading, then the results and their count', async () => {
    mockFetch(() => ({ body: answer(offers(3), 3) }));
    renderAt('');
    expect(screen.getByRole('status')).toHaveTextContent(/Chargement|chargement/);
    expect(await screen.findByRole('heading', { name: '3 offres' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when the search fails', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAt('');
    expect(await screen.findByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
  });

  it('with no results and nothing to widen, offers to remove all filters', async () => {
    mockFetch(() => ({ body: answer([], 0) }));
    const user = userEvent.setup();
    renderAt('facilities=spa&stars=4');
    expect(await screen.findByText(/Aucun résultat\. Pour obtenir plus de résultats/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer tous les filtres' }));
    expect(hashOf().get('facilities')).toBeNull();
    expect(hashOf().get('stars')).toBeNull();
  });

  it('when the party empties the page (a=999 reads as 20 adults), offers to search for 2 adults, filters kept', async () => {
    // Only the usual party finds offers: 20 adults find nothing, here or in any fallback block.
    mockFetch((url) => ({ body: url.searchParams.get('adults') === '20' ? answer([], 0) : answer(offers(1), 1338) }));
    const user = userEvent.setup();
    renderAt('a=999&facilities=spa');
    const notice = await screen.findByTestId('party-reset');
    expect(notice).toHaveTextContent(/^Aucun séjour ne correspond à ce nombre de voyageurs\. Pour 2 adultes, 1\s338 offres vous attendent\./);
    // 'Remove all filters' keeps the party (it is not a filter): the notice is the way out.
    await user.click(screen.getByRole('button', { name: 'Supprimer tous les filtres' }));
    expect(hashOf().get('a')).toBe('20');
    await user.click(await screen.findByRole('button', { name: 'Rechercher pour 2 adultes' }));
    expect(hashOf().get('a')).toBeNull();
    expect(await screen.findByRole('heading', { name: /1\s338 offres/ })).toBeInTheDocument();
    expect(screen.queryByTestId('party-reset')).not.toBeInTheDocument();
  });

  it('does not blame the party when 2 adults would find nothing either', async () => {
    mockFetch(() => ({ body: answer([], 0) }));
    renderAt('a=4&c=1');
    expect(await screen.findByText(/Aucun résultat\. Pour obtenir plus de résultats/)).toBeInTheDocument();
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.some(([url]) => new URL(String(url), 'http://localhost').searchParams.get('adults') === '2')).toBe(true));
    expect(screen.queryByTestId('party-reset')).not.toBeInTheDocument();
  });

  it('asks for the visitor\'s position when a distance has nothing to measure from (\'Weekend less than 2h away\')', async () => {
    const calls = mockFetch(() => ({ body: answer(offers(3), 1338) }));
    const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { latitude: 45.76, longitude: 4.84 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const user = userEvent.setup();
    renderAt('distanceMax=200');
    // Said, not silent: every offer is shown until the position is known.
    expect(await screen.findByTestId('visitor-position')).toHaveTextContent('Séjours à moins de 200 km de chez vous : partagez votre position pour les voir. En attendant, voici nos séjours partout.');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    await waitFor(() => expect(hashOf().get('lat')).toBe('45.76'));
    expect(hashOf().get('lng')).toBe('4.84');
    expect(hashOf().get('distanceMax')).toBe('200');
    // The first search could not filter by distance; the next one does, around the position.
    expect(calls[0].searchParams.get('distanceMax')).toBeNull();
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('distanceMax') === '200' && url.searchParams.get('lat') === '45.76')).toBe(true));
    expect(screen.queryByTestId('visitor-position')).not.toBeInTheDocument();
  });

  it('says it shows stays everywhere when the position cannot be had', async () => {
    mockFetch(() => ({ body: answer(offers(3), 1338) }));
    const getCurrentPosition = jest.fn((_: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code: 1 } as GeolocationPositionError));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const user = userEvent.setup();
    renderAt('distanceMax=200');
    await user.click(await screen.findByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByText(/Nous n'avons pas pu obtenir votre position : voici nos séjours partout/)).toBeInTheDocument();
    expect(hashOf().get('lat')).toBeNull();
  });

  it('with no exact results but fallback offers, says "No exact results" and shows the suggestions', async () => {
    mockFetch((url) => ({ body: url.searchParams.has('fallbackKey') ? answer(offers(2, 50), 2) : answer([], 0) }));
    renderAt('theme=26');
    expect(await screen.findByText('Aucun résultat exact trouvé.')).toBeInTheDocument();
    expect(screen.getByText(/Suggestions de séjours/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Séjours avec d\'autres thèmes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir plus d'offres" })).toHaveAttribute('href', '/recherche');
  });

  it('with a few exact results and fallback offers, shows only the suggestion notice', async () => {
    mockFetch((url) => ({ body: url.searchParams.has('fallbackKey') ? answer(offers(3, 50), 3) : answer(offers(2), 2) }));
    renderAt('theme=26');
    expect(await screen.findByText(/Suggestions de séjours/)).toBeInTheDocument();
    expect(screen.queryByText('Aucun résultat exact trouvé.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('renders nothing for a failing fallback block', async () => {
    mockFetch((url) => (url.searchParams.has('fallbackKey') ? { status: 500, body: {} } : { body: answer(offers(2), 2) }));
    renderAt('theme=26');
    await screen.findByRole('heading', { name: '2 offres' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Suggestions de séjours/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Voir plus d'offres" })).not.toBeInTheDocument();
  });
});

describe('Sort', () => {
  const optionNames = () => within(screen.getByRole('combobox', { name: 'Trier par' })).getAllByRole('option').map((o) => o.textContent);

  it('offers the booking sorts, and writes the chosen one to the hash', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    const user = userEvent.setup();
    renderAt('');
    await screen.findByRole('heading', { name: '2 offres' });
    expect(optionNames()).toEqual(['Qualité/prix', 'Réduction', 'Prix croissant', 'Popularité']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix croissant');
    expect(hashOf().get('sort')).toBe('priceAsc');
  });

  it('offers distance with a position and the voucher price sorts in gifting', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    const { unmount } = renderAt('lat=45.9&lng=6.6');
    await screen.findByRole('heading', { name: '2 offres' });
    expect(optionNames()).toContain('Distance');
    unmount();
    renderAt('', { flow: 'gifting' });
    await screen.findByRole('heading', { name: '2 offres' });
    expect(optionNames()).toEqual(['Qualité/prix', 'Prix décroissant', 'Prix croissant']);
  });
});

describe('Pagination', () => {
  it('links every page with a zero-based page, keeping flow and hash, with the legend', async () => {
    mockFetch(() => ({ body: answer(offers(24), 100) }));
    renderAt('theme=26', { flow: 'hotel' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1 - 24 résultats sur 100')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/recherche?flow=hotel&page=1#theme=26');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/recherche?flow=hotel&page=1#theme=26');
    expect(within(nav).queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
  });
});

describe('Filter dropdown', () => {
  function catalog() {
    return mockFetch((url) => {
      if (url.pathname.endsWith('/facets.json')) {
        const withSpa = (url.searchParams.get('facilities') ?? '').includes('spa');
        return {
          body: {
            properties: [
              {
                propertyType: 'facility',
                values: [
                  { name: 'spa', id: 1, label: 'Spa', count: 5 },
                  { name: 'wifi', id: 2, label: 'Wi-Fi gratuit', count: withSpa ? 3 : 0 },
                ],
              },
              { propertyType: 'pets', values: [{ name: 'pets', id: 0, label: 'Animaux acceptés', count: 2 }] },
            ],
          },
        };
      }
      if (url.searchParams.get('pageSize') === '1') return { body: answer(offers(1), 7) };
      return { body: answer(offers(3), 40) };
    });
  }

  it('edits a draft with live counts, restores it on Escape and applies it on confirm', async () => {
    const calls = catalog();
    const user = userEvent.setup();
    renderAt('');
    await screen.findByRole('heading', { name: '40 offres' });

    await user.click(screen.getByRole('button', { name: 'Équipements' }));
    const panel = await screen.findByRole('dialog', { name: 'Équipements' });
    expect(await within(panel).findByRole('checkbox', { name: /Wi-Fi gratuit/ })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Voir 40 offres' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('checkbox', { name: /Spa/ }));
    expect(await within(panel).findByRole('button', { name: 'Voir 7 offres' })).toBeInTheDocument();
    // The counts follow the draft: Wi-Fi is now available.
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: /Wi-Fi gratuit/ })).toBeEnabled());
    expect(calls.filter((u) => u.pathname.endsWith('/facets.json')).at(-1)?.searchParams.get('facilities')).toBe('spa');
    expect(hashOf().get('facilities')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Équipements' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Équipements' }));
    const reopened = await screen.findByRole('dialog', { name: 'Équipements' });
    expect(within(reopened).getByRole('checkbox', { name: /Spa/ })).not.toBeChecked();

    await user.click(within(reopened).getByRole('checkbox', { name: /Spa/ }));
    await user.click(await within(reopened).findByRole('button', { name: 'Voir 7 offres' }));
    expect(hashOf().get('facilities')).toBe('spa');
    expect(screen.queryByRole('dialog', { name: 'Équipements' })).not.toBeInTheDocument();
  });

  it('Reset clears that filter at once and goes back to the first page', async () => {
    catalog();
    const user = userEvent.setup();
    renderAt('facilities=spa&stars=4', { page: '2' });
    await screen.findByRole('heading', { name: '40 offres' });
    await user.click(screen.getByRole('button', { name: 'Équipements' }));
    const panel = await screen.findByRole('dialog', { name: 'Équipements' });
    expect(within(panel).getByRole('checkbox', { name: /Spa/ })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    expect(hashOf().get('facilities')).toBeNull();
    expect(hashOf().get('stars')).toBe('4');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
  });
});

describe('Slots for other features', () => {
  it('shows a Map button only when the host can open the map, and a per-card action outside the card link', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    const user = userEvent.setup();
    const opened: string[] = [];
    window.history.replaceState(null, '', '/recherche');
    const { unmount } = renderWithProviders(<SearchResults serverQuery={{}} path="/recherche" />);
    await screen.findByRole('heading', { name: '2 offres' });
    expect(screen.queryByRole('button', { name: 'Carte' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <SearchResults
        serverQuery={{}}
        path="/recherche"
        onOpenMap={() => opened.push('map')}
        renderCardAction={(o) => <button type="button">{`Ajouter ${o.id}`}</button>}
      />,
    );
    await screen.findByRole('heading', { name: '2 offres' });
    const mapButtons = screen.getAllByRole('button', { name: 'Carte' });
    expect(mapButtons).toHaveLength(2); // desktop toolbar and mobile action bar (one is hidden by CSS)
    await user.click(mapButtons[0]!);
    expect(opened).toEqual(['map']);
    const [first] = screen.getAllByRole('article');
    const action = within(first!).getByRole('button', { name: /^Ajouter / });
    expect(action.closest('a')).toBeNull();
  });
});

describe('Flows and page furniture', () => {
  it('searches activities with POST search/activity-only.json (participants 1 to 2) and prices them per person', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/search/activity-only.json')) {
        bodies.push(JSON.parse(String(init?.body)));
        const prices = [{ paxComposition: { adults: 2 }, sellPrice: 179, barPrice: 179, promo: 0 }];
        return { body: answer([{ ...offer({ itemCategory: 'activity', participants: 2, sellPrice: 89.5, refPrice: null }), prices } as never], 1) };
      }
      return { body: answer([], 0) };
    });
    renderAt('a=7', { flow: 'activity' }, { flags: { activityOnlySearch: true } });
    expect(await screen.findByText(/par personne/)).toHaveTextContent('89,50 € par personne');
    expect(bodies[0]).toMatchObject({ numberOfPackagesPerHotel: 20, page: 0, criteria: { filters: { offer: { familyComposition: { adults: 2 } } } } });
  });

  it('reads the activity flow as booking while the activity-only search is off', async () => {
    const calls = mockFetch(() => ({ body: answer(offers(1), 1) }));
    renderAt('', { flow: 'activity' }, { flags: { activityOnlySearch: false } });
    await screen.findByRole('heading', { name: '1 offre' });
    expect(calls[0]?.pathname).toBe('/api/offers.json');
    expect(calls[0]?.searchParams.get('itemCategory')).toBe('weekend');
  });

  it('says no activity was found when an activity search finds nothing', async () => {
    mockFetch(() => ({ body: answer([], 0) }));
    renderAt('', { flow: 'activity' }, { flags: { activityOnlySearch: true } });
    expect(await screen.findByText('Aucune activité trouvée pour cette recherche.')).toBeInTheDocument();
  });

  it('titles the page with the destination and its wider places, and links related searches', async () => {
    const details = {
      destination: 'Lyon',
      location: { id: 2996944, type: 'city' as const, label: 'Lyon', lat: 45.75, lng: 4.85 },
      locationHierarchy: [
        { type: 'region' as const, id: 33, label: 'Auvergne-Rhône-Alpes' },
        { type: 'country' as const, id: 1, label: 'France' },
      ],
    };
    mockFetch(() => ({ body: answer(offers(24), 30, details) }));
    renderAt('city=2996944&stars=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyon' })).toBeInTheDocument();
    expect(screen.getByText('Auvergne-Rhône-Alpes, France')).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Poursuivez votre recherche' });
    expect(within(related).getByRole('link', { name: 'Séjours · Auvergne-Rhône-Alpes' })).toHaveAttribute('href', '/recherche#region=33');
    expect(within(related).getByRole('link', { name: 'Séjours cadeaux · Lyon' })).toHaveAttribute('href', '/recherche?flow=gifting#city=2996944');
  });

  it('puts the gift block after card 3 and the voucher block after card 9, and hides both in customer-care mode', async () => {
    mockFetch(() => ({ body: answer(offers(12), 12) }));
    const { unmount } = renderAt('');
    await screen.findByRole('heading', { name: '12 offres' });
    const grid = screen.getAllByRole('article')[0]!.parentElement!;
    const order = Array.from(grid.children).map((el) => (el.tagName === 'ARTICLE' ? 'card' : el.textContent?.includes('carte cadeau') ? 'voucher' : 'gift'));
    expect(order.indexOf('gift')).toBe(3);
    expect(order.indexOf('voucher')).toBe(10);
    unmount();
    renderAt('', {}, { flags: { customerCare: true } });
    await screen.findByRole('heading', { name: '12 offres' });
    expect(screen.queryByRole('heading', { name: 'Offrez un séjour cadeau' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'La carte cadeau' })).not.toBeInTheDocument();
  });

  it('sends view_item_list for the list and select_item for a clicked card', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    window.dataLayer ??= [];
    window.dataLayer.length = 0; // emptied in place: the page's tracker keeps the array it was given
    const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean);
    const user = userEvent.setup();
    renderAt('');
    await screen.findByRole('heading', { name: '2 offres' });
    await waitFor(() => expect(events()).toEqual(['view_item_list']));
    const link = screen.getByRole('link', { name: 'Romantic weekend 2' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(events()).toEqual(['view_item_list', 'select_item']);
    expect(JSON.stringify(window.dataLayer)).toContain('"item_id":"2"');
  });
});

describe('Mobile filters and sort', () => {
  it('opens the Filters modal on demand, confirms a facility and closes', async () => {
    mockFetch((url) => {
      if (url.pathname.endsWith('/facets.json')) return { body: { properties: [{ propertyType: 'facility', values: [{ name: 'spa', id: 1, label: 'Spa', count: 5 }] }] } };
      if (url.searchParams.get('pageSize') === '1') return { body: answer(offers(1), 5) };
      return { body: answer(offers(3), 40) };
    });
    const user = userEvent.setup();
    renderAt('');
    await screen.findByRole('heading', { name: '40 offres' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    const modal = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(await within(modal).findByRole('checkbox', { name: /Spa/ }));
    await user.click(await within(modal).findByRole('button', { name: /Valider.*Voir 5 offres/ }));
    expect(hashOf().get('facilities')).toBe('spa');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Filtrer/ })).toHaveTextContent('1');
  });

  it('sorts from the Sort by drawer', async () => {
    mockFetch(() => ({ body: answer(offers(2), 2) }));
    const user = userEvent.setup();
    renderAt('');
    await screen.findByRole('heading', { name: '2 offres' });
    await user.click(screen.getByRole('button', { name: 'Trier' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trier par' });
    await user.click(within(drawer).getByRole('button', { name: 'Popularité' }));
    expect(hashOf().get('sort')).toBe('popularity');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
