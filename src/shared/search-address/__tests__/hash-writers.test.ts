/** @jest-environment node */
import { href } from '@/shared/routes';
import { parseSearchState } from '../search-state';
import { writeProductHash } from '../product-hash';
import { resultsFocusHash } from '../results-focus-keys';

const NOW = new Date('2026-11-25T10:00:00Z');
const hashOf = (address: string) => address.slice(address.indexOf('#'));

describe('links narrowing the results to one hotel or one offer', () => {
  it.each<[string, string, { hotelId?: number; id?: number }]>([
    ['a hotel’s offers in the hotel flow', href.hotelOffers('fr-FR', 12), { hotelId: 12 }],
    ['one offer in the gifting flow', href.offerResults('es-ES', 42, 'gifting'), { id: 42 }],
  ])('%s, read back by the results', (_, address, focus) => {
    const flow = new URLSearchParams(address.split('#')[0].split('?')[1] ?? '').get('flow') ?? 'booking';
    expect(parseSearchState(hashOf(address), { flow }, NOW, 'Europe/Paris')).toMatchObject(focus);
  });

  it('writes the keys the results read', () => {
    expect(href.hotelOffers('fr-FR', 12)).toBe('/recherche?flow=hotel#hotelId=12');
    expect(href.offerResults('fr-FR', 42)).toBe('/recherche#id=42');
    expect(resultsFocusHash({})).toBe('');
  });
});

describe('writeProductHash', () => {
  it('leaves the default guests out, unless asked to keep them', () => {
    const stay = { checkin: '2026-12-04', nights: 2, adults: 2, activityDates: ['7_1', '9_0'] };
    expect(writeProductHash(stay)).toBe('checkin=2026-12-04&night=2&activityDates=7_1,9_0');
    expect(writeProductHash(stay, ['adults'])).toBe('checkin=2026-12-04&night=2&a=2&activityDates=7_1,9_0');
  });
});
