import { firstStayDay as firstStayDayAt, todayAt } from '@/lib/days';
import type { TimeZone } from '@/lib/locales';
import { readKeys } from '@/shared/search-address/key-codecs';
import { PRODUCT_HASH_KEYS } from '@/shared/search-address/product-hash-keys';
import { writeProductHash } from '@/shared/search-address/product-hash';
import { addDays, daysBetween, MAX_NIGHTS } from '@/shared/search-address/search-dates';

/** §2.2: `#products` (or `anchor=products` among the stay's keys) scrolls to the offers. */
export const PRODUCTS_ANCHOR = 'products';

export type Travellers = { adults: number; children: number; babies: number };
export const DEFAULT_TRAVELLERS: Travellers = { adults: 2, children: 0, babies: 0 };

/** What a hotel page's address says: a usable stay (or none), the travellers, and whether it asks for the offers. */
export type HotelAddress = { checkin: string | null; checkout: string | null; travellers: Travellers; toProducts: boolean };

/** The first day a stay may start: today, or tomorrow from 20:00 on the point of sale's clock (§4). */
export const firstStayDay = (now: Date, timeZone: TimeZone): string => firstStayDayAt(todayAt(timeZone, now));

/**
 * The hotel page's hash (§2.1 hash parameters, shared with the product page): checkin with checkout (or nights),
 * kept only as a stay of 1 to 14 nights not starting before the first bookable day; a, c, b; the products anchor.
 */
export function parseHotelHash(hash: string, now: Date, timeZone: TimeZone): HotelAddress {
  const text = hash.replace(/^#/, '');
  const params = new URLSearchParams(text);
  const toProducts = text === PRODUCTS_ANCHOR || params.get('anchor') === PRODUCTS_ANCHOR || params.has(PRODUCTS_ANCHOR);
  const values = readKeys(PRODUCT_HASH_KEYS, (key) => params.getAll(key));
  let checkin = values.checkin ?? null;
  let checkout = values.checkout ?? null;
  if (checkin && !checkout && values.nights) checkout = addDays(checkin, values.nights);
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : 0;
  if (!checkin || !checkout || checkin < firstStayDay(now, timeZone) || nights < 1 || nights > MAX_NIGHTS) {
    checkin = null;
    checkout = null;
  }
  return {
    checkin,
    checkout,
    travellers: { adults: values.adults ?? DEFAULT_TRAVELLERS.adults, children: values.children ?? DEFAULT_TRAVELLERS.children, babies: values.babies ?? DEFAULT_TRAVELLERS.babies },
    toProducts,
  };
}

/** The hash of a stay (the hotel page's own, and the product links of its offers): dates with nights, guests. */
export function stayHash({ checkin, checkout, travellers }: Pick<HotelAddress, 'checkin' | 'checkout' | 'travellers'>): string {
  const dated = checkin && checkout && daysBetween(checkin, checkout) >= 1;
  return writeProductHash({ ...(dated ? { checkin, checkout, nights: daysBetween(checkin, checkout) } : {}), ...travellers });
}
