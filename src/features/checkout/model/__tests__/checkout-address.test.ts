/** @jest-environment node */
import { checkoutStayOfHash, namedTravellers } from '../checkout-address';

describe('checkoutStayOfHash: the stay the product page handed over', () => {
  it.each<[string, ReturnType<typeof checkoutStayOfHash>]>([
    ['#checkin=2026-12-04&checkout=2026-12-06&night=2&a=2', { checkin: '2026-12-04', nights: 2, adults: 2, children: 0, babies: 0, activityDates: [] }],
    ['checkin=2026-12-04&night=3&a=3&c=1&b=1', { checkin: '2026-12-04', nights: 3, adults: 3, children: 1, babies: 1, activityDates: [] }],
    ['#checkin=2026-12-04&checkout=2026-12-05&activityDates=17_1', { checkin: '2026-12-04', nights: 1, adults: 2, children: 0, babies: 0, activityDates: ['17_1'] }],
    ['', null],
    ['#checkout=2026-12-06', null],
    ['#checkin=2026-12-04', null],
    ['#checkin=2026-02-31&night=2', null],
    ['#checkin=2026-12-04&checkout=2026-12-04', null],
    ['#checkin=2026-12-04&checkout=2026-12-30', null],
  ])('%j → %j', (hash, expected) => expect(checkoutStayOfHash(hash)).toEqual(expected));
});

it('asks names for adults and children, not babies', () => expect(namedTravellers({ adults: 2, children: 1 })).toBe(3));
