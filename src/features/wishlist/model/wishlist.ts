import { z } from 'zod';
import type { ItemCategory } from '@/contracts/search-criteria';

/**
 * The wishlist (search-and-discovery §3 "Wishlist item", product-and-purchase §3): two lists, stays and
 * activities, kept in this browser's localStorage. Whatever the storage holds is parsed: unreadable JSON
 * counts as an empty wishlist and a malformed item is dropped alone.
 */
export const WISHLIST_STORAGE_KEY = 'escapade-wishlist';

export const WISHLIST_LISTS = ['stays', 'activities'] as const;
export type WishlistList = (typeof WISHLIST_LISTS)[number];

/** Items kept per list: the oldest falls off past it, so storage stays small (the spec gives no limit). */
export const WISHLIST_MAX_ITEMS = 100;

const text = (max: number) => z.string().max(max);
const id = z.number().int().positive();

export const wishlistItemSchema = z.object({
  /** The offer id. */
  id,
  label: text(300),
  imageUrl: text(2000),
  /** The offer's own address from the catalog ('' when it has none: the site builds one from the ids). */
  uri: text(2000),
  itemCategory: z.enum(['weekend', 'single_voucher', 'activity']),
  hotel: z.object({
    id,
    label: text(300),
    locationLabel: text(300),
    stars: z.number().int().min(0).max(5),
    uri: text(2000),
    review: z.object({ count: z.number().int().min(0), average: z.number().min(0).max(10).nullable() }),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export type Wishlist = Record<WishlistList, WishlistItem[]>;

export const EMPTY_WISHLIST: Wishlist = Object.freeze({ stays: [], activities: [] }) as Wishlist;

/** Activities go to the activities list; weekend stays and gift stays to the stays list. */
export const wishlistListOf = (category: ItemCategory): WishlistList => (category === 'activity' ? 'activities' : 'stays');

function parseList(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: WishlistItem[] = [];
  for (const entry of value) {
    const parsed = wishlistItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    items.push(parsed.data);
  }
  return items.slice(-WISHLIST_MAX_ITEMS);
}

/** The stored text → a wishlist. Anything unreadable (not JSON, not an object, wrong items) gives what can be kept. */
export function parseWishlist(raw: string | null | undefined): Wishlist {
  if (!raw) return EMPTY_WISHLIST;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_WISHLIST;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_WISHLIST;
  const record = value as Record<string, unknown>;
  return { stays: parseList(record.stays), activities: parseList(record.activities) };
}

export const serializeWishlist = (wishlist: Wishlist): string => JSON.stringify({ stays: wishlist.stays, activities: wishlist.activities });

export const isSaved = (wishlist: Wishlist, list: WishlistList, itemId: number): boolean => wishlist[list].some((item) => item.id === itemId);

/** Adds the item (newest last, the oldest dropped past the limit), or removes it when it is already saved. */
export function toggleWishlistItem(wishlist: Wishlist, list: WishlistList, item: WishlistItem): Wishlist {
  if (isSaved(wishlist, list, item.id)) return removeWishlistItem(wishlist, list, item.id);
  return { ...wishlist, [list]: [...wishlist[list], item].slice(-WISHLIST_MAX_ITEMS) };
}

export function removeWishlistItem(wishlist: Wishlist, list: WishlistList, itemId: number): Wishlist {
  return { ...wishlist, [list]: wishlist[list].filter((item) => item.id !== itemId) };
}

export const wishlistCount = (wishlist: Wishlist): number => wishlist.stays.length + wishlist.activities.length;

/** What an offer card gives the wishlist. */
export type WishlistSource = {
  id: number;
  label: string;
  imageUrl: string;
  uri: string;
  itemCategory: ItemCategory;
  hotel: { id: number; label: string; stars: number; uri: string; location: { label: string }; review: { count: number; average: number | null } };
};

/** An offer card → the item kept (only the fields the wishlist shows and links with), cut to the stored limits. */
export function toWishlistItem(offer: WishlistSource): WishlistItem {
  const cut = (value: string, max: number) => value.slice(0, max);
  const average = offer.hotel.review.average;
  return {
    id: offer.id,
    label: cut(offer.label, 300),
    imageUrl: cut(offer.imageUrl, 2000),
    uri: cut(offer.uri, 2000),
    itemCategory: offer.itemCategory,
    hotel: {
      id: offer.hotel.id,
      label: cut(offer.hotel.label, 300),
      locationLabel: cut(offer.hotel.location.label, 300),
      stars: Math.min(5, Math.max(0, Math.round(offer.hotel.stars))),
      uri: cut(offer.hotel.uri, 2000),
      review: { count: Math.max(0, offer.hotel.review.count), average: average === null || !(average >= 0 && average <= 10) ? null : average },
    },
  };
}
