import { readKeys } from '@/shared/search-address/key-codecs';
import { PRODUCT_HASH_KEYS } from '@/shared/search-address/product-hash-keys';
import { daysBetween } from '@/lib/days';

/**
 * The stay a checkout address hands over (`/reservation/123#checkin=…&checkout=…&night=2&a=2…`, the product page's
 * Book button, PRODUCT_HASH_KEYS): its dates, guests and activity dates, or null when the hash names no usable
 * stay (the page then says the dates are not available, §8). Prices never come from the address: the server
 * prices what this names.
 */
export type CheckoutStay = {
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  activityDates: string[];
};

export const MAX_CHECKOUT_NIGHTS = 14;

export function checkoutStayOfHash(hash: string): CheckoutStay | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const values = readKeys(PRODUCT_HASH_KEYS, (key) => params.getAll(key));
  const checkin = values.checkin;
  if (!checkin) return null;
  const nights = values.checkout ? daysBetween(checkin, values.checkout) : values.nights;
  if (!nights || nights < 1 || nights > MAX_CHECKOUT_NIGHTS) return null;
  return {
    checkin,
    nights,
    adults: values.adults ?? 2,
    children: values.children ?? 0,
    babies: values.babies ?? 0,
    activityDates: values.activityDates ?? [],
  };
}

/** The travellers whose names the form asks: adults and children (babies travel with them). */
export const namedTravellers = (stay: Pick<CheckoutStay, 'adults' | 'children'>): number => stay.adults + stay.children;
