import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { saveAccountWishlist } from '@/shared/account-calls';
import { reportActionFailure } from '@/shared/action-failure';
import { useAppConfig } from '@/shared/app-config';
import {
  parseWishlist,
  removeWishlistItem,
  serializeWishlist,
  toggleWishlistItem,
  WISHLIST_STORAGE_KEY,
  type Wishlist,
  type WishlistItem,
  type WishlistList,
} from '../model/wishlist';

/** Blocked storage (privacy mode) reads as an empty wishlist. */
const readWishlist = () => readStorage('localStorage', WISHLIST_STORAGE_KEY);

/** Writers in this tab notify here; other tabs through the 'storage' event, so every open tab stays in step. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
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

function write(update: (wishlist: Wishlist) => Wishlist): Wishlist {
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
  write(() => next);
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

export type UseWishlist = {
  wishlist: Wishlist;
  toggle: (list: WishlistList, item: WishlistItem) => void;
  remove: (list: WishlistList, itemId: number) => void;
};

/** The wishlist of this browser (empty on the server, so the first render matches), in step across tabs. */
export function useWishlist(): UseWishlist {
  const raw = useSyncExternalStore(subscribe, readWishlist, () => null);
  const wishlist = useMemo(() => parseWishlist(raw), [raw]);
  // A signed-in customer's wishlist is also kept on the server: each change sends the whole list (docs/accounts.md).
  const { signedIn } = useAppConfig();
  const keep = useCallback((next: Wishlist) => (signedIn ? void saveAccountWishlist(next) : undefined), [signedIn]);
  const toggle = useCallback((list: WishlistList, item: WishlistItem) => keep(write((current) => toggleWishlistItem(current, list, item))), [keep]);
  const remove = useCallback((list: WishlistList, itemId: number) => keep(write((current) => removeWishlistItem(current, list, itemId))), [keep]);
  return { wishlist, toggle, remove };
}
