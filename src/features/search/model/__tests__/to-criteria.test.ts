/** @jest-environment node */
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { parseSearchState } from '@/shared/search-address';
import { itemCategoryOf, minReviewScoreOf, toFacetQuery, toSearchCriteria } from '../to-criteria';

const NOW = new Date('2026-11-25T10:00:00Z');
const state = (hash: string, query: Record<string, string> = {}) => parseSearchState(hash, query, NOW, 'Europe/Paris');
const criteria = (hash: string, query: Record<string, string> = {}, options: Partial<Parameters<typeof toSearchCriteria>[2]> = {}) =>
  toSearchCriteria(state(hash, query), 'es_ES', { now: NOW, ...options });

describe('toSearchCriteria', () => {
  it('maps a default search', () => {
    expect(criteria('')).toEqual({
      locale: 'es_ES',
      location: {},
      facilities: [],
      stars: [],
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      themeIds: [],
      activityIds: [],
      family: { adults: 2, children: 0, babies: 0, singleRoom: false },
      price: {},
      singleVoucherPrice: {},
      tags: [],
      itemCategory: 'weekend',
      orderBy: 'priceQuality',
      page: 0,
      pageSize: 24,
    });
  });

  it('maps every destination field', () => {
    expect(criteria('city=1&poi=2&department=3&region=4&touristicregion=5&country=6&searesort=7&skiresort=8').location).toEqual({
      cityId: 1, poiId: 2, departmentId: 3, regionId: 4, touristicId: 5, countryId: 6, seaResortId: 7, skiResortId: 8,
    });
  });

  it.each([
    ['checkin=2026-12-04&checkout=2026-12-06', NOW, { checkin: '2026-12-04', nights: 2 }],
    ['checkin=2026-12-04', NOW, {}],
    ['night=2', NOW, {}],
    // A state parsed yesterday, used after its checkin passed: no dates.
    ['checkin=2026-11-25&checkout=2026-11-27', new Date('2026-11-26T09:00:00Z'), {}],
  ])('dates of %s at %s → %o', (hash, now, expected) => {
    const c = toSearchCriteria(state(hash), 'fr_FR', { now });
    expect({ checkin: c.checkin, nights: c.nights }).toEqual({ checkin: undefined, nights: undefined, ...expected });
  });

  it('sends pets as petsAllowed and never among facilities', () => {
    const c = criteria('facilities=wifi,pets');
    expect(c.facilities).toEqual(['wifi']);
    expect(c.petsAllowed).toBe(true);
    const handBuilt = toSearchCriteria({ ...state(''), facilities: ['pets', 'spa'] }, 'fr_FR', { now: NOW });
    expect(handBuilt).toMatchObject({ facilities: ['spa'], petsAllowed: true });
    expect(criteria('')).not.toHaveProperty('petsAllowed');
  });

  it.each([
    ['distanceMin=5&distanceMax=40', {}],
    ['distanceMin=5&distanceMax=40&city=12', { cityId: 12, minDistance: 5, maxDistance: 40 }],
    ['distanceMax=40&lat=41.4&lng=2.2', { latitude: 41.4, longitude: 2.2, maxDistance: 40 }],
    ['distanceMax=40&lat=41.4', {}],
    ['distanceMax=40&region=3', { regionId: 3 }],
  ])('distance only with a position: %s', (hash, location) => {
    expect(criteria(hash).location).toEqual(location);
  });

  it('filters prices in cents, on the single-voucher price in gifting', () => {
    const hash = 'priceMin=5000&priceMax=20000&singleVoucherPriceMin=3000&singleVoucherPriceMax=9000';
    expect(criteria(hash)).toMatchObject({ price: { min: 5000, max: 20000 }, singleVoucherPrice: {} });
    expect(criteria(hash, { flow: 'gifting' })).toMatchObject({ price: {}, singleVoucherPrice: { min: 3000, max: 9000 } });
  });

  it.each([
    ['booking', 'weekend', undefined],
    ['hotel', 'weekend', 20],
    ['gifting', 'single_voucher', undefined],
    ['activity', 'activity', 20],
  ] as const)('flow %s → item category %s, packages per hotel %s', (flow, category, packages) => {
    expect(itemCategoryOf(flow)).toBe(category);
    const c = criteria('', { flow });
    expect(c.itemCategory).toBe(category);
    expect(c.packagesPerHotel).toBe(packages);
  });

  it('maps guests, theme, filters, sort and paging', () => {
    const c = criteria('a=3&c=1&theme=26&stars=5,4&hotelTypes=castle&hotelEnvironments=sea&hotelStyles=design&tags=spa&activities=7&sort=promo&hotelScore=8&hotelId=55', { page: '2' }, {
      pageSize: 12,
      excludedHotelIds: [1, 2],
    });
    expect(c).toMatchObject({
      family: { adults: 3, children: 1, babies: 0, singleRoom: true },
      themeIds: [26],
      stars: [5, 4],
      hotelTypes: ['castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      tags: ['spa'],
      activityIds: [7],
      orderBy: 'promo',
      minHotelReviewScore: 8,
      hotelId: 55,
      page: 2,
      pageSize: 12,
      excludedHotelIds: [1, 2],
    });
  });

  it('falls back to priceQuality when a hand-built state carries a sort the flow lacks', () => {
    expect(toSearchCriteria({ ...state('', { flow: 'gifting' }), sort: 'promo' }, 'fr_FR', { now: NOW }).orderBy).toBe('priceQuality');
  });

  it('gives criteria the contract accepts', () => {
    const c = criteria('checkin=2026-12-04&checkout=2026-12-06&city=12&lat=41.4&lng=2.2&distanceMax=30&facilities=pets,wifi&priceMin=100&priceMax=200');
    expect(searchCriteriaSchema.safeParse(c).success).toBe(true);
  });
});

describe('toSearchCriteria: flexible dates (issue 36)', () => {
  it.each<[string, Record<string, string>, object | undefined]>([
    ['a weekend in March', {}, { arrival: 'weekend', nights: 2, months: ['2027-03'] }],
    ['in the hotel flow', { flow: 'hotel' }, { arrival: 'weekend', nights: 2, months: ['2027-03'] }],
    ['not in gifting', { flow: 'gifting' }, undefined],
  ])('%s', (_, query, flexible) => {
    const c = criteria('flex=weekend&months=2027-03&a=2&c=1', query);
    expect(c.flexible).toEqual(flexible);
    expect([c.checkin, c.nights]).toEqual([undefined, undefined]);
    expect(searchCriteriaSchema.safeParse(c).success).toBe(true);
  });

  it('sends one night any day over two months, sorted', () => {
    expect(criteria('flex=any&night=1&months=2027-05,2027-04').flexible).toEqual({ arrival: 'any', nights: 1, months: ['2027-04', '2027-05'] });
  });

  it('sends dates, not the flexible keys, when the address has both', () => {
    const c = criteria('flex=weekend&months=2027-03&checkin=2026-12-04&checkout=2026-12-06');
    expect([c.checkin, c.nights, c.flexible]).toEqual(['2026-12-04', 2, undefined]);
  });

  it('re-checks the months at call time: a month over since the address was read is not sent', () => {
    const read = state('flex=weekend&months=2026-11,2026-12');
    expect(toSearchCriteria(read, 'fr_FR', { now: new Date('2026-12-01T09:00:00Z') }).flexible).toEqual({ arrival: 'weekend', nights: 2, months: ['2026-12'] });
    expect(toSearchCriteria(read, 'fr_FR', { now: new Date('2027-01-02T09:00:00Z') }).flexible).toBeUndefined();
  });
});

describe('minReviewScoreOf', () => {
  it.each([
    ['', undefined],
    ['hotelScore=8', 8],
    ['minHotelReviewScore=7.5', 7.5],
    ['hotelScore=8&minHotelReviewScore=8.6', 8.6],
    ['hotelScore=9&minHotelReviewScore=8.6', 9],
    ['minHotelReviewScore=0', undefined],
  ])('%s → %s', (hash, expected) => {
    expect(minReviewScoreOf(state(hash))).toBe(expected);
  });
});

describe('toFacetQuery', () => {
  it('sends nothing for no filters', () => {
    expect(toFacetQuery(state(''))).toEqual({});
  });

  it('joins lists with commas, sends pets apart and distance with a position', () => {
    expect(
      toFacetQuery(state('hotelTypes=castle,mill&hotelEnvironments=sea&hotelStyles=design&stars=5,4&hotelScore=8&priceMin=5000&priceMax=20000&facilities=wifi,pets,spa&distanceMin=0&distanceMax=30&lat=41.4&lng=2.2&tags=a,b&activities=3,4')),
    ).toEqual({
      hotelType: 'castle,mill',
      hotelEnvironment: 'sea',
      hotelStyle: 'design',
      stars: '5,4',
      minHotelReviewScore: '8',
      priceMin: '5000',
      priceMax: '20000',
      facilities: 'wifi,spa',
      petsAllowed: 'true',
      distanceMin: '0',
      distanceMax: '30',
      lat: '41.4',
      lng: '2.2',
      tags: 'a,b',
      activities: '3,4',
    });
  });

  it('uses the single-voucher price in gifting and drops distance without a position', () => {
    expect(toFacetQuery(state('singleVoucherPriceMin=100&priceMin=5&distanceMax=30', { flow: 'gifting' }))).toEqual({ singleVoucherPriceMin: '100' });
  });
});
