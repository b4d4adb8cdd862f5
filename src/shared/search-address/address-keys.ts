/**
 * Every key of the search address, spelled here and nowhere else (search-and-discovery §2 'Search state in the
 * address hash'; product-and-purchase §2.1 adds its own when the product, hotel, gift and checkout pages land).
 * The query holds flow, page and from; everything else goes in the hash. Each entry names the key and says how its
 * text is read (invalid text is undefined: the caller's default) and written (undefined: left out of the address).
 * search-state.ts parses and writes the whole address with this table and adds the rules that tie fields together.
 * The query's keys (flow, page, from) are in query-keys.ts, apart because every page's links write them; the stay's
 * keys (dates, nights, guests, gift nights) and the product page's hash in product-hash-keys.ts, apart because the
 * product, checkout and booking pages read only those; the kinds of key (how ids, days, counts, flags and lists are
 * read and written) in key-codecs.ts and key-kinds.ts.
 */
import { encode, key, LIMITS, listKey, readCode, readInt, type ValueOf } from './key-codecs';
import { flagKey, idKey, intKey, numberKey } from './key-kinds';
import { STAY_KEYS } from './product-hash-keys';
import { RESULTS_FOCUS_KEYS } from './results-focus-keys';
import { DEFAULT_SORT } from './sort-options';
import { FLEXIBLE_MONTHS_AHEAD, readArrival, readYearMonth } from './flexible-stay';

export { LIMITS, readKeys, writeKeys, type AddressKey } from './key-codecs';
export { QUERY_KEYS, type QueryValues } from './query-keys';
export { PRODUCT_HASH_KEYS, STAY_KEYS, type ProductHashValues } from './product-hash-keys';

export const HOTEL_SCORE_OPTIONS = [9, 8, 7] as const;
export const STAR_OPTIONS = [5, 4, 3] as const;

/**
 * The hash keys, by the field they fill. A field read here may still be dropped by a rule of search-state.ts
 * (a past check-in, a crossed price pair, a sort this flow does not offer, a lone latitude).
 */
export const HASH_KEYS = {
  checkin: STAY_KEYS.checkin,
  checkout: STAY_KEYS.checkout,
  nights: STAY_KEYS.nights,
  adults: STAY_KEYS.adults,
  children: STAY_KEYS.children,
  babies: STAY_KEYS.babies,
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
  giftNights: STAY_KEYS.giftNights,
  giftFormat: key('giftFormat', (raw) => readCode(raw?.trim() ?? '')),
  /** Flexible dates (issue 36, decision 33): the arrival rule, `weekend` or `any`; the nights are `night` (1 or 2). */
  flexibleArrival: key('flex', readArrival),
  /** The flexible search's months, `2027-03,2027-04` (search-state.ts keeps one to three still ahead). */
  flexibleMonths: listKey('months', readYearMonth, FLEXIBLE_MONTHS_AHEAD),
  id: RESULTS_FOCUS_KEYS.id,
  hotelId: RESULTS_FOCUS_KEYS.hotelId,
  upsell: flagKey('upsell'),
} as const;

/** What the hash's keys read, each field valid on its own. */
export type HashValues = { -readonly [F in keyof typeof HASH_KEYS]?: ValueOf<(typeof HASH_KEYS)[F]> };

/** The name of a field's key in the address: hashKeyOf('touristicRegion') → 'touristicregion'. */
export const hashKeyOf = (field: keyof typeof HASH_KEYS): string => HASH_KEYS[field].key;
