import { describe, expect, it } from '@jest/globals';
import { WISHLIST_LIST_MAX, type Wishlist } from '@/contracts/account-wishlist';
import { cleanWishlist, mergeWishlists, normalEmail } from '../account-rules';

const item = (id: number, label = `Offer ${id}`) => ({
  id,
  label,
  imageUrl: '',
  uri: '',
  itemCategory: 'weekend' as const,
  hotel: { id: 1, label: 'Hotel', locationLabel: 'Lyon', stars: 3, uri: '', review: { count: 0, average: null } },
});
const list = (stays: number[], activities: number[] = []): Wishlist => ({ stays: stays.map((id) => item(id)), activities: activities.map((id) => ({ ...item(id), itemCategory: 'activity' as const })) });
const ids = (w: Wishlist) => ({ stays: w.stays.map((i) => i.id), activities: w.activities.map((i) => i.id) });

describe('mergeWishlists: the account first, then what the browser adds', () => {
  it.each([
    ['both empty', list([]), list([]), { stays: [], activities: [] }],
    ['browser only', list([]), list([3, 1], [9]), { stays: [3, 1], activities: [9] }],
    ['account only', list([2, 4]), list([]), { stays: [2, 4], activities: [] }],
    ['overlap kept once, in the account order', list([1, 2], [9]), list([2, 3, 1], [8, 9]), { stays: [1, 2, 3], activities: [9, 8] }],
    ['a browser list repeating an id', list([5]), list([6, 6, 5]), { stays: [5, 6], activities: [] }],
  ])('%s', (_name, account, browser, expected) => {
    expect(ids(mergeWishlists(account, browser))).toEqual(expected);
  });

  it("keeps the account's copy of an item saved on both sides", () => {
    const merged = mergeWishlists({ stays: [item(1, 'from the account')], activities: [] }, { stays: [item(1, 'from the browser')], activities: [] });
    expect(merged.stays[0].label).toBe('from the account');
  });

  it(`keeps the newest ${WISHLIST_LIST_MAX} of a list past the limit`, () => {
    const account = list(Array.from({ length: 90 }, (_, i) => i + 1));
    const browser = list(Array.from({ length: 20 }, (_, i) => i + 200));
    const merged = mergeWishlists(account, browser);
    expect(merged.stays).toHaveLength(WISHLIST_LIST_MAX);
    expect(merged.stays[0].id).toBe(11);
    expect(merged.stays.at(-1)!.id).toBe(219);
  });

  it('cleans a replacing list the same way', () => {
    expect(ids(cleanWishlist(list([4, 4, 5], [7, 7])))).toEqual({ stays: [4, 5], activities: [7] });
  });
});

describe('normalEmail', () => {
  it.each([
    [' Marie.Dupont@Example.FR ', 'marie.dupont@example.fr'],
    ['a@b.co', 'a@b.co'],
  ])('%j → %j', (input, expected) => expect(normalEmail(input)).toBe(expected));
});
