/**
 * The stay's keys and the product page's hash (product-and-purchase §2.1), spelled here and nowhere else (the stay's
 * names in stay-key-names.ts, which the booking header reads alone). The search's table (address-keys.ts) takes its
 * dates, nights, guests and gift nights from STAY_KEYS, so a key shared by the search and the product pages has one
 * spelling; this module stays apart so that the product, checkout and booking pages, which read only these keys, do
 * not load the search's whole table and its sort options.
 */
import { DEFAULT_GUESTS } from './guests';
import { key, LIMITS, listKey, type ValueOf } from './key-codecs';
import { dayKey, guestKey, idKey, intKey } from './key-kinds';
import { MAX_NIGHTS } from './stay-days';
import { STAY_KEY_NAMES } from './stay-key-names';

/** A stay's dates and guests as a search and a product page both write them, and a gift's nights. */
export const STAY_KEYS = {
  checkin: dayKey(STAY_KEY_NAMES.checkin),
  checkout: dayKey(STAY_KEY_NAMES.checkout),
  nights: intKey(STAY_KEY_NAMES.nights, 1, MAX_NIGHTS),
  adults: guestKey(STAY_KEY_NAMES.adults, 1, 20, DEFAULT_GUESTS.adults),
  children: guestKey(STAY_KEY_NAMES.children, 0, 10, DEFAULT_GUESTS.children),
  babies: guestKey(STAY_KEY_NAMES.babies, 0, 10, DEFAULT_GUESTS.babies),
  giftNights: intKey(STAY_KEY_NAMES.giftNights, 1, MAX_NIGHTS),
} as const;

/** An activity date of a stay: `<activityId>_<day index from check-in>` (product-and-purchase §3 'Activity dates'). */
const readActivityDate = (raw: string): string | undefined => (/^[1-9]\d{0,9}_\d{1,2}$/.test(raw) ? raw : undefined);

/**
 * The hash of a stay product page and its checkout hand-off (product-and-purchase §2.1): the search's own keys for
 * the dates and guests (checkin, checkout, night, a, c, b: same meaning, same spelling), plus the activity dates
 * chosen on the page. Offer cards write it with the visitor's search so the page opens priced for them.
 */
export const PRODUCT_HASH_KEYS = {
  checkin: STAY_KEYS.checkin,
  checkout: STAY_KEYS.checkout,
  nights: STAY_KEYS.nights,
  adults: STAY_KEYS.adults,
  children: STAY_KEYS.children,
  babies: STAY_KEYS.babies,
  activityDates: listKey('activityDates', readActivityDate, LIMITS.activities),
  /** §2.1 and §4 gifting: the gift's nights, its rate tier (customer care), the availability upsell */
  giftNights: STAY_KEYS.giftNights,
  bucket: intKey('bucket', 1, 3),
  upsell: key('upsell', (raw) => (raw === 'availability' || raw === 'none' ? raw : undefined), (value: 'none' | 'availability') => (value === 'availability' ? value : undefined)),
  /** §2.1 `giftFormat`: digital (the default, not written) or physical */
  giftFormat: key('giftFormat', (raw) => (raw === 'physical' || raw === 'digital' ? raw : undefined), (value: 'digital' | 'physical') => (value === 'physical' ? value : undefined)),
  /** §2.1 `sleeves`: a physical gift's sleeve, an extra's id or the free 'default' (not written) */
  sleeves: key('sleeves', (raw) => (raw === 'default' || /^[1-9]\d{0,9}$/.test(raw ?? '') ? raw : undefined), (value: string) => (value === 'default' ? undefined : value)),
  /** with an upsell added: the offer it was added to, where removing it leads back */
  offerId: idKey('offerId'),
  /** §2.1 `theme`: the theme the visitor came from (a theme id), kept as the page rewrites its hash */
  theme: idKey('theme'),
  /** §2.1 `anchor`: a section of the page to bring into view on arrival (the page says which names it knows) */
  anchor: key('anchor', (raw) => (raw !== undefined && /^[a-z][a-zA-Z-]{0,29}$/.test(raw) ? raw : undefined)),
  /** §2.1 `hotelId`: the hotel the visitor came from, kept as the page rewrites its hash */
  hotelId: idKey('hotelId'),
} as const;
export type ProductHashValues = { -readonly [F in keyof typeof PRODUCT_HASH_KEYS]?: ValueOf<(typeof PRODUCT_HASH_KEYS)[F]> };
