/** @jest-environment node */
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import { parseSearchState } from '@/shared/search-address';
import { toSearchCriteria } from '../to-criteria';
import { dedupeFallbackOffers, fallbackPlaceOf, fallbackPlan, needsFallbacks, resultsNotice, type FallbackPlace, type FallbackStep } from '../fallback';

const NOW = new Date('2026-11-25T10:00:00Z');
const base = (hash: string): SearchCriteriaInput => toSearchCriteria(parseSearchState(hash, {}, NOW, 'Europe/Paris'), 'fr_FR', { now: NOW });
const DATES = 'checkin=2026-12-04&checkout=2026-12-06';
const CITY: FallbackPlace = { type: 'city', id: 12, lat: 41.4, lng: 2.2, regionId: 3, countryId: 1 };

describe('fallbackPlan: which blocks, in which order', () => {
  it.each<[string, string, FallbackPlace | null, FallbackStep[][]]>([
    ['city, dates, theme', `city=12&theme=26&${DATES}`, CITY, [['around'], ['around', 'removeDates'], ['around', 'removeDates', 'removeCategory']]],
    ['city only', 'city=12', CITY, [['around']]],
    ['poi and dates', `poi=7&${DATES}`, { ...CITY, type: 'poi', id: 7 }, [['around'], ['around', 'removeDates']]],
    ['department and theme', 'department=5&theme=26', { type: 'department', id: 5, regionId: 3 }, [['expand'], ['expand', 'removeCategory']]],
    ['region', 'region=3', { type: 'region', id: 3, countryId: 1 }, [['expand']]],
    ['touristic area', 'touristicregion=4', { type: 'touristic', id: 4, countryId: 1 }, [['expand']]],
    ['country and dates', `country=1&${DATES}`, { type: 'country', id: 1 }, [['removeDates']]],
    ['sea resort and theme', 'searesort=6&theme=26', { type: 'seaResort', id: 6 }, [['removeCategory']]],
    ['city without coordinates, dates', `city=12&${DATES}`, { type: 'city', id: 12 }, [['removeDates']]],
    ['department without its region', 'department=5', { type: 'department', id: 5 }, []],
    ['dates and theme, no place', `theme=26&${DATES}`, null, [['removeDates'], ['removeDates', 'removeCategory']]],
    ['checkin alone is no dates', 'checkin=2026-12-04&theme=26', null, [['removeCategory']]],
    ['nothing set', '', null, []],
  ])('%s', (_, hash, place, expected) => {
    expect(fallbackPlan(base(hash), place, []).map((b) => b.steps)).toEqual(expected);
  });
});

