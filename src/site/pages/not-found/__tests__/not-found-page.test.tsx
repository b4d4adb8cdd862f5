import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockFetch, offer } from '@/features/search/components/__fixtures__/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import NotFoundPage from '../not-found-page';
import type { EditorialCard } from '../selection';

const SELECTION: EditorialCard[] = [
  { id: 'week-40', title: 'Châteaux', text: 'Cette semaine, les châteaux.', imageUrl: '/api/images/banner-castles-40-0.jpg', imageAlt: 'Châteaux', url: 'theme=40', themeOfTheWeek: true },
  { id: 'banner-1', title: 'Une parenthèse de douceur', text: 'Spa', imageUrl: '/api/images/b-1.jpg', imageAlt: 'Spa', url: 'theme=26', themeOfTheWeek: false },
  { id: 'banner-2', title: 'Le cadeau qui fait voyager', text: 'Coffrets', imageUrl: '/api/images/b-2.jpg', imageAlt: 'Cadeau', url: 'flow=gifting', themeOfTheWeek: false },
  { id: 'theme-23', title: 'Romantique', text: '', imageUrl: '/api/images/b-3.jpg', imageAlt: 'Romantique', url: 'theme=23', themeOfTheWeek: false },
];

afterEach(() => {
  window.localStorage.clear();
  window.location.hash = '';
  document.documentElement.removeAttribute('data-expired-offer-pending');
});

describe('NotFoundPage', () => {
  it("says 'Oops!', offers the homepage, a search box and the selection of the moment, and reports the address", async () => {
    window.history.replaceState(null, '', '/nulle-part?x=1');
    const calls = mockFetch(() => ({ status: 202, body: { accepted: 1 } }));
    renderWithProviders(<NotFoundPage themes={[]} selection={SELECTION} nonce={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText("Nous ne trouvons pas la page que vous cherchez. Code d'erreur : 404")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'Trouvez votre prochaine escapade' })).toBeInTheDocument();

    const selection = screen.getByRole('region', { name: 'Notre sélection du moment' });
    expect(within(selection).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Châteaux', '/recherche#theme=40'],
      ['Une parenthèse de douceur', '/recherche#theme=26'],
      ['Le cadeau qui fait voyager', '/recherche?flow=gifting'],
      ['Romantique', '/recherche#theme=23'],
    ]);
    expect(within(selection).getByText('Le thème de la semaine')).toBeInTheDocument();

    await waitFor(() => expect(calls.map((u) => u.pathname)).toEqual(['/api/error']));
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ uri: '/nulle-part?x=1', locale: 'fr_FR' });
    // No hotel in the hash: no offer lookup.
    expect(screen.queryByRole('heading', { name: 'Trop tard !' })).not.toBeInTheDocument();
  });

  it("shows 'Too late!' with another offer of the hotel when an expired offer's hotel has one", async () => {
    window.history.replaceState(null, '', '/sejour/999#hotelId=105&id=999');
    const calls = mockFetch((url) => (url.pathname === '/api/offers.json' ? { body: answer([offer({}, 5)]) } : { status: 202, body: { accepted: 1 } }));
    renderWithProviders(<NotFoundPage themes={[]} selection={[]} nonce={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByText('Cette offre a expiré... Heureusement, nous avons d\'autres séjours à vous proposer.')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Autre offre chez Hôtel 5' });
    expect(within(other).getAllByRole('link').length).toBeGreaterThan(0);
    // The other offer can be saved to the wishlist like any card.
    const heart = await within(other).findByRole('button', { name: /^Ajouter aux favoris/ });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Oups !' })).not.toBeInTheDocument();
    const lookup = calls.find((u) => u.pathname === '/api/offers.json')!;
    expect(Object.fromEntries(lookup.searchParams)).toMatchObject({ hotelId: '105', pageSize: '1', locale: 'fr_FR' });
    expect(calls.find((u) => u.pathname === '/api/error')?.searchParams.get('uri')).toBe('/sejour/999#hotelId=105&id=999');
    expect(document.documentElement).not.toHaveAttribute('data-expired-offer-pending');
  });

  it("keeps 'Oops!' when the hotel has no other offer or is unknown", async () => {
    window.history.replaceState(null, '', '/sejour/999#hotelId=7');
    mockFetch((url) => (url.pathname === '/api/offers.json' ? { status: 404, body: { error: 'not_found', message: 'x' } } : { status: 202, body: {} }));
    document.documentElement.setAttribute('data-expired-offer-pending', '');
    renderWithProviders(<NotFoundPage themes={[]} selection={[]} nonce={null} />);
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-expired-offer-pending'));
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notre sélection du moment' })).not.toBeInTheDocument();
  });
});
