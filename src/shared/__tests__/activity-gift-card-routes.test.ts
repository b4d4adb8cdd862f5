import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/locales';
import { href, hrefInLocale } from '../routes';
import { matchRoute } from '../route-match';

const segments = (path: string) => path.split(/[?#]/)[0].split('/').filter(Boolean);

describe('the activity-only route (§2.3: localised first segment, the activity id second, nothing else)', () => {
  it.each(LOCALES)('round-trips in %s', (locale) => {
    const path = href.activity(locale, 123);
    expect(matchRoute(locale, segments(path))).toEqual({ key: 'activity', params: ['123'] });
    expect(href.activity(locale, 123, { people: 1 })).toBe(`${path}#a=1`);
    expect(hrefInLocale({ key: 'activity', params: ['123'] }, locale)).toBe(path);
  });

  it.each([['activite', 'abc'], ['activite', '0'], ['activite', '-1'], ['activite', '1.5'], ['activite', '99999999999']])('404s /%s/%s', (first, id) => {
    expect(matchRoute('fr-FR', [first, id])).toBeNull();
  });

  it('404s without an id, with more segments, and with another locale’s segment', () => {
    expect(matchRoute('fr-FR', ['activite'])).toBeNull();
    expect(matchRoute('fr-FR', ['activite', '12', 'slug'])).toBeNull();
    expect(matchRoute('fr-FR', ['actividad', '12'])).toBeNull();
    expect(matchRoute('es-ES', ['actividad', '12'])).toEqual({ key: 'activity', params: ['12'] });
  });
});

describe('the gift card customisation page (§2.6: /giftcard/customization in every locale)', () => {
  it.each(LOCALES)('is /giftcard/customization in %s', (locale) => {
    expect(href.giftCard(locale)).toBe('/giftcard/customization');
    expect(matchRoute(locale, ['giftcard', 'customization'])).toEqual({ key: 'giftCard', params: ['customization'] });
  });

  it('404s anything else under /giftcard', () => {
    expect(matchRoute('fr-FR', ['giftcard'])).toBeNull();
    expect(matchRoute('fr-FR', ['giftcard', 'other'])).toBeNull();
    expect(matchRoute('fr-FR', ['giftcard', 'customization', 'x'])).toBeNull();
  });
});

describe('the gift checkout hand-offs (§4)', () => {
  it('writes the activity in the hash, 2 people by default, customType=OWN_USE only for oneself', () => {
    expect(href.giftCheckout('fr-FR', { id: 42 })).toBe('/reservation/cadeau#id=42&a=2');
    expect(href.giftCheckout('fr-FR', { id: 42, people: 1, ownUse: true })).toBe('/reservation/cadeau?customType=OWN_USE#id=42&a=1');
    expect(href.giftCheckout('es-ES', { id: 42, people: 2, ownUse: false })).toBe('/reserva/regalo#id=42&a=2');
  });

  it('writes a gift card’s amount and design in the query', () => {
    expect(href.giftCardCheckout('it-IT', { amount: 5000, design: 'love' })).toBe('/prenotazione/regalo?productType=GIFTCARD&amount=5000&design=love');
  });
});
