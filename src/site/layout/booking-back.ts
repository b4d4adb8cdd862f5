import { STAY_KEY_NAMES } from '@/shared/search-address/stay-key-names';

/**
 * The booking flow's back arrow (product-and-purchase §2.11) returns to the hotel or product page with the stay kept:
 * of the current hash, only checkin, checkout, nights, guests (a, c, b) and the gift keys (giftNights, giftFormat,
 * flow) go back, in their order. By their names alone (stay-key-names.ts): the header loads no key table.
 */
const KEPT_KEYS = new Set<string>([
  STAY_KEY_NAMES.checkin,
  STAY_KEY_NAMES.checkout,
  STAY_KEY_NAMES.nights,
  STAY_KEY_NAMES.adults,
  STAY_KEY_NAMES.children,
  STAY_KEY_NAMES.babies,
  STAY_KEY_NAMES.giftNights,
  'giftFormat',
  'flow',
]);

export function backHref(target: string, hash: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) if (KEPT_KEYS.has(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `${target.split('#')[0]}#${text}` : target;
}
