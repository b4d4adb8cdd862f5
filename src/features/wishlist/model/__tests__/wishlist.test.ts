import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_WISHLIST,
  isSaved,
  parseWishlist,
  removeWishlistItem,
  serializeWishlist,
  toggleWishlistItem,
  toWishlistItem,
  WISHLIST_MAX_ITEMS,
  wishlistCount,
  wishlistListOf,
  type WishlistItem,
} from '../wishlist';

const item = (id: number, overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id,
  label: `Offer ${id}`,
  imageUrl: `/api/images/h${id}.jpg`,
  uri: '',
  itemCategory: 'weekend',
  hotel: { id: 100 + id, label: `Hotel ${id}`, locationLabel: 'Sitges', stars: 4, uri: '', review: { count: 12, average: 8.4 } },
  ...overrides,
});

describe('parseWishlist: storage may hold anything', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{"stays": ['],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"stays"'],
    ['JSON null', 'null'],
    ['a number', '42'],
  ])('treats %s as an empty wishlist', (_, raw) => {
    expect(parseWishlist(raw)).toEqual(EMPTY_WISHLIST);
  });

  it('keeps the good items of each list and drops the malformed ones alone', () => {
    const raw = JSON.stringify({
      stays: [item(1), { id: 'x' }, { ...item(2), hotel: null }, item(3), 'junk'],
      activities: [item(4, { itemCategory: 'activity' }), { ...item(5), id: -5 }],
    });
    const wishlist = parseWishlist(raw);
    expect(wishlist.stays.map((i) => i.id)).toEqual([1, 3]);
    expect(wishlist.activities.map((i) => i.id)).toEqual([4]);
  });

  it('reads a missing or wrongly typed list as empty', () => {
    expect(parseWishlist(JSON.stringify({ stays: [item(1)] })).activities).toEqual([]);
    expect(parseWishlist(JSON.stringify({ stays: {}, activities: [item(2)] })).stays).toEqual([]);
  });

  it('keeps the first copy of an item saved twice', () => {
    expect(parseWishlist(JSON.stringify({ stays: [item(1), item(1, { label: 'Again' })] })).stays).toEqual([item(1)]);
  });

  it('keeps only the newest items past the limit', () => {
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 5 }, (_, i) => item(i + 1));
    const stays = parseWishlist(JSON.stringify({ stays: many })).stays;
    expect(stays).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(stays[0].id).toBe(6);
  });

  it('round-trips through serializeWishlist', () => {
    const wishlist = { stays: [item(1), item(2)], activities: [item(3, { itemCategory: 'activity' })] };
    expect(parseWishlist(serializeWishlist(wishlist))).toEqual(wishlist);
  });
});

describe('toggling and removing', () => {
  it('adds an unsaved item at the end and removes a saved one', () => {
    const once = toggleWishlistItem(EMPTY_WISHLIST, 'stays', item(1));
    const twice = toggleWishlistItem(once, 'stays', item(2));
    expect(twice.stays.map((i) => i.id)).toEqual([1, 2]);
    expect(isSaved(twice, 'stays', 2)).toBe(true);
    expect(isSaved(twice, 'activities', 2)).toBe(false);
    const back = toggleWishlistItem(twice, 'stays', item(1));
    expect(back.stays.map((i) => i.id)).toEqual([2]);
    expect(wishlistCount(back)).toBe(1);
  });

  it('leaves the other list and the input untouched', () => {
    const start = { stays: [item(1)], activities: [item(2, { itemCategory: 'activity' })] };
    const next = removeWishlistItem(start, 'stays', 1);
    expect(next.stays).toEqual([]);
    expect(next.activities).toBe(start.activities);
    expect(start.stays).toHaveLength(1);
  });

  it('drops the oldest item when a full list gets a new one', () => {
    const full = { stays: Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => item(i + 1)), activities: [] };
    const next = toggleWishlistItem(full, 'stays', item(999));
    expect(next.stays).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(next.stays[0].id).toBe(2);
    expect(next.stays.at(-1)?.id).toBe(999);
  });
});

describe('wishlistListOf and toWishlistItem', () => {
  it('puts activities in the activities list and stays and gift stays in the stays list', () => {
    expect(wishlistListOf('activity')).toBe('activities');
    expect(wishlistListOf('weekend')).toBe('stays');
    expect(wishlistListOf('single_voucher')).toBe('stays');
  });

  it('keeps what the wishlist shows and links with, and the result parses back', () => {
    const saved = toWishlistItem({
      id: 7,
      label: 'Spa weekend',
      imageUrl: '/api/images/x.jpg',
      uri: '',
      itemCategory: 'weekend',
      hotel: { id: 70, label: 'Hotel Mar', stars: 4, uri: '', location: { label: 'Sitges' }, review: { count: 3, average: 8.8 } },
    });
    expect(saved).toEqual({
      id: 7,
      label: 'Spa weekend',
      imageUrl: '/api/images/x.jpg',
      uri: '',
      itemCategory: 'weekend',
      hotel: { id: 70, label: 'Hotel Mar', locationLabel: 'Sitges', stars: 4, uri: '', review: { count: 3, average: 8.8 } },
    });
    expect(parseWishlist(serializeWishlist({ stays: [saved], activities: [] })).stays).toEqual([saved]);
  });
});
