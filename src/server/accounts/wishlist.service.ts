import type { Kysely } from 'kysely';
import type { Wishlist, WishlistItemWire } from '@/contracts/account-wishlist';
import type { Database } from '@/server/db/database';
import { cleanWishlist, mergeWishlists } from './account-rules';
import { listWishlistRows, replaceWishlistRows } from './accounts.repository';

const LISTS = ['stays', 'activities'] as const;

/** The account's wishlist as kept on the server (an unreadable row is skipped, never an error). */
export async function readWishlist(db: Kysely<Database>, accountId: number): Promise<Wishlist> {
  const rows = await listWishlistRows(db, accountId);
  const wishlist: Wishlist = { stays: [], activities: [] };
  for (const row of rows) {
    if (!(LISTS as readonly string[]).includes(row.list)) continue;
    try {
      wishlist[row.list].push(JSON.parse(row.item) as WishlistItemWire);
    } catch {
      // a row written by hand that is not JSON: left out
    }
  }
  return wishlist;
}

/** Replaces the account's wishlist with this one (the browser sends it whole after each change). */
export async function replaceWishlist(db: Kysely<Database>, accountId: number, wishlist: Wishlist, now: Date = new Date()): Promise<Wishlist> {
  const clean = cleanWishlist(wishlist);
  // added_at one millisecond apart keeps each list's order (newest last).
  const items = LISTS.flatMap((list) => clean[list].map((item) => ({ list, item })));
  await replaceWishlistRows(
    db,
    accountId,
    items.map(({ list, item }, index) => ({ list, item_id: item.id, item: JSON.stringify(item), added_at: new Date(now.getTime() + index).toISOString() })),
  );
  return clean;
}

/** On sign-in: the account's wishlist merged with the browser's (mergeWishlists), stored and answered. */
export async function mergeIntoWishlist(db: Kysely<Database>, accountId: number, browser: Wishlist | undefined, now: Date = new Date()): Promise<Wishlist> {
  const stored = await readWishlist(db, accountId);
  if (!browser || (browser.stays.length === 0 && browser.activities.length === 0)) return stored;
  return replaceWishlist(db, accountId, mergeWishlists(stored, browser), now);
}
