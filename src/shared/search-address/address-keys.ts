/**
 * Every key of the search address, spelled here and nowhere else (search-and-discovery §2 'Search state in the
 * address hash'; product-and-purchase §2.1 adds its own when the product, hotel, gift and checkout pages land).
 * The query holds flow, page and from; everything else goes in the hash. Each entry names the key and says how its
 * text is read (invalid text is undefined: the caller's default) and written (undefined: left out of the address).
 * search-state.ts parses and writes the whole address with this table and adds the rules that tie fields together.
 * The query's keys (flow, page, from) are in query-keys.ts, apart because every page's links write them; the kinds of
 * key (how ids, days, counts, flags and lists are read and written) in key-codecs.ts.
 */
import { DEFAULT_GUESTS } from './guests';
import { encode, key, LIMITS, listKey, readBool, readClampedInt, readCode, readInt, readNumber, type ValueOf } from './key-codecs';
import { MAX_NIGHTS, isIsoDay } from './search-dates';
import { DEFAULT_SORT } from './sort-options';

export { LIMITS, readKeys, writeKeys, type AddressKey } from './key-codecs';
export { QUERY_KEYS, type QueryValues } from './query-keys';

export const HOTEL_SCORE_OPTIONS = [9, 8, 7] as const;
export const STAR_OPTIONS = [5, 4, 3] as const;

const idKey = (name: string) => key(name, (raw) => readInt(raw, 1, LIMITS.id));
const dayKey = (name: string) => key(name, (raw) => (raw !== undefined && isIsoDay(raw) ? raw : undefined));
const guestKey = (name: string, min: number, max: number, fallback: number) =>
  key(name, (raw) => readClampedInt(raw, min, max), (value: number) => (value === fallback ? undefined : String(value)));
const flagKey = (name: string) => key(name, readBool, (value: boolean) => (value ? '1' : undefined));
const intKey = (name: string, min: number, max: number) => key(name, (raw) => readInt(raw, min, max));
const numberKey = (name: string, min: number, max: number) => key(name, (raw) => readNumber(raw, min, max));

/**
 * The hash keys, by the field they fill. A field read here may still be dropped by a rule of search-state.ts
 * (a past check-in, a crossed price pair, a sort this flow does not offer, a lone latitude).
 */
export const HASH_KEYS = {
  checkin: dayKey('checkin'),
  checkout: dayKey('checkout'),
  nights: intKey('night', 1, MAX_NIGHTS),
  adults: guestKey('a', 1, 20, DEFAULT_GUESTS.adults),
  children: guestKey('c', 0, 10, DEFAULT_GUESTS.children),
  babies: guestKey('b', 0, 10, DEFAULT_GUESTS.babies),
  singleRoom: flagKey('s'),
  theme: idKey('theme'),
  city: idKey('city'),
  hotel: idKey('hotel'),
  poi: idKey('poi'),
  region: idKey('region'),
  department: idKey('department'),
  country: idKey('country'),
  touristicRegion: idKey('touristicregion'),
  skiResort: idKey('skiresort'),
  seaResort: idKey('searesort'),
  latitude: numberKey('lat', -90, 90),
  longitude: numberKey('lng', -180, 180),
  distanceMin: intKey('distanceMin', 0, LIMITS.distanceKm),
  distanceMax: intKey('distanceMax', 0, LIMITS.distanceKm),
  sort: key('sort', (raw) => raw, (value: string) => (value === DEFAULT_SORT ? undefined : encode(value))),
  hotelTypes: listKey('hotelTypes', readCode, LIMITS.codes),
  hotelEnvironments: listKey('hotelEnvironments', readCode, LIMITS.codes),
  hotelStyles: listKey('hotelStyles', readCode, LIMITS.codes),
  tags: listKey('tags', readCode, LIMITS.codes),
  stars: listKey('stars', (raw) => readInt(raw, 1, 5), 5),
  /** One more than the limit: the pets pseudo-facility may be among them (search-state.ts takes it out). */
  facilities: listKey('facilities', readCode, LIMITS.codes + 1),
  activities: listKey('activities', (raw) => readInt(raw, 1, LIMITS.id), LIMITS.activities),
  hotelScore: key('hotelScore', (raw) => {
    const score = readInt(raw, 0, 10);
    return (HOTEL_SCORE_OPTIONS as readonly number[]).includes(score ?? -1) ? score : undefined;
  }),
  minHotelReviewScore: numberKey('minHotelReviewScore', 0, 10),
  priceMin: intKey('priceMin', 0, LIMITS.priceCents),
  priceMax: intKey('priceMax', 0, LIMITS.priceCents),
  singleVoucherPriceMin: intKey('singleVoucherPriceMin', 0, LIMITS.priceCents),
  singleVoucherPriceMax: intKey('singleVoucherPriceMax', 0, LIMITS.priceCents),
  petsAllowed: flagKey('petsAllowed'),
  giftNights: intKey('giftNights', 1, MAX_NIGHTS),
  giftFormat: key('giftFormat', (raw) => readCode(raw?.trim() ?? '')),
  /** The offer a search concerns. */
  id: idKey('id'),
  /** The hotel whose offers a hotel-flow search lists. */
  hotelId: idKey('hotelId'),
  upsell: flagKey('upsell'),
} as const;