describe('fallbackPlan: criteria and keys', () => {
  const blocks = fallbackPlan(base(`city=12&region=3&theme=26&sort=promo&${DATES}&page=2`), CITY, [40, 41]);

  it('searches 30 km around a city, ordered by distance, min distance 0', () => {
    expect(blocks[0].criteria.location).toEqual({ latitude: 41.4, longitude: 2.2, minDistance: 0, maxDistance: 30 });
    expect(blocks[0].criteria.orderBy).toBe('distance');
    expect(blocks[0].criteria).toMatchObject({ checkin: '2026-12-04', nights: 2, themeIds: [26] });
  });

  it('removes the dates, then the category, keeping the earlier widenings', () => {
    expect(blocks[1].criteria).not.toHaveProperty('checkin');
    expect(blocks[1].criteria).not.toHaveProperty('nights');
    expect(blocks[1].criteria.themeIds).toEqual([26]);
    expect(blocks[2].criteria.themeIds).toEqual([]);
    expect(blocks[2].criteria.location).toEqual(blocks[0].criteria.location);
  });

  it('asks each block for page 0 of 3 offers, without the hotels already shown', () => {
    for (const block of blocks) {
      expect(block.criteria).toMatchObject({ page: 0, pageSize: 3, excludedHotelIds: [40, 41] });
      expect(searchCriteriaSchema.safeParse(block.criteria).success).toBe(true);
    }
  });

  it('describes each block in its fallback key', () => {
    expect(blocks.map((b) => b.fallbackKey)).toEqual([
      { destination: { value: 12, type: 'city', isAround: true, isExpanded: false }, dates: { checkin: '2026-12-04', isRemoved: false }, category: { value: 26, isRemoved: false }, value: 'around', order: 0 },
      { destination: { value: 12, type: 'city', isAround: true, isExpanded: false }, dates: { checkin: '2026-12-04', isRemoved: true }, category: { value: 26, isRemoved: false }, value: 'around+removeDates', order: 1 },
      { destination: { value: 12, type: 'city', isAround: true, isExpanded: false }, dates: { checkin: '2026-12-04', isRemoved: true }, category: { value: 26, isRemoved: true }, value: 'around+removeDates+removeCategory', order: 2 },
    ]);
    expect(blocks[0].criteria.fallbackKey).toEqual(blocks[0].fallbackKey);
  });

  it.each<[FallbackPlace, SearchCriteriaInput['location'], string]>([
    [{ type: 'department', id: 5, regionId: 3 }, { regionId: 3 }, 'priceQuality'],
    [{ type: 'department', id: 5, regionId: 3, lat: 43, lng: 1 }, { regionId: 3, latitude: 43, longitude: 1 }, 'distance'],
    [{ type: 'region', id: 3, countryId: 1 }, { countryId: 1 }, 'priceQuality'],
    [{ type: 'touristic', id: 4, countryId: 2, lat: 43, lng: 1 }, { countryId: 2, latitude: 43, longitude: 1 }, 'distance'],
  ])('expands %o to %o, ordered by %s', (place, location, orderBy) => {
    const [block] = fallbackPlan(base('department=5&region=3&touristicregion=4'), place, []);
    expect(block.criteria.location).toEqual(location);
    expect(block.criteria.orderBy).toBe(orderBy);
    expect(block.fallbackKey.destination).toEqual({ value: place.id, type: place.type, isAround: false, isExpanded: true });
  });
});

describe('fallbackPlaceOf', () => {
  it('reads the place and its parents from the search details', () => {
    expect(
      fallbackPlaceOf({
        location: { id: 5, type: 'department', label: 'Var', lat: 43.4, lng: 6.2 },
        locationHierarchy: [{ type: 'country', id: 1, label: 'France' }, { type: 'region', id: 3, label: 'PACA' }],
      }),
    ).toEqual({ id: 5, type: 'department', lat: 43.4, lng: 6.2, regionId: 3, countryId: 1 });
    expect(fallbackPlaceOf({ location: null, locationHierarchy: [] })).toBeNull();
  });
});

describe('dedupeFallbackOffers', () => {
  const o = (hotel: number) => ({ id: hotel * 10, hotel: { id: hotel } });
  it('drops hotels shown in exact results or earlier blocks, keeping at most 3', () => {
    const result = dedupeFallbackOffers([[o(1), o(2), o(2), o(3), o(4), o(5)], [o(2), o(6)], [o(9)]], [1, 9]);
    expect(result.map((b) => b.map((x) => x.hotel.id))).toEqual([[2, 3, 4], [6], []]);
  });
});

describe('needsFallbacks and resultsNotice', () => {
  it.each([
    [0, 24, true],
    [23, 24, true],
    [24, 24, false],
  ])('%s exact of %s per page → fallbacks %s', (total, size, expected) => {
    expect(needsFallbacks(total, size)).toBe(expected);
  });

  it.each([
    [0, 0, 'noResults'],
    [0, 3, 'noExactResults'],
    [5, 3, 'suggestions'],
    [5, 0, null],
  ])('%s exact, %s fallback offers → %s', (exact, fallback, expected) => {
    expect(resultsNotice(exact, fallback)).toBe(expected);
  });
});
