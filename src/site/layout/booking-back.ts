import { PRODUCT_HASH_KEYS } from '@/shared/search-address/product-hash-keys';

/**
 * The booking flow's back arrow (product-and-purchase §2.11) returns to the hotel or product page with the stay kept:
 * of the current hash, only checkin, checkout, nights, guests (a, c, b) and the gift keys (giftNights, giftFormat,
 * flow) go back, in their order.
 */
const KEPT_KEYS = new Set<string>([
  PRODUCT_HASH_KEYS.checkin.key,
  PRODUCT_HASH_KEYS.checkout.key,
  PRODUCT_HASH_KEYS.nights.key,
  PRODUCT_HASH_KEYS.adults.key,
  PRODUCT_HASH_KEYS.children.key,
  PRODUCT_HASH_KEYS.babies.key,
  'giftNights',
  'giftFormat',
  'flow',
]);

export function backHref(target: string, hash: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) if (KEPT_KEYS.has(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `${target.split('#')[0]}#${text}` : target;
}
