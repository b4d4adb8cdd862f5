import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/locales';
import { href, hrefInLocale } from '../routes';
import { matchRoute } from '../route-match';

const segments = (path: string) => path.split('?')[0].split('/').filter(Boolean);

describe('the gift box routes', () => {
  it.each(LOCALES)('round-trips the listing and a box page in %s', (locale) => {
    expect(matchRoute(locale, segments(href.giftBoxes(locale)))).toEqual({ key: 'giftBoxes', params: [] });
    const box = href.giftBox(locale, { slug: 'escapade-romantique', code: 'ROMANCE1N-PBOX' });
    const match = matchRoute(locale, segments(box));
    expect(match).toEqual({ key: 'giftBox', params: ['p', 'escapade-romantique', 'ROMANCE1N-PBOX'] });
    expect(hrefInLocale(match, locale)).toBe(box);
  });

  it('localises the segment, not the slug or the code', () => {
    expect(href.giftBoxes('fr-BE')).toBe('/coffrets-cadeaux');
    expect(href.giftBox('es-ES', { slug: 'escapade-romantique', code: 'ROMANCE1N-EBOX' })).toBe('/cajas-regalo/p/escapade-romantique/ROMANCE1N-EBOX');
    expect(hrefInLocale({ key: 'giftBox', params: ['p', 'x', 'WINE1N-EBOX'] }, 'it-IT')).toBe('/cofanetti-regalo/p/x/WINE1N-EBOX');
  });

  it.each([
    ['without the p keyword', ['coffrets-cadeaux', 'q', 'slug', 'ROMANCE1N-EBOX']],
    ['with an empty slug', ['coffrets-cadeaux', 'p', '', 'ROMANCE1N-EBOX']],
    ['with a code without a format suffix', ['coffrets-cadeaux', 'p', 'slug', 'ROMANCE1N']],
    ['with a lower-case code', ['coffrets-cadeaux', 'p', 'slug', 'romance1n-ebox']],
    ['with one segment too many', ['coffrets-cadeaux', 'p', 'slug', 'ROMANCE1N-EBOX', 'x']],
    ['with two segments', ['coffrets-cadeaux', 'p', 'slug']],
    ["with another locale's segment", ['cajas-regalo']],
  ])('is not found %s', (_case, path) => {
    expect(matchRoute('fr-FR', path)).toBeNull();
  });

  it('hands the Offer over to the box checkout with the code and format in the query', () => {
    expect(href.boxCheckout('fr-FR', { code: 'ROMANCE1N-PBOX', giftFormat: 'physical' })).toBe('/reservation/coffret?code=ROMANCE1N-PBOX&giftFormat=physical');
    expect(href.boxCheckout('it-IT', { code: 'ROMANCE1N-EBOX', giftFormat: 'digital' })).toBe('/prenotazione/cofanetto?code=ROMANCE1N-EBOX&giftFormat=digital');
  });
});
