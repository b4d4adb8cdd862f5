import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/locales';
import { BOX_CHECKOUT_SEGMENT, CHECKOUT_SEGMENT, GIFT_CHECKOUT_SEGMENT, href } from '../routes';
import { matchRoute } from '../route-match';

describe('the gift and box checkout routes', () => {
  it.each(LOCALES.map((l) => [l]))('serves the hand-offs in %s, beside the stay checkout', (locale) => {
    const activity = href.giftCheckout(locale, { id: 12, people: 1, ownUse: true });
    const card = href.giftCardCheckout(locale, { amount: 5000, design: 'love' });
    for (const address of [activity, card]) {
      const path = address.split(/[?#]/)[0];
      expect(matchRoute(locale, path.split('/').filter(Boolean))).toEqual({ key: 'giftCheckout', params: [GIFT_CHECKOUT_SEGMENT[locale]] });
    }
    expect(matchRoute(locale, [CHECKOUT_SEGMENT[locale], '123'])).toEqual({ key: 'stayCheckout', params: ['123'] });
    expect(matchRoute(locale, [CHECKOUT_SEGMENT[locale], 'other'])).toBeNull();
    const box = href.boxCheckout(locale, { code: 'ROMANCE1N-PBOX', giftFormat: 'physical' }).split('?')[0];
    expect(matchRoute(locale, box.split('/').filter(Boolean))).toEqual({ key: 'boxCheckout', params: [BOX_CHECKOUT_SEGMENT[locale]] });
    expect(matchRoute(locale, [CHECKOUT_SEGMENT[locale], GIFT_CHECKOUT_SEGMENT[locale], 'x'])).toBeNull();
  });

  it('is another language word in each locale', () => {
    expect(matchRoute('es-ES', ['reserva', 'cadeau'])).toBeNull();
    expect(href.giftCheckout('it-IT', { id: 3 })).toBe('/prenotazione/regalo#id=3&a=2');
  });
});
