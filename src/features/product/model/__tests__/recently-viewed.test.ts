import { addRecentlyViewed, parseRecentlyViewed, readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, type RecentlyViewedEntry } from '../recently-viewed';

const entry = (id: number, type: RecentlyViewedEntry['type'] = 'STAY'): RecentlyViewedEntry => ({
  id,
  type,
  label: `Offer ${id}`,
  imageUrl: '/api/images/x.jpg',
  price: { sellPrice: 100 + id },
  hotel: { label: 'Hotel', location: 'Lyon' },
  uri: `/sejour/${id}`,
});

describe('parseRecentlyViewed: unparsable storage is an empty list', () => {
  it.each<[string | null, number[]]>([
    [null, []],
    ['', []],
    ['{', []],
    ['{"id":1}', []],
    ['42', []],
    [JSON.stringify([entry(1), entry(2)]), [1, 2]],
    [JSON.stringify([entry(1), { ...entry(2), uri: '//evil.test' }, { ...entry(3), price: { sellPrice: -1 } }, 'x', null, entry(4)]), [1, 4]],
    [JSON.stringify([entry(1), entry(1)]), [1]],
    [JSON.stringify(Array.from({ length: 15 }, (_, i) => entry(i + 1))), Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => i + 1)],
  ])('%s → ids %j', (text, ids) => expect(parseRecentlyViewed(text).map((e) => e.id)).toEqual(ids));

  it('keeps a stay and an activity of the same id apart', () => {
    expect(parseRecentlyViewed(JSON.stringify([entry(1), entry(1, 'ACTIVITY')]))).toHaveLength(2);
  });
});

describe('addRecentlyViewed', () => {
  it('puts the visit first, once, and drops the oldest past the maximum', () => {
    const list = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => entry(i + 1));
    expect(addRecentlyViewed(list, entry(5)).map((e) => e.id)).toEqual([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(addRecentlyViewed(list, entry(99)).map((e) => e.id)).toEqual([99, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('browser storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('records a visit and answers the others seen before', () => {
    expect(recordRecentlyViewed(entry(1))).toEqual([]);
    expect(recordRecentlyViewed(entry(2)).map((e) => e.id)).toEqual([1]);
    expect(recordRecentlyViewed(entry(1)).map((e) => e.id)).toEqual([2]);
    expect(readRecentlyViewed().map((e) => e.id)).toEqual([1, 2]);
  });

  it('starts over from corrupt storage', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, 'not json');
    expect(readRecentlyViewed()).toEqual([]);
    expect(recordRecentlyViewed(entry(3))).toEqual([]);
    expect(readRecentlyViewed().map((e) => e.id)).toEqual([3]);
  });
});
