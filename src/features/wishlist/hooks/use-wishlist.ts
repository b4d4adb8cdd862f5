import { useCallback } from 'react';
import { saveAccountWishlist } from '@/shared/account-calls';
import { useAppConfig } from '@/shared/app-config';
import { removeWishlistItem, toggleWishlistItem, type Wishlist, type WishlistItem, type WishlistList } from '../model/wishlist';
import { useStoredWishlist, writeWishlist } from './wishlist-store';

export { storedWishlist, storeWishlist, useMounted } from './wishlist-store';

export type UseWishlist = {
  wishlist: Wishlist;
  toggle: (list: WishlistList, item: WishlistItem) => void;
  remove: (list: WishlistList, itemId: number) => void;
};

/**
 * The wishlist of this browser (empty on the server, so the first render matches), in step across tabs, with the
 * hearts' changes: a signed-in customer's are sent to the account too.
 */
export function useWishlist(): UseWishlist {
  const wishlist = useStoredWishlist();
  // A signed-in customer's wishlist is also kept on the server: each change sends the whole list (docs/accounts.md).
  const { signedIn } = useAppConfig();
  const keep = useCallback((next: Wishlist) => (signedIn ? void saveAccountWishlist(next) : undefined), [signedIn]);
  const toggle = useCallback((list: WishlistList, item: WishlistItem) => keep(writeWishlist((current) => toggleWishlistItem(current, list, item))), [keep]);
  const remove = useCallback((list: WishlistList, itemId: number) => keep(writeWishlist((current) => removeWishlistItem(current, list, itemId))), [keep]);
  return { wishlist, toggle, remove };
}
