/** @jest-environment node */
import type { Flow, ItemCategory } from '@/contracts/search-criteria';
import { cardLink, cardStay, hotelLink, isSitePath, productHashOfSearch, type CardLink, type SearchStay } from '../card-link';

const offer = (itemCategory: ItemCategory, uri = '/weekend/paris-spa-123') => ({ id: 123, label: 'Spa à Paris', uri, itemCategory, hotel: { id: 9, label: 'H', stars: 4, uri: '/hotel/h-9', location: { label: '', address: '', zipCode: '', uri: '', lat: 0, lng: 0 }, review: { count: 0, average: null } } });

describe('cardLink', () => {
  it.each<[Flow, ItemCategory, string, CardLink]>([
    ['hotel', 'weekend', '/weekend/paris-spa-123', { kind: 'hotel', hotelId: 9, query: { flow: 'hotel' }, hash: '' }],
    ['booking', 'weekend', '/weekend/paris-spa-123', { kind: 'product', offerId: 123, slug: 'spa-a-paris', query: { flow: 'booking' }, hash: '' }],
    ['gifting', 'single_voucher', '/gift/spa-123', { kind: 'product', offerId: 123, slug: 'spa-a-paris', query: { flow: 'gifting' }, hash: '' }],
    ['booking', 'single_voucher', '/gift/spa-123', { kind: 'product', offerId: 123, slug: 'spa-a-paris', query: { flow: 'gifting' }, hash: '' }],
    ['gifting', 'weekend', '', { kind: 'product', offerId: 123, slug: 'spa-a-paris', query: { flow: 'booking' }, hash: '' }],
    ['booking', 'weekend', 'https://evil.example/x', { kind: 'product', offerId: 123, slug: 'spa-a-paris', query: { flow: 'booking' }, hash: '' }],
    // Activities open the activity-only page (§2.3) whatever address the catalog gave.
    ['activity', 'activity', '/activity/kayak-5', { kind: 'activity', offerId: 123 }],
    ['booking', 'activity', '/activity/kayak-5', { kind: 'activity', offerId: 123 }],
    ['activity', 'activity', '', { kind: 'activity', offerId: 123 }],
    ['activity', 'activity', '//evil.example/x', { kind: 'activity', offerId: 123 }],
    ['hotel', 'activity', '', { kind: 'hotel', hotelId: 9, query: { flow: 'hotel' }, hash: '' }],
  ])('flow %s, category %s, uri %j', (flow, category, uri, expected) => {
    expect(cardLink(offer(category, uri), flow)).toEqual(expected);
  });

  it("carries the search's dates, nights and guests to the product page", () => {
    const stay: SearchStay = { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 2, children: 1, babies: 0 };
    expect(cardLink(offer('weekend'), 'booking', stay)).toMatchObject({ kind: 'product', hash: 'checkin=2026-12-04&checkout=2026-12-06&night=2&c=1' });
  });

  it("carries the search's dates, nights and guests to the hotel page in the hotel flow", () => {
    const stay: SearchStay = { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 3, children: 0, babies: 0 };
    expect(cardLink(offer('weekend'), 'hotel', stay)).toEqual({ kind: 'hotel', hotelId: 9, query: { flow: 'hotel' }, hash: 'checkin=2026-12-04&checkout=2026-12-06&night=2&a=3' });
  });
});

describe('cardStay: the stay a card shows, which its link carries', () => {
  const oneNight: SearchStay = { checkin: '2027-01-09', checkout: '2027-01-10', nights: 1, adults: 2, children: 1, babies: 0 };
  it.each<[string, { checkin?: string | null; nights?: number }, SearchStay]>([
    ['a card priced for the search dates keeps them', { checkin: '2027-01-09', nights: 1 }, oneNight],
    ["a 'from' card of 'Stays on other dates' (2 nights, no dates) drops the search's dates, keeps its guests", { checkin: null, nights: 2 }, { adults: 2, children: 1, babies: 0 }],
    ['a card priced for other dates leads to those', { checkin: '2027-01-16', nights: 2 }, { checkin: '2027-01-16', checkout: '2027-01-18', nights: 2, adults: 2, children: 1, babies: 0 }],
    ['a card that does not say keeps the search', {}, oneNight],
  ])('%s', (_case, card, expected) => expect(cardStay(card, oneNight)).toEqual(expected));

  it("links a flexible search's card to its cheapest stay (issue 36), the product page then priced for it", () => {
    const flexibleSearch: SearchStay = { nights: 2, adults: 2, children: 1, babies: 0 };
    const card = { ...offer('weekend'), checkin: '2027-03-12', nights: 2, flexibleStay: { checkin: '2027-03-12', checkout: '2027-03-14', nights: 2, otherStays: 3 } };
    expect(cardLink(card, 'booking', flexibleSearch)).toMatchObject({ kind: 'product', hash: 'checkin=2027-03-12&checkout=2027-03-14&night=2&c=1' });
    // A stay brought within the offer's nights (one night asked, two sold) goes as the offer sells it.
    expect(cardStay({ checkin: null, flexibleStay: { checkin: '2027-03-13', nights: 2 } }, { nights: 1, adults: 2, children: 0, babies: 0 })).toEqual({ checkin: '2027-03-13', checkout: '2027-03-15', nights: 2, adults: 2, children: 0, babies: 0 });
  });

  it("links a 'Stays on other dates' card without the visitor's dates", () => {
    expect(cardLink({ ...offer('weekend'), checkin: null, nights: 2 }, 'booking', oneNight)).toMatchObject({ kind: 'product', hash: 'c=1' });
    expect(cardLink({ ...offer('weekend'), checkin: null, nights: 2 }, 'hotel', oneNight)).toMatchObject({ kind: 'hotel', hash: 'c=1' });
  });
});

describe('productHashOfSearch', () => {
  it.each<[SearchStay, string]>([
    [{ checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 3, children: 1, babies: 1 }, 'checkin=2026-12-04&checkout=2026-12-06&night=2&a=3&c=1&b=1'],
    [{ checkin: '2026-12-04', nights: 2, adults: 2, children: 0, babies: 0 }, ''],
    [{ nights: 3, adults: 4, children: 0, babies: 0 }, 'a=4'],
  ])('%j → %s', (stay, hash) => expect(productHashOfSearch(stay)).toBe(hash));
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
