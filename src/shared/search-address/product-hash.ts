import { writeKeys } from './key-codecs';
import { PRODUCT_HASH_KEYS, type ProductHashValues } from './product-hash-keys';

/**
 * A stay product page's hash from its values (dates with their nights, guests other than the defaults, activity
 * dates), written by the offer cards and by the page itself with the one key table; the `kept` fields are written
 * even at their default (a gift stay's booking link names its two adults: `a=2`).
 */
export const writeProductHash = (values: ProductHashValues, kept: readonly (keyof ProductHashValues)[] = []): string =>
  writeKeys(PRODUCT_HASH_KEYS, values, kept)
    .map(([key, text]) => `${key}=${text}`)
    .join('&');
