import { describe, expect, it, jest, afterEach } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferCard } from '@/contracts/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HotelOffersDrawer } from '../hotel-offers-drawer';

const card = (id: number, sellPrice: number, label: string) =>
  ({
    id,
    label,
    imageUrl: '',
    sellPrice,
    priceType: 'from',
    nights: 1,
  }) as unknown as OfferCard;

const answer = (offers: OfferCard[]) => ({ ok: true, json: async () => ({ exactMatch: offers, searchDetails: {} }) });

jest.mock('@/contracts/offers.schema', () => ({ offersResponseSchema: { parse: (body: { exactMatch: unknown }) => body } }));

const realFetch = global.fetch;
const answerWith = (response: unknown) => {
  global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
};
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('hotel offers drawer', () => {
  it('opens on a plain click with the main offer first and the others by price, and closes with Go back to search', async () => {
    answerWith(answer([card(3, 300, 'Spa'), card(1, 120, 'Dîner'), card(2, 90, 'Nuit')]));
    renderWithProviders(<HotelOffersDrawer hotelLabel="Hôtel du Lac" mainOfferId={1} offersUrl="/api/offers.json?hotelId=9" href="/recherche?flow=hotel#hotelId=9" productHref={(o) => `/sejour/${o.id}`} />);
    const link = screen.getByRole('link', { name: 'Voir les autres offres de cet hôtel' });
    expect(link).toHaveAttribute('href', '/recherche?flow=hotel#hotelId=9');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Les offres de Hôtel du Lac' }, { timeout: 5000 });
    await waitFor(() => expect(dialog.querySelectorAll('[data-testid="drawer-offer"]')).toHaveLength(3));
    const names = [...dialog.querySelectorAll('[data-testid="drawer-offer"] a')].map((a) => a.textContent);
    expect(names).toEqual(['Dîner', 'Nuit', 'Spa']);
    expect(dialog.querySelector('[data-main] a')).toHaveAttribute('href', '/sejour/1');
    await userEvent.click(screen.getByRole('button', { name: 'Retour à la recherche' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Oops, something went wrong' in place of the offers when the call fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith({ ok: false, status: 500 });
    renderWithProviders(<HotelOffersDrawer hotelLabel="Hôtel du Lac" mainOfferId={1} offersUrl="/api/offers.json?hotelId=9" href="/r" productHref={(o) => `/sejour/${o.id}`} />);
    await userEvent.click(screen.getByRole('link'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Oups, un problème est survenu');
  });

  it('POSTs the search with its JSON body when it has one (POST offers.json, §7)', async () => {
    answerWith(answer([card(1, 120, 'Dîner')]));
    const body = JSON.stringify({ criteria: {}, hotelId: 9, packagesPerHotel: 20, orderBy: 'priceAsc' });
    renderWithProviders(<HotelOffersDrawer hotelLabel="Hôtel du Lac" mainOfferId={1} offersUrl="/api/offers.json" offersBody={body} href="/r" productHref={(o) => `/sejour/${o.id}`} />);
    await userEvent.click(screen.getByRole('link'));
    await screen.findByRole('link', { name: 'Dîner' }, { timeout: 5000 });
    expect(global.fetch).toHaveBeenCalledWith('/api/offers.json', expect.objectContaining({ method: 'POST', body }));
  });
});
