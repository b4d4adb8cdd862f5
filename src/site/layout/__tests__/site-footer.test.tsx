import { describe, it, expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteFooter } from '../site-footer';

describe('SiteFooter', () => {
  it('offers the six points of sale, marking the current one', () => {
    renderWithProviders(<SiteFooter />, { locale: 'es-ES' });
    const countries = screen.getByRole('navigation', { name: 'País e idioma' });
    const links = within(countries).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'France',
      'España',
      'België (Nederlands)',
      'Belgique (français)',
      'Nederland',
      'Italia',
    ]);
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['fr-FR', 'es-ES', 'nl-BE', 'fr-BE', 'nl-NL', 'it-IT']);
    expect(within(countries).getByRole('link', { name: 'España' })).toHaveAttribute('aria-current', 'true');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });

  it('lists the four legal documents at the localised legal pages', () => {
    renderWithProviders(<SiteFooter />, { locale: 'it-IT' });
    const legal = screen.getByRole('navigation', { name: /legal/i });
    const hrefs = within(legal)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/informazioni-legali/sales-conditions',
      '/informazioni-legali/use-conditions',
      '/informazioni-legali/data-protection',
      '/informazioni-legali/cookies',
    ]);
  });

  it('shows the help block with opening hours and a link to the contact page', () => {
    renderWithProviders(<SiteFooter />, { locale: 'fr-FR' });
    expect(screen.getByRole('heading', { name: "Besoin d'aide ?" })).toBeInTheDocument();
    expect(screen.getByText(/du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacter le service client' })).toHaveAttribute('href', '/contact');
  });

  it('credits GeoNames under its licence', () => {
    renderWithProviders(<SiteFooter />, { locale: 'nl-NL' });
    expect(screen.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
  });
  it.each([
    ['fr-FR', 'Payez en 3 ou 4 fois par carte dès 200 € d\'achat, pour une arrivée dans 7 jours ou plus.'],
    ['nl-NL', 'Betaal in 3 of 4 termijnen met je betaalkaart vanaf € 200, bij een aankomst over minstens 7 dagen.'],
    ['it-IT', 'Paga in 3 o 4 rate con carta a partire da 200 €, per arrivi tra almeno 7 giorni.'],
  ] as const)('tells in %s from which amount and how far ahead a stay may be paid in instalments', (locale, text) => {
    renderWithProviders(<SiteFooter />, { locale });
    expect(screen.getByTestId('footer-instalments').textContent?.replace(/\s/g, ' ')).toBe(text);
  });
});
