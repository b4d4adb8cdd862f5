import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BoxListing } from '../box-listing';
import { card } from '../__fixtures__/gift-boxes';

describe('the gift box listing', () => {
  it('shows the heading, subtitle and a card per box linking to its page, with its price and promo', () => {
    renderWithProviders(<BoxListing boxes={[card('ROMANCE1N-EBOX'), card('WINE1N-EBOX', { price: { sellPrice: 15990, referencePrice: 16000, promo: 0 } })]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Un coffret pour chaque moment et chaque personne' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Coffret ROMANCE1N-EBOX' }).getAttribute('href')).toBe('/coffrets-cadeaux/p/box-romance1n-ebox/ROMANCE1N-EBOX');
    expect(within(cards[0]).getByRole('img', { name: 'Réduction de 16 %' })).toBeTruthy();
    expect(within(cards[0]).getByText(/129,90\s€/)).toBeTruthy();
    expect(within(cards[1]).queryByRole('img', { name: /Réduction/ })).toBeNull();
  });

  it('formats the price the Dutch way in the Netherlands', () => {
    renderWithProviders(<BoxListing boxes={[card('ROMANCE1N-EBOX')]} />, { locale: 'nl-NL' });
    expect(screen.getByText(/€\s129,90/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coffret ROMANCE1N-EBOX' }).getAttribute('href')).toBe('/cadeauboxen/p/box-romance1n-ebox/ROMANCE1N-EBOX');
  });

  it("says 'Oops, something went wrong' when the boxes could not be read", () => {
    renderWithProviders(<BoxListing boxes={null} />, { locale: 'es-ES' });
    expect(screen.getByRole('alert').textContent).toBe('Vaya, algo ha salido mal');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
