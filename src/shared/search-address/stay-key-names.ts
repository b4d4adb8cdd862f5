/**
 * How an address spells a stay's keys (checkin, checkout, night, a, c, b, giftNights): STAY_KEYS (product-hash-keys.ts)
 * reads and writes them with their rules; the booking flow's back arrow (src/site/layout/booking-back.ts) keeps them
 * by name only, so the booking header loads the names, not the key table and its codecs.
 */
export const STAY_KEY_NAMES = { checkin: 'checkin', checkout: 'checkout', nights: 'night', adults: 'a', children: 'c', babies: 'b', giftNights: 'giftNights' } as const;
