import { afterEach, describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { getConsentSnapshot, resetConsentStoreForTests } from '@/lib/consent/consent-store';
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

  it("leaves out the legal links when a content page's options say so, keeping the cookie preferences (§2.8)", () => {
    renderWithProviders(<SiteFooter showLegal={false} />, { locale: 'fr-FR' });
    expect(screen.queryByRole('navigation', { name: 'Informations légales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Protection des données personnelles' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Besoin d'aide ?" })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Préférences cookies' })).toHaveLength(1);
  });

  it("leaves out the contact part when a content page's options say so (§2.8)", () => {
    renderWithProviders(<SiteFooter showContact={false} />, { locale: 'fr-FR' });
    expect(screen.queryByRole('navigation', { name: "Besoin d'aide ?" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contacter le service client' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Informations légales' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Préférences cookies' })).toHaveLength(1);
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

  it.each([
    ['fr-FR', ['Questions fréquentes', 'Contacter le service client', 'Hôteliers : devenez partenaire', 'Espace presse', 'Nous rejoindre']],
    ['es-ES', ['Preguntas frecuentes', 'Contactar con atención al cliente', 'Hoteleros: hazte socio', 'Sala de prensa', 'Trabaja con nosotros']],
    ['fr-BE', ['Questions fréquentes', 'Contacter le service client', 'Hôteliers : devenez partenaire', 'Nous rejoindre']],
    ['nl-NL', ['Veelgestelde vragen', 'Contact opnemen met de klantenservice', 'Hoteliers: word partner', 'Werken bij Escapade']],
    ['it-IT', ['Domande frequenti', 'Contatta il servizio clienti', 'Albergatori: diventa partner', 'Lavora con noi']],
  ] as const)('lists the help links of %s, the press room in Spain and France only', (locale, names) => {
    renderWithProviders(<SiteFooter />, { locale });
    const help = screen.getAllByRole('navigation')[0];
    expect(within(help).getAllByRole('link').map((link) => link.textContent)).toEqual(names);
    expect(within(help).getAllByRole('link')[0].getAttribute('href')).toMatch(/#faq$/);
  });

  it('shows the payment methods the checkout takes and the secure-payment message', () => {
    renderWithProviders(<SiteFooter />, { locale: 'fr-FR' });
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(within(payment).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Carte bancaire', 'Virement bancaire', "Paiement à l'hôtel"]);
    expect(screen.getByTestId('footer-secure-payment')).toHaveTextContent(/Paiement 100 % sécurisé/);
  });

  it('shows the package-directive block where stays are chosen only', () => {
    const { unmount } = renderWithProviders(<SiteFooter />, { locale: 'fr-FR', config: { page: 'product' } });
    expect(screen.getByTestId('footer-package-directive')).toHaveTextContent(/directive \(UE\) 2015\/2302/);
    expect(within(screen.getByTestId('footer-package-directive')).getByRole('link')).toHaveAttribute('href', '/informations-legales/data-protection');
    unmount();
    renderWithProviders(<SiteFooter />, { locale: 'fr-FR', config: { page: 'contact' } });
    expect(screen.queryByTestId('footer-package-directive')).toBeNull();
  });

  describe('cookie preferences and the mobile app', () => {
    afterEach(() => {
      resetConsentStoreForTests();
      jest.restoreAllMocks();
    });

    it('reopens the cookie choices from the legal links', () => {
      renderWithProviders(<SiteFooter />, { locale: 'fr-FR' });
      const legal = screen.getByRole('navigation', { name: /légales/i });
      fireEvent.click(within(legal).getByRole('button', { name: 'Préférences cookies' }));
      expect(getConsentSnapshot().reopened).toBe(true);
    });

    it("turns the country links into buttons in the app's web view ('wed-mobile')", () => {
      jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) wed-mobile/5.2');
      renderWithProviders(<SiteFooter />, { locale: 'nl-BE' });
      const countries = screen.getByRole('navigation', { name: 'Land en taal' });
      expect(within(countries).queryAllByRole('link')).toHaveLength(0);
      const buttons = within(countries).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(['France', 'España', 'België (Nederlands)', 'Belgique (français)', 'Nederland', 'Italia']);
      expect(within(countries).getByRole('button', { name: 'België (Nederlands)' })).toHaveAttribute('aria-current', 'true');
    });
  });
});