/** What the hash's keys read, each field valid on its own. */
export type HashValues = { -readonly [F in keyof typeof HASH_KEYS]?: ValueOf<(typeof HASH_KEYS)[F]> };

/** The name of a field's key in the address: hashKeyOf('touristicRegion') → 'touristicregion'. */
export const hashKeyOf = (field: keyof typeof HASH_KEYS): string => HASH_KEYS[field].key;

/** An activity date of a stay: `<activityId>_<day index from check-in>` (product-and-purchase §3 'Activity dates'). */
const readActivityDate = (raw: string): string | undefined => (/^[1-9]\d{0,9}_\d{1,2}$/.test(raw) ? raw : undefined);

/**
 * The hash of a stay product page and its checkout hand-off (product-and-purchase §2.1): the search's own keys for
 * the dates and guests (checkin, checkout, night, a, c, b: same meaning, same spelling), plus the activity dates
 * chosen on the page. Offer cards write it with the visitor's search so the page opens priced for them.
 */
export const PRODUCT_HASH_KEYS = {
  checkin: HASH_KEYS.checkin,
  checkout: HASH_KEYS.checkout,
  nights: HASH_KEYS.nights,
  adults: HASH_KEYS.adults,
  children: HASH_KEYS.children,
  babies: HASH_KEYS.babies,
  activityDates: listKey('activityDates', readActivityDate, LIMITS.activities),
  /** §2.1 and §4 gifting: the gift's nights, its rate tier (customer care), the availability upsell */
  giftNights: HASH_KEYS.giftNights,
  bucket: intKey('bucket', 1, 3),
  upsell: key('upsell', (raw) => (raw === 'availability' || raw === 'none' ? raw : undefined), (value: 'none' | 'availability') => (value === 'availability' ? value : undefined)),
  /** §2.1 `giftFormat`: digital (the default, not written) or physical */
  giftFormat: key('giftFormat', (raw) => (raw === 'physical' || raw === 'digital' ? raw : undefined), (value: 'digital' | 'physical') => (value === 'physical' ? value : undefined)),
  /** §2.1 `sleeves`: a physical gift's sleeve, an extra's id or the free 'default' (not written) */
  sleeves: key('sleeves', (raw) => (raw === 'default' || /^[1-9]\d{0,9}$/.test(raw ?? '') ? raw : undefined), (value: string) => (value === 'default' ? undefined : value)),
  /** with an upsell added: the offer it was added to, where removing it leads back */
  offerId: idKey('offerId'),
} as const;
export type ProductHashValues = { -readonly [F in keyof typeof PRODUCT_HASH_KEYS]?: ValueOf<(typeof PRODUCT_HASH_KEYS)[F]> };
