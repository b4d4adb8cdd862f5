import { WISHLIST_LIST_MAX, type Wishlist } from '@/contracts/account-wishlist';

/** The form an e-mail is stored and compared in: trimmed, lower-cased (one account per address, whatever its case). */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

const LISTS = ['stays', 'activities'] as const;

/**
 * The wishlist after signing in: the account's items first, in their order, then the browser's items the account
 * did not have yet, in the browser's order (newest last); past WISHLIST_LIST_MAX a list keeps its newest items.
 * An item is the same when its id is (an id saved on both sides keeps the account's copy).
 */
export function mergeWishlists(account: Wishlist, browser: Wishlist): Wishlist {
  const merged = { stays: [], activities: [] } as Wishlist;
  for (const list of LISTS) {
    const seen = new Set(account[list].map((item) => item.id));
    const added = browser[list].filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
    merged[list] = [...account[list], ...added].slice(-WISHLIST_LIST_MAX);
  }
  return merged;
}

/** The same wishlist without repeated ids (the first kept) and within the list limit: what a replacing call stores. */
export function cleanWishlist(wishlist: Wishlist): Wishlist {
  return mergeWishlists({ stays: [], activities: [] }, wishlist);
}

/** Sessions, sign-in links and e-mail proofs last this long. */
export const EMAIL_LINK_HOURS = 24;
