/** @jest-environment node */
import { allowedQuery, parseSearchState, serializeSearchHash, serializeSearchQuery, DEFAULT_SEARCH_STATE, type SearchState } from '@/shared/search-address';

const NOW = new Date('2026-11-25T10:00:00Z');
const parse = (hash: string, query: Record<string, string | string[] | undefined> = {}, now = NOW) => parseSearchState(hash, query, now, 'Europe/Paris');

describe('parseSearchState', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('', {})).toEqual({
      flow: 'booking', page: 0, adults: 2, children: 0, babies: 0, singleRoom: false, sort: 'priceQuality',
      hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], facilities: [], petsAllowed: false,
      tags: [], activities: [], upsell: false,
    });
  });

  it.each([
    ['#a=3', '?a=3', 'a=3'],
    ['#?a=3', '#a=3&a=7', 'a=3'],
  ])('reads %s, %s and %s alike (first value of a repeated key wins)', (x, y, z) => {
    expect(parse(x)).toEqual(parse(z));
    expect(parse(y)).toEqual(parse(z));
    expect(parse(z).adults).toBe(3);
  });

  describe('guests', () => {
    it.each<[string, Partial<SearchState>]>([
      ['a=3', { adults: 3, children: 0, babies: 0, singleRoom: false }],
      ['a=0', { adults: 1 }],
      ['a=-4', { adults: 1 }],
      ['a=50', { adults: 20 }],
      ['a=abc', { adults: 2 }],
      ['a=2.5', { adults: 2 }],
      ['a=', { adults: 2 }],
      ['c=2', { children: 2, singleRoom: true }],
      ['c=11', { children: 10, singleRoom: true }],
      ['b=1', { babies: 1, singleRoom: true }],
      ['b=99&c=-1', { babies: 10, children: 0, singleRoom: true }],
      ['s=1', { singleRoom: true }],
      ['s=true', { singleRoom: true }],
      ['s=0&c=1', { singleRoom: true, children: 1 }],
      ['s=yes', { singleRoom: false }],
    ])('%s → %o', (hash, expected) => {
      expect(parse(hash)).toMatchObject(expected);
    });

    it('fixes 2 adults and no children in gifting', () => {
      expect(parse('a=5&c=2&b=1&s=1', { flow: 'gifting' })).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false });
    });

    it('keeps 1 to 2 participants and no children in the activity flow', () => {
      expect(parse('a=5&c=2', { flow: 'activity' })).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false });
      expect(parse('a=1', { flow: 'activity' })).toMatchObject({ adults: 1 });
    });
  });

  describe('dates (today is 2026-11-25 in Paris)', () => {
    it.each<[string, Pick<SearchState, 'checkin' | 'checkout' | 'nights'>]>([
      ['checkin=2026-12-04&checkout=2026-12-06', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }],
      ['checkin=2026-12-04&checkout=2026-12-06&night=5', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }],
      ['checkin=2026-11-25&checkout=2026-11-26', { checkin: '2026-11-25', checkout: '2026-11-26', nights: 1 }],
      ['checkin=2026-11-24&checkout=2026-11-26', {}],
      ['checkin=2026-11-24&checkout=2026-11-26&night=2', { nights: 2 }],
      ['checkin=2026-02-30&checkout=2027-03-02', {}],
      ['checkin=2026-12-4&checkout=2026-12-06', {}],
      ['checkin=2026-12-04&checkout=2026-12-04', { checkin: '2026-12-04' }],
      ['checkin=2026-12-04&checkout=2026-12-01', { checkin: '2026-12-04' }],
      ['checkin=2026-12-04&checkout=2026-12-19', { checkin: '2026-12-04' }],
      ['checkin=2026-12-04&checkout=2026-12-18', { checkin: '2026-12-04', checkout: '2026-12-18', nights: 14 }],
      ['checkin=2026-12-31&night=3', { checkin: '2026-12-31', checkout: '2027-01-03', nights: 3 }],
      ['checkin=2026-12-04&checkout=nope&night=2', { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2 }],
      ['night=3', { nights: 3 }],
      ['night=0', {}],
      ['night=15', {}],
      ['checkout=2026-12-06', {}],
      ['checkin=2028-02-29&checkout=2028-03-01', { checkin: '2028-02-29', checkout: '2028-03-01', nights: 1 }],
    ])('%s', (hash, expected) => {
      const state = parse(hash);
      expect({ checkin: state.checkin, checkout: state.checkout, nights: state.nights }).toEqual({
        checkin: expected.checkin,
        checkout: expected.checkout,
        nights: expected.nights,
      });
    });

    it('counts days in the site time zone: at 23:30 UTC it is already tomorrow in Paris', () => {
      const late = new Date('2026-11-25T23:30:00Z');
      expect(parse('checkin=2026-11-25&checkout=2026-11-27', {}, late).checkin).toBeUndefined();
      expect(parse('checkin=2026-11-26&checkout=2026-11-27', {}, late).checkin).toBe('2026-11-26');
    });
  });

  describe('query parameters', () => {
    it.each<[Record<string, string | string[] | undefined>, Partial<SearchState>]>([
      [{ flow: 'gifting' }, { flow: 'gifting' }],
      [{ flow: 'hotel' }, { flow: 'hotel' }],
      [{ flow: 'activity' }, { flow: 'activity' }],
      [{ flow: 'GIFTING' }, { flow: 'booking' }],
      [{ flow: ['gifting', 'hotel'] }, { flow: 'gifting' }],
      [{ page: '3' }, { page: 3 }],
      [{ page: '-1' }, { page: 0 }],
      [{ page: '1.5' }, { page: 0 }],
      [{ page: '10001' }, { page: 0 }],
      [{ from: '  Paris  ' }, { from: 'Paris' }],
      [{ from: 'a\u0000b\nc' }, { from: 'abc' }],
    ])('%o → %o', (query, expected) => {
      expect(parse('', query)).toMatchObject(expected);
    });

    it('drops an empty from and cuts a long one at 200 characters', () => {
      expect(parse('', { from: '   ' })).not.toHaveProperty('from');
      expect(parse('', { from: 'x'.repeat(500) }).from).toHaveLength(200);
    });
  });

  describe('destination and position', () => {
    it.each<[string, Partial<SearchState>]>([
      ['city=12', { city: 12 }],
      ['touristicregion=4&skiresort=5&searesort=6', { touristicRegion: 4, skiResort: 5, seaResort: 6 }],
      ['region=1&department=2&country=3&poi=7&hotel=8&theme=26', { region: 1, department: 2, country: 3, poi: 7, hotel: 8, theme: 26 }],
      ['id=77&hotelId=88', { id: 77, hotelId: 88 }],
      ['lat=41.39&lng=2.17', { position: { lat: 41.39, lng: 2.17 } }],
      ['lat=1e1&lng=-0', { position: { lat: 10, lng: 0 } }],
      ['distanceMin=0&distanceMax=30', { distanceMin: 0, distanceMax: 30 }],
    ])('%s → %o', (hash, expected) => {
      expect(parse(hash)).toMatchObject(expected);
    });

    it.each(['city=0', 'city=-3', 'city=abc', 'city=99999999999', 'city=1.5', 'lat=41', 'lng=2', 'lat=91&lng=2', 'lat=41&lng=181',
      'lat=NaN&lng=1', 'lat=Infinity&lng=1', 'lat=0x10&lng=1', 'distanceMin=40&distanceMax=30', 'distanceMax=2001', 'distanceMin=2.5'])(
      'drops %s',
      (hash) => {
        expect(parse(hash)).toEqual(DEFAULT_SEARCH_STATE);
      },
    );
  });

  describe('sort', () => {
    it.each<[string, Record<string, string>, string]>([
      ['sort=promo', {}, 'promo'],
      ['sort=promo', { flow: 'gifting' }, 'priceQuality'],
      ['sort=priceAsc', { flow: 'hotel' }, 'priceAsc'],
      ['sort=popularity', { flow: 'activity' }, 'priceQuality'],
      ['sort=svPriceAsc', { flow: 'gifting' }, 'svPriceAsc'],
      ['sort=svPriceDesc', {}, 'priceQuality'],
      ['sort=distance', {}, 'priceQuality'],
      ['sort=distance&lat=41.4&lng=2.2', {}, 'distance'],
      ['sort=distance&city=12', {}, 'priceQuality'],
      ['sort=DROP%20TABLE', {}, 'priceQuality'],
    ])('%s in %o → %s', (hash, query, sort) => {
      expect(parse(hash, query).sort).toBe(sort);
    });
  });

  describe('filters', () => {
    it.each<[string, Partial<SearchState>]>([
      ['stars=5,4,4,9,x,3,2,1', { stars: [5, 4, 3, 2, 1] }],
      ['stars=5&stars=3', { stars: [5, 3] }],
      ['facilities=wifi,pets,pool', { facilities: ['wifi', 'pool'], petsAllowed: true }],
      ['facilities=pets&petsAllowed=0', { facilities: [], petsAllowed: false }],
      ['petsAllowed=true', { petsAllowed: true }],
      ['hotelTypes=castle,%3Cscript%3E,bed%20and%20breakfast,b_b', { hotelTypes: ['castle', 'b_b'] }],
      ['hotelEnvironments=sea&hotelStyles=design&tags=spa,spa', { hotelEnvironments: ['sea'], hotelStyles: ['design'], tags: ['spa'] }],
      ['activities=3,2,0,x', { activities: [3, 2] }],
      ['hotelScore=8', { hotelScore: 8 }],
      ['minHotelReviewScore=7.5', { minHotelReviewScore: 7.5 }],
      ['priceMin=5000&priceMax=20000', { priceMin: 5000, priceMax: 20000 }],
      ['singleVoucherPriceMin=100&singleVoucherPriceMax=100', { singleVoucherPriceMin: 100, singleVoucherPriceMax: 100 }],
      ['giftNights=2&giftFormat=ecard&upsell=1', { giftNights: 2, giftFormat: 'ecard', upsell: true }],
    ])('%s → %o', (hash, expected) => {
      expect(parse(hash)).toMatchObject(expected);
    });

    it.each(['hotelScore=6', 'hotelScore=0', 'minHotelReviewScore=11', 'priceMin=5000&priceMax=2000', 'priceMin=-1', 'priceMin=12.5',
      'priceMax=100000001', 'giftNights=0', 'giftFormat=a%20b', 'upsell=maybe', 'foo=bar', '__proto__=1', 'constructor=x'])(
      'drops %s',
      (hash) => {
        expect(parse(hash)).toEqual(DEFAULT_SEARCH_STATE);
      },
    );

    it('keeps at most 50 codes in a list', () => {
      const codes = Array.from({ length: 80 }, (_, i) => `f${i}`);
      expect(parse(`facilities=${codes.join(',')}`).facilities).toEqual(codes.slice(0, 50));
    });
  });

  it.each(['%E0%A4%A', '%', '&&&==&', '#'.repeat(3), 'a=%FF%FE', '\uD800=1', 'checkin=\u0000'])('never throws on %j', (hash) => {
    expect(() => parse(hash)).not.toThrow();
  });
});

