import { describe, expect, it, beforeEach } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WISHLIST_STORAGE_KEY, serializeWishlist, type WishlistItem } from '../../model/wishlist';
import { WishlistHeaderLink } from '../wishlist-header-link';
import { WishlistHeart } from '../wishlist-heart';
import { WishlistLists } from '../wishlist-lists';

const item = (id: number, overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id,
  label: `Spa weekend ${id}`,
  imageUrl: '',
  uri: '',
  itemCategory: 'weekend',
  hotel: { id: 100 + id, label: `Hotel ${id}`, locationLabel: 'Sitges', stars: 3, uri: '', review: { count: 5, average: 8.6 } },
  ...overrides,
});

const searchHrefs = { stays: '/recherche', activities: '/recherche?flow=activity' };

beforeEach(() => window.localStorage.clear());

describe('WishlistHeart', () => {
  it('toggles between outlined and filled, and keeps the choice in storage', async () => {
    renderWithProviders(<WishlistHeart item={item(1)} list="stays" />);
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris : Spa weekend 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '{}').stays).toHaveLength(1);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change made in another tab (storage event)', () => {
    renderWithProviders(<WishlistHeart item={item(2)} list="stays" />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      window.localStorage.setItem(WISHLIST_STORAGE_KEY, serializeWishlist({ stays: [item(2)], activities: [] }));
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads corrupt storage as an empty wishlist and recovers on the next toggle', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '{not json');
    renderWithProviders(<WishlistHeart item={item(3)} list="stays" />);
    const heart = screen.getByRole('button');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('WishlistHeaderLink', () => {
  it('links to the wishlist page and says how many offers are saved', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, serializeWishlist({ stays: [item(1), item(2)], activities: [item(3, { itemCategory: 'activity' })] }));
    renderWithProviders(<WishlistHeaderLink href="/favoris" />);
    const link = screen.getByRole('link', { name: 'Favoris, 3 offres enregistrées' });
    expect(link).toHaveAttribute('href', '/favoris');
    expect(link).toHaveTextContent('3');
  });

  it('is hidden when the customer-account toggle is on', () => {
    renderWithProviders(<WishlistHeaderLink href="/favoris" />, { flags: { customerAccount: true } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderWithProviders(<WishlistHeaderLink href="/favorieten" />, { locale: 'nl-NL' });
    expect(screen.getByRole('link', { name: 'Favorieten' })).toBeInTheDocument();
  });
});

describe('WishlistLists', () => {
  it('lists saved stays and activities with links, newest first, and removes one', async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      serializeWishlist({ stays: [item(1), item(2)], activities: [item(3, { itemCategory: 'activity', label: 'Kayak day' })] }),
    );
    renderWithProviders(<WishlistLists hrefOf={(i) => `/offer/${i.id}`} searchHrefs={searchHrefs} />);
    const stays = screen.getByRole('region', { name: 'Séjours (2)' });
    const links = within(stays).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/offer/2', '/offer/1']);
    expect(within(screen.getByRole('region', { name: 'Activités (1)' })).getByRole('link', { name: 'Kayak day' })).toHaveAttribute('href', '/offer/3');

    await userEvent.click(within(stays).getByRole('button', { name: 'Retirer des favoris : Spa weekend 2' }));
    expect(screen.getByRole('region', { name: 'Séjours (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spa weekend 2' })).not.toBeInTheDocument();
  });

  it('invites to search when nothing is saved', () => {
    renderWithProviders(<WishlistLists hrefOf={() => '/'} searchHrefs={searchHrefs} />);
    expect(screen.getByText(/Vous n'avez encore rien enregistré/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un séjour' })).toHaveAttribute('href', '/recherche');
  });
});
