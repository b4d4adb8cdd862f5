import { describe, it, expect } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { LOCALES, type Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AccountMenu } from '@/features/account/components/account-menu';
import { SiteHeader } from '../site-header';

const CONTACT: Record<Locale, string> = {
  'fr-FR': '/contact',
  'fr-BE': '/contact',
  'es-ES': '/contacto',
  'nl-BE': '/klantenservice',
  'nl-NL': '/klantenservice',
  'it-IT': '/contatti',
};

describe('SiteHeader', () => {
  it.each(LOCALES)('links help to the localised contact page and the logo home (%s)', (locale) => {
    renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, { locale });
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/');
    expect(links.at(-1)).toHaveAttribute('href', CONTACT[locale]);
  });

  it('names its links in the visitor language', () => {
    renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, { locale: 'es-ES' });
    expect(screen.getByRole('link', { name: 'Escapade, volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/contacto');
  });

  it.each([
    ['fr-FR', 'Langue'],
    ['es-ES', 'Idioma'],
    ['nl-NL', 'Taal'],
    ['it-IT', 'Lingua'],
  ] as const)('shows no language selector in %s', (locale, label) => {
    renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, { locale });
    expect(screen.queryByRole('navigation', { name: label })).not.toBeInTheDocument();
  });

  it('offers French and Dutch in Belgium, marking the current one', () => {
    renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, {
      locale: 'fr-BE',
      config: { localeHrefs: { 'fr-FR': '/contact', 'fr-BE': '/contact', 'es-ES': '/contacto', 'nl-BE': '/klantenservice', 'nl-NL': '/klantenservice', 'it-IT': '/contatti' } },
    });
    const selector = screen.getByRole('navigation', { name: 'Langue' });
    const choices = within(selector).getAllByRole('link');
    expect(choices).toHaveLength(2);
    const french = within(selector).getByRole('link', { name: 'Français' });
    const dutch = within(selector).getByRole('link', { name: 'Néerlandais' });
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(dutch).not.toHaveAttribute('aria-current');
    expect(french).toHaveTextContent('FR');
    expect(dutch).toHaveTextContent('NL');
    expect(dutch).toHaveAttribute('hreflang', 'nl-BE');
    expect(dutch.getAttribute('href')).toMatch(/\/klantenservice$/);
  });

  it('names the languages in Dutch for Belgian Dutch visitors', () => {
    renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, { locale: 'nl-BE' });
    const selector = screen.getByRole('navigation', { name: 'Taal' });
    expect(within(selector).getByRole('link', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'true');
    expect(within(selector).getByRole('link', { name: 'Frans' })).toBeInTheDocument();
  });

  it("keeps the whole search when switching language: the other language's link carries the query and the hash", () => {
    window.history.replaceState(null, '', '/nl-BE/zoeken?flow=gifting#city=2800931&a=2');
    try {
      renderWithProviders(<SiteHeader accountMenu={AccountMenu} />, {
        locale: 'nl-BE',
        config: { localeHrefs: { 'fr-FR': '/recherche', 'fr-BE': '/recherche', 'es-ES': '/busqueda', 'nl-BE': '/zoeken', 'nl-NL': '/zoeken', 'it-IT': '/ricerca' } },
      });
      const french = screen.getByRole('link', { name: 'Frans' });
      expect(french.getAttribute('href')).toMatch(/\/recherche\?flow=gifting#city=2800931&a=2$/);
      // The results page rewrites its hash with replaceState (no event): the link reads it again before it is used.
      window.history.replaceState(null, '', '/nl-BE/zoeken?flow=gifting#city=2800931&a=3&page=2');
      fireEvent.focus(french);
      expect(french.getAttribute('href')).toMatch(/\/recherche\?flow=gifting#city=2800931&a=3&page=2$/);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
