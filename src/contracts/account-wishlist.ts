import type { ItemCategory } from './search-criteria';

/**
 * The wishlist as the account calls carry it: the same two lists and items the browser keeps
 * (src/features/wishlist/model/wishlist.ts), at most WISHLIST_LIST_MAX items a list.
 */
export const WISHLIST_LIST_MAX = 100;

export type WishlistItemWire = {
  id: number;
  label: string;
  imageUrl: string;
  uri: string;
  itemCategory: ItemCategory;
  hotel: { id: number; label: string; locationLabel: string; stars: number; uri: string; review: { count: number; average: number | null } };
};

export type Wishlist = { stays: WishlistItemWire[]; activities: WishlistItemWire[] };
