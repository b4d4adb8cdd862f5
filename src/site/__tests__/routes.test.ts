import { describe, it, expect } from '@jest/globals';
import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath, href, hrefInLocale, LEGAL_DOCUMENTS, matchRoute } from '../routes';

/** Locale-relative path → the segments the catch-all receives. */
const segments = (path: string) => path.split('/').filter(Boolean);

describe('matchRoute', () => {
  it('matches the home page on an empty path in every locale', () => {
    for (const locale of LOCALES) expect(matchRoute(locale, [])).toEqual({ key: 'home', params: [] });
  });

  it.each<[Locale, string]>([
    ['fr-FR', 'contact'],
    ['fr-BE', 'contact'],
    ['es-ES', 'contacto'],
    ['nl-BE', 'klantenservice'],
    ['nl-NL', 'klantenservice'],
    ['it-IT', 'contatti'],
  ])('finds the contact page of %s at /%s', (locale, segment) => {
    expect(matchRoute(locale, [segment])).toEqual({ key: 'contact', params: [] });
  });

  it("does not accept another locale's segment", () => {
    expect(matchRoute('es-ES', ['contact'])).toBeNull();
    expect(matchRoute('fr-FR', ['contacto'])).toBeNull();
    expect(matchRoute('it-IT', ['informations-legales', 'cookies'])).toBeNull();
  });

  it('needs exactly the number of parameters a page takes', () => {
    expect(matchRoute('fr-FR', ['contact', 'extra'])).toBeNull();
    expect(matchRoute('fr-FR', ['informations-legales'])).toBeNull();
    expect(matchRoute('fr-FR', ['informations-legales', 'cookies', 'more'])).toBeNull();
    expect(matchRoute('fr-FR', ['informations-legales', 'cookies'])).toEqual({ key: 'legal', params: ['cookies'] });
  });

  it('answers null for unknown pages and survives malformed escapes', () => {
    expect(matchRoute('fr-FR', ['nowhere'])).toBeNull();
    expect(matchRoute('fr-FR', ['%E0%A4%A'])).toBeNull();
  });

  it('decodes escaped segments', () => {
    expect(matchRoute('es-ES', ['contact%6F'])).toEqual({ key: 'contact', params: [] });
  });
});

describe('href builders', () => {
  it.each(LOCALES)('round-trip through matchRoute in %s', (locale) => {
    expect(matchRoute(locale, segments(href.home(locale)))?.key).toBe('home');
    expect(matchRoute(locale, segments(href.belgium(locale)))?.key).toBe('belgium');
    expect(matchRoute(locale, segments(href.contact(locale)))?.key).toBe('contact');
    expect(matchRoute(locale, segments(href.wishlist(locale)))?.key).toBe('wishlist');
    for (const doc of LEGAL_DOCUMENTS) {
      expect(matchRoute(locale, segments(href.legal(locale, doc)))).toEqual({ key: 'legal', params: [doc] });
    }
  });

  it('gives the localised contact page', () => {
    expect(href.contact('es-ES')).toBe('/contacto');
    expect(href.contact('it-IT')).toBe('/contatti');
    expect(href.legal('nl-NL', 'cookies')).toBe('/juridische-informatie/cookies');
  });

  it('gives the localised wishlist page', () => {
    expect(href.wishlist('fr-BE')).toBe('/favoris');
    expect(href.wishlist('es-ES')).toBe('/favoritos');
    expect(href.wishlist('nl-BE')).toBe('/favorieten');
    expect(href.wishlist('it-IT')).toBe('/preferiti');
  });

  it('translates a page to another locale', () => {
    const legal = matchRoute('fr-FR', ['informations-legales', 'data-protection']);
    expect(hrefInLocale(legal, 'es-ES')).toBe('/informacion-legal/data-protection');
    expect(hrefInLocale(matchRoute('fr-FR', []), 'it-IT')).toBe('/');
    expect(hrefInLocale(null, 'nl-BE')).toBe('/');
  });
});

describe('absolutePath', () => {
  it('adds the locale prefix except for the default locale', () => {
    expect(absolutePath('fr-FR', '/contact')).toBe('/contact');
    expect(absolutePath('es-ES', '/contacto')).toBe('/es-ES/contacto');
    expect(absolutePath('nl-BE', '/')).toBe('/nl-BE');
    expect(absolutePath('fr-FR', '/')).toBe('/');
  });
});
