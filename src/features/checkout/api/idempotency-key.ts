import { readStorage, writeStorage } from '@/lib/browser-storage';

/**
 * One idempotency key per attempt to buy a stay, kept in the tab's session storage: a double click, a retry after a
 * lost answer or a reload of the checkout sends the same key, and the server gives back the first order. A placed
 * order forgets the key, so a new booking of the same stay is a new order.
 */
const keyName = (scope: string) => `escapade.checkout.idempotency.${scope}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function idempotencyKey(scope: string, newKey: () => string = () => crypto.randomUUID()): string {
  const kept = readStorage('sessionStorage', keyName(scope));
  if (kept && UUID.test(kept)) return kept;
  const key = newKey();
  writeStorage('sessionStorage', keyName(scope), key);
  return key;
}

export const forgetIdempotencyKey = (scope: string): void => {
  writeStorage('sessionStorage', keyName(scope), null);
};
