import { HASH_KEYS } from '@/shared/search-address/address-keys';

/** Attribute a tiny inline script sets on <html> before paint when the hash names a hotel: the plain message waits. */
export const EXPIRED_PENDING_ATTRIBUTE = 'data-expired-offer-pending';

/** Runs before hydration (same rule as `expiredOfferHotelId`, kept tiny). */
export const EXPIRED_PENDING_SCRIPT = `if(/[#&]${HASH_KEYS.hotelId.key}=[1-9]\\d{0,9}(&|$)/.test(location.hash))document.documentElement.setAttribute('${EXPIRED_PENDING_ATTRIBUTE}','')`;

/**
 * The hotel of an expired offer link (`…#hotelId=123&id=456`): a positive id, else null (then the plain
 * not-found message shows). A hash sent twice or malformed counts as absent.
 */
export function expiredOfferHotelId(hash: string): number | null {
  const values = new URLSearchParams(hash.replace(/^#/, '')).getAll(HASH_KEYS.hotelId.key);
  if (values.length !== 1 || !/^[1-9]\d{0,9}$/.test(values[0])) return null;
  const id = Number(values[0]);
  return id <= 2 ** 31 - 1 ? id : null;
}
