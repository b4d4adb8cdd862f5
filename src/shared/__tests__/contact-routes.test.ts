import { describe, expect, it } from '@jest/globals';
import { BOOKING_REQUESTS, href } from '../routes';
import { matchRoute } from '../route-match';

describe('the contact page and the quick actions to My booking', () => {
  it.each([
    ['fr-FR', {}, '/contact'],
    ['es-ES', { ref: 'contact_thank_you' }, '/contacto?ref=contact_thank_you'],
    ['nl-BE', { hash: 'faq' }, '/klantenservice#faq'],
    ['it-IT', { ref: 'contact_thank_you', hash: '#faq' }, '/contatti?ref=contact_thank_you#faq'],
  ] as const)('contact in %s with %j → %s', (locale, options, expected) => {
    const address = href.contact(locale, options);
    expect(address).toBe(expected);
    expect(matchRoute(locale, address.split(/[?#]/)[0].split('/').filter(Boolean))).toEqual({ key: 'contact', params: [] });
  });

  it.each(BOOKING_REQUESTS)('My booking with the request %s in the hash round-trips to its page', (request) => {
    const address = href.bookingLookup('fr-FR', { request });
    expect(address).toBe(`/ma-reservation#request=${request}`);
    expect(matchRoute('fr-FR', ['ma-reservation'])).toEqual({ key: 'bookingLookup', params: [] });
    expect(href.bookingLookup('es-ES')).toBe('/mi-reserva');
  });
});
