import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { reportActionFailure } from '@/shared/action-failure';
import { parseWishlist, serializeWishlist, WISHLIST_STORAGE_KEY, type Wishlist } from '../model/wishlist';

/**
 * The wishlist this browser keeps, read and written in localStorage, with no account call: what the header's link
 * (on every page) needs. The hearts' hook (use-wishlist.ts) adds the account's sync on top, in the pages that draw
 * hearts only.
 */

/** Blocked storage (privacy mode) reads as an empty wishlist. */
export const readWishlist = () => readStorage('localStorage', WISHLIST_STORAGE_KEY);

/** Writers in this tab notify here; other tabs through the 'storage' event, so every open tab stays in step. */
const listeners = new Set<() => void>();

export function subscribeWishlist(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeWishlist(update: (wishlist: Wishlist) => Wishlist): Wishlist {
  const next = update(parseWishlist(readWishlist()));
  // Storage full or blocked: the change is not kept, and the visitor is told (the error modal reloads the page).
  if (!writeStorage('localStorage', WISHLIST_STORAGE_KEY, serializeWishlist(next))) reportActionFailure('wishlist');
  listeners.forEach((listener) => listener());
  return next;
}

/** The wishlist this browser keeps now (sent to be merged with a customer account's on sign-in). */
export const storedWishlist = (): Wishlist => parseWishlist(readWishlist());

/**
 * Replaces the browser's wishlist: with the account's merged one after signing in (its items checked as stored ones
 * are), or with an empty one after signing out (the account keeps it on the server; docs/accounts.md).
 */
export function storeWishlist(wishlist: unknown): void {
  const next = parseWishlist(JSON.stringify(wishlist ?? {}));
  writeWishlist(() => next);
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once mounted in the browser (the wishlist is only known there). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The wishlist of this browser (empty on the server, so the first render matches), in step across tabs. */
export function useStoredWishlist(): Wishlist {
  const raw = useSyncExternalStore(subscribeWishlist, readWishlist, () => null);
  return useMemo(() => parseWishlist(raw), [raw]);
}
