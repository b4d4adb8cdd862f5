import { describe, it, expect } from '@jest/globals';
import { LOCALES, type Locale } from '@/lib/locales';
import { absolutePath, href, hrefInLocale, LEGAL_DOCUMENTS, searchLandingOf, slugOf, type SearchLandingRef } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';

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

describe('search landing pages', () => {
  it.each<[Locale, string, string[]]>([
    ['fr-FR', '/recherche/lyon', ['lyon']],
    ['fr-FR', '/recherche/theme/romantique', ['theme', 'romantique']],
    ['fr-BE', '/recherche/region/bretagne', ['region', 'bretagne']],
    ['es-ES', '/busqueda/tema/romantica', ['theme', 'romantica']],
    ['es-ES', '/busqueda/region/andalucia', ['region', 'andalucia']],
    ['nl-BE', '/zoeken/thema/romantisch', ['theme', 'romantisch']],
    ['nl-NL', '/zoeken/regio/vlaanderen', ['region', 'vlaanderen']],
    ['it-IT', '/ricerca/tema/romantico', ['theme', 'romantico']],
    ['it-IT', '/ricerca/regione/toscana', ['region', 'toscana']],
    ['it-IT', '/ricerca/lione', ['lione']],
  ])('%s %s is the search page with the locale-independent params %j', (locale, path, params) => {
    expect(matchRoute(locale, segments(path))).toEqual({ key: 'search', params });
  });

  it.each<[Locale, string]>([
    ['es-ES', '/busqueda/theme/romantica'],
    ['fr-FR', '/recherche/tema/romantique'],
    ['nl-NL', '/zoeken/region/vlaanderen'],
    ['fr-FR', '/recherche/theme/romantique/extra'],
    ['fr-FR', '/recherche/lyon/extra'],
    ['it-IT', '/ricerca/citta/roma'],
  ])('%s %s is not a page (keyword of another locale, unknown keyword or too many segments)', (locale, path) => {
    expect(matchRoute(locale, segments(path))).toBeNull();
  });

  it('reads the landing a match names', () => {
    expect(searchLandingOf([])).toBeNull();
    expect(searchLandingOf(['lyon'])).toEqual({ kind: 'city', slug: 'lyon' });
    expect(searchLandingOf(['region', 'bretagne'])).toEqual({ kind: 'region', slug: 'bretagne' });
    expect(searchLandingOf(['theme', 'bien-etre'])).toEqual({ kind: 'theme', slug: 'bien-etre' });
    expect(searchLandingOf(['city', 'lyon'])).toBeNull();
  });

  it.each(LOCALES)('builds landing addresses that round-trip through matchRoute in %s', (locale) => {
    const landings: SearchLandingRef[] = [
      { kind: 'city', slug: 'saint-malo' },
      { kind: 'region', slug: 'auvergne-rhone-alpes' },
      { kind: 'theme', slug: 'bien-etre' },
    ];
    for (const landing of landings) {
      const built = href.search(locale, { landing, flow: 'gifting', page: 2, hash: 'a=3' });
      const [pathname, query] = built.split('#')[0].split('?');
      expect(query).toBe('flow=gifting&page=2');
      expect(built.endsWith('#a=3')).toBe(true);
      expect(searchLandingOf(matchRoute(locale, segments(pathname))!.params)).toEqual(landing);
    }
  });

  it('gives the localised landing addresses', () => {
    expect(href.search('fr-FR', { landing: { kind: 'city', slug: 'lyon' } })).toBe('/recherche/lyon');
    expect(href.search('fr-FR', { landing: { kind: 'theme', slug: 'romantique' } })).toBe('/recherche/theme/romantique');
    expect(href.search('it-IT', { landing: { kind: 'region', slug: 'toscana' } })).toBe('/ricerca/regione/toscana');
    expect(href.search('nl-BE', { landing: { kind: 'theme', slug: 'wellness' }, hash: 'checkin=2027-01-02' })).toBe('/zoeken/thema/wellness#checkin=2027-01-02');
  });

  it('translates the keyword, not the slug, to another locale', () => {
    expect(hrefInLocale(matchRoute('fr-FR', ['recherche', 'theme', 'romantique']), 'es-ES')).toBe('/busqueda/tema/romantique');
    expect(hrefInLocale(matchRoute('fr-FR', ['recherche', 'lyon']), 'it-IT')).toBe('/ricerca/lyon');
    expect(hrefInLocale(matchRoute('es-ES', ['busqueda']), 'nl-NL')).toBe('/zoeken');
  });

  it('makes slugs of names: folded, words joined by a dash', () => {
    expect(slugOf('Bien-être')).toBe('bien-etre');
    expect(slugOf('Sport & aventure')).toBe('sport-aventure');
    expect(slugOf("L'Isle-sur-la-Sorgue")).toBe('l-isle-sur-la-sorgue');
    expect(slugOf('Auvergne-Rhône-Alpes')).toBe('auvergne-rhone-alpes');
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

describe('the product route', () => {
  it.each(LOCALES)('round-trips an offer id, with and without its slug, in %s', (locale) => {
    const withSlug = href.product(locale, 123, { slug: 'week-end-a-lyon' });
    expect(matchRoute(locale, segments(withSlug))).toEqual({ key: 'product', params: ['123', 'week-end-a-lyon'] });
    expect(matchRoute(locale, segments(href.product(locale, 123)))).toEqual({ key: 'product', params: ['123'] });
  });

  it('localises the first segment and writes the flow in the query and the stay in the hash', () => {
    expect(href.product('fr-FR', 7, { slug: 'spa', hash: 'checkin=2026-12-04&checkout=2026-12-06&night=2' })).toBe('/sejour/7/spa#checkin=2026-12-04&checkout=2026-12-06&night=2');
    expect(href.product('es-ES', 7, { flow: 'gifting' })).toBe('/escapada/7?flow=gifting');
    expect(href.product('nl-NL', 7, { flow: 'booking' })).toBe('/verblijf/7');
    expect(href.product('it-IT', 7)).toBe('/soggiorno/7');
  });

  it('needs a positive integer id and at most a slug', () => {
    expect(matchRoute('fr-FR', ['sejour'])).toBeNull();
    expect(matchRoute('fr-FR', ['sejour', 'abc'])).toBeNull();
    expect(matchRoute('fr-FR', ['sejour', '0'])).toBeNull();
    expect(matchRoute('fr-FR', ['sejour', '012'])).toBeNull();
    expect(matchRoute('fr-FR', ['sejour', '99999999999'])).toBeNull();
    expect(matchRoute('fr-FR', ['sejour', '12', 'slug', 'more'])).toBeNull();
    expect(matchRoute('es-ES', ['sejour', '12'])).toBeNull();
  });

  it('names the product in another locale by its id alone (the loader adds that language slug)', () => {
    expect(hrefInLocale({ key: 'product', params: ['12', 'week-end'] }, 'it-IT')).toBe('/soggiorno/12');
  });

  it('builds the stay checkout hand-off, the stay in the hash', () => {
    const checkout = href.stayCheckout('fr-FR', 12, { hash: 'checkin=2026-12-04&checkout=2026-12-06&night=2' });
    expect(checkout).toBe('/reservation/12#checkin=2026-12-04&checkout=2026-12-06&night=2');
    expect(href.stayCheckout('nl-BE', 12)).toBe('/boeken/12');
    expect(matchRoute('fr-FR', segments(checkout.split('#')[0]))).toEqual({ key: 'stayCheckout', params: ['12'] });
  });

  it.each(LOCALES)('round-trips the checkout, confirmation and booking lookup in %s', (locale) => {
    expect(matchRoute(locale, segments(href.stayCheckout(locale, 42)))).toEqual({ key: 'stayCheckout', params: ['42'] });
    expect(matchRoute(locale, segments(href.confirmation(locale, '01234567', 'k').split('#')[0]))).toEqual({ key: 'confirmation', params: ['01234567'] });
    expect(matchRoute(locale, segments(href.bookingLookup(locale)))).toEqual({ key: 'bookingLookup', params: [] });
    expect(hrefInLocale({ key: 'confirmation', params: ['01234567'] }, locale)).toBe(href.confirmation(locale, '01234567'));
  });

  it('keeps the access key in the hash and refuses malformed offer ids and booking numbers', () => {
    expect(href.confirmation('es-ES', '01234567', 'a-b_c')).toBe('/confirmacion/01234567#key=a-b_c');
    expect(href.bookingLookup('fr-BE')).toBe('/ma-reservation');
    expect(href.bookingLookup('nl-NL')).toBe('/mijn-boeking');
    expect(matchRoute('fr-FR', ['reservation', '0'])).toBeNull();
    expect(matchRoute('fr-FR', ['reservation', 'abc'])).toBeNull();
    expect(matchRoute('fr-FR', ['reservation'])).toBeNull();
    expect(matchRoute('fr-FR', ['confirmation', '1234567'])).toBeNull();
    expect(matchRoute('fr-FR', ['confirmation', '123456789'])).toBeNull();
    expect(matchRoute('fr-FR', ['ma-reservation', 'x'])).toBeNull();
  });

  describe('hotel page (§2.2)', () => {
    it.each(LOCALES)('round-trips a hotel by its numeric id in %s, the stay in the hash', (locale) => {
      const address = href.hotel(locale, 42, { hash: 'checkin=2026-12-04&checkout=2026-12-06&night=2' });
      expect(address).toBe('/hotel/42#checkin=2026-12-04&checkout=2026-12-06&night=2');
      expect(matchRoute(locale, segments(address.split('#')[0]))).toEqual({ key: 'hotel', params: ['42'] });
      expect(hrefInLocale({ key: 'hotel', params: ['42'] }, locale)).toBe('/hotel/42');
    });

    it.each([
      ['a name instead of the id', ['hotel', 'le-grand-hotel']],
      ['no id', ['hotel']],
      ['a zero id', ['hotel', '0']],
      ['a leading zero', ['hotel', '042']],
      ['an id too large', ['hotel', '99999999999']],
      ['a decimal id', ['hotel', '4.2']],
      ['a segment after the id', ['hotel', '42', 'extra']],
    ])('is not found with %s', (_name, path) => {
      expect(matchRoute('fr-FR', path)).toBeNull();
    });
  });
});