describe('serializeSearchHash', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeSearchHash(DEFAULT_SEARCH_STATE)).toBe('');
  });

  it('omits defaults, joins lists with commas and sorts keys', () => {
    const state = parse('stars=5,4&a=3&city=12&checkin=2026-12-04&checkout=2026-12-06&sort=promo&facilities=wifi,pets&priceMax=20000');
    expect(serializeSearchHash(state)).toBe(
      'a=3&checkin=2026-12-04&checkout=2026-12-06&city=12&facilities=wifi&night=2&petsAllowed=1&priceMax=20000&sort=promo&stars=5,4',
    );
  });

  it('writes s only when a single room is chosen without children or babies', () => {
    expect(serializeSearchHash(parse('s=1'))).toBe('s=1');
    expect(serializeSearchHash(parse('c=1&s=1'))).toBe('c=1');
  });

  it('writes the destination keys as the hash names them', () => {
    expect(serializeSearchHash(parse('touristicregion=4&skiresort=5&searesort=6&hotelId=9&lat=41.5&lng=-2.25'))).toBe(
      'hotelId=9&lat=41.5&lng=-2.25&searesort=6&skiresort=5&touristicregion=4',
    );
  });
});

describe('serializeSearchQuery', () => {
  it('omits the booking flow, page 0 and no from', () => {
    expect(serializeSearchQuery(DEFAULT_SEARCH_STATE)).toEqual({});
  });

  it('writes flow, from and the zero-based page', () => {
    expect(serializeSearchQuery(parse('', { flow: 'gifting', page: '2', from: 'Paris' }))).toEqual({ flow: 'gifting', from: 'Paris', page: '2' });
  });
});

describe('allowedQuery', () => {
  it.each([
    [{ flow: 'activity', page: '2' }, true, { flow: 'activity', page: '2' }],
    [{ flow: 'activity', page: '2' }, false, { page: '2' }],
    [{ flow: 'gifting' }, false, { flow: 'gifting' }],
  ])('%j with the activity search %p → %j', (query, activityFlow, expected) => {
    expect(allowedQuery(query, { activityFlow })).toEqual(expected);
  });
});
