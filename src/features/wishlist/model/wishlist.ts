import { ITEM_CATEGORIES, type ItemCategory } from '@/contracts/search-criteria';

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

/** One kept item: only the fields the wishlist shows and links with, within the stored limits. */
export type WishlistItem = {
  /** The offer id. */
  id: number;
  label: string;
  imageUrl: string;
  /** The offer's own address from the catalog ('' when it has none: the site builds one from the ids). */
  uri: string;
  itemCategory: ItemCategory;
  hotel: {
    id: number;
    label: string;
    locationLabel: string;
    stars: number;
    uri: string;
    review: { count: number; average: number | null };
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
const isId = (value: unknown): value is number => isInt(value, 1);

/**
 * A stored entry → the item, or null when any field is missing or out of its limits (a hand-written check, so
 * reading the wishlist loads no validation library with the page). Unknown fields are dropped.
 */
export function toStoredWishlistItem(entry: unknown): WishlistItem | null {
  if (!isRecord(entry) || !isRecord(entry.hotel)) return null;
  const { hotel } = entry;
  if (!isRecord(hotel.review)) return null;
  const { review } = hotel;
  const average = review.average;
  const valid =
    isId(entry.id) &&
    isText(entry.label, 300) &&
    isText(entry.imageUrl, 2000) &&
    isText(entry.uri, 2000) &&
    typeof entry.itemCategory === 'string' &&
    (ITEM_CATEGORIES as readonly string[]).includes(entry.itemCategory) &&
    isId(hotel.id) &&
    isText(hotel.label, 300) &&
    isText(hotel.locationLabel, 300) &&
    isInt(hotel.stars, 0, 5) &&
    isText(hotel.uri, 2000) &&
    isInt(review.count, 0) &&
    (average === null || (typeof average === 'number' && average >= 0 && average <= 10));
  if (!valid) return null;
  return {
    id: entry.id as number,
    label: entry.label as string,
    imageUrl: entry.imageUrl as string,
    uri: entry.uri as string,
    itemCategory: entry.itemCategory as ItemCategory,
    hotel: {
      id: hotel.id as number,
      label: hotel.label as string,
      locationLabel: hotel.locationLabel as string,
      stars: hotel.stars as number,
      uri: hotel.uri as string,
      review: { count: review.count as number, average: average as number | null },
    },
  };
}

export type Wishlist = Record<WishlistList, WishlistItem[]>;

export const EMPTY_WISHLIST: Wishlist = Object.freeze({ stays: [], activities: [] }) as Wishlist;

/** Activities go to the activities list; weekend stays and gift stays to the stays list. */
export const wishlistListOf = (category: ItemCategory): WishlistList => (category === 'activity' ? 'activities' : 'stays');

function parseList(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: WishlistItem[] = [];
  for (const entry of value) {
    const item = toStoredWishlistItem(entry);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
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
