/** @jest-environment node */
import type { Flow, ItemCategory } from '@/contracts/search-criteria';
import { cardLink, hotelLink, isSitePath, type CardLink } from '../card-link';

const offer = (itemCategory: ItemCategory, uri = '/weekend/paris-spa-123') => ({ id: 123, uri, itemCategory, hotel: { id: 9, label: 'H', stars: 4, uri: '/hotel/h-9', location: { label: '', address: '', zipCode: '', uri: '', lat: 0, lng: 0 }, review: { count: 0, average: null } } });

describe('cardLink', () => {
  it.each<[Flow, ItemCategory, string, CardLink]>([
    ['hotel', 'weekend', '/weekend/paris-spa-123', { kind: 'hotel', hotelId: 9, query: { flow: 'hotel' } }],
    ['booking', 'weekend', '/weekend/paris-spa-123', { kind: 'address', path: '/weekend/paris-spa-123', query: { flow: 'booking' } }],
    ['gifting', 'single_voucher', '/gift/spa-123', { kind: 'address', path: '/gift/spa-123', query: { flow: 'gifting' } }],
    ['booking', 'single_voucher', '/gift/spa-123', { kind: 'address', path: '/gift/spa-123', query: { flow: 'gifting' } }],
    ['activity', 'activity', '/activity/kayak-5', { kind: 'address', path: '/activity/kayak-5', query: { flow: 'activity' } }],
    ['booking', 'weekend', '', { kind: 'offer', offerId: 123, query: { flow: 'booking' } }],
    ['booking', 'weekend', 'https://evil.example/x', { kind: 'offer', offerId: 123, query: { flow: 'booking' } }],
    ['booking', 'weekend', '//evil.example/x', { kind: 'offer', offerId: 123, query: { flow: 'booking' } }],
  ])('flow %s, category %s, uri %j', (flow, category, uri, expected) => {
    expect(cardLink(offer(category, uri), flow)).toEqual(expected);
  });
});

describe('hotelLink', () => {
  it.each([
    ['/hotel/h-9', { kind: 'address', path: '/hotel/h-9' }],
    ['', { kind: 'hotel', hotelId: 9 }],
    ['javascript:alert(1)', { kind: 'hotel', hotelId: 9 }],
  ])('uri %j', (uri, expected) => {
    expect(hotelLink({ id: 9, uri })).toEqual(expected);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/a/b?c=1', true],
    ['/', true],
    ['//x', false],
    ['/\\x', false],
    ['/a b', false],
    ['a/b', false],
    [null, false],
  ])('%j → %s', (uri, expected) => {
    expect(isSitePath(uri)).toBe(expected);
  });
});
