import { describe, expect, it } from '@jest/globals';
import { toOffersBody } from '../offers-body';
import { offersBodySchema, searchCriteriaSchema, type SearchCriteriaInput } from '../search-criteria.schema';

const family = { adults: 2, children: 1, babies: 0, singleRoom: true };

describe('toOffersBody (POST offers.json, §7)', () => {
  it.each<[string, SearchCriteriaInput]>([
    ['no criteria', { locale: 'fr_FR' }],
    [
      'a city, dates, a family and every filter',
      {
        locale: 'es_ES',
        location: { cityId: 12, minDistance: 0, maxDistance: 30 },
        excludedHotelIds: [4, 5],
        facilities: ['spa'],
        stars: [4, 5],
        minHotelReviewScore: 8,
        hotelTypes: ['castle'],
        hotelEnvironments: ['sea'],
        hotelStyles: ['design'],
        petsAllowed: true,
        checkin: '2026-04-10',
        nights: 2,
        themeIds: [23],
        activityIds: [3],
        activityGroupIds: [1],
        family,
        price: { min: 1000, max: 20000 },
        tags: ['new'],
        orderBy: 'priceAsc',
        page: 2,
        pageSize: 24,
        fallbackKey: { destination: { value: 12, type: 'city', isAround: true, isExpanded: false }, value: 'around', order: 0 },
      },
    ],
    ['a gift search', { locale: 'fr_FR', itemCategory: 'single_voucher', singleVoucherPrice: { max: 15000 }, orderBy: 'svPriceAsc' }],
    ['the map search of a position', { locale: 'fr_FR', location: { latitude: 45.75, longitude: 4.85, maxDistance: 40 }, performMapSearch: true }],
    ['one hotel\u2019s offers (the drawer)', { locale: 'fr_FR', hotelId: 9, family, checkin: '2026-04-10', nights: 1, orderBy: 'priceAsc', packagesPerHotel: 20, pageSize: 20 }],
    ['activities', { locale: 'fr_FR', itemCategory: 'activity', family: { adults: 1 } }],
  ])('the server reads back the very criteria the site meant (%s)', (_name, criteria) => {
    expect(offersBodySchema.parse(JSON.parse(JSON.stringify(toOffersBody(criteria))))).toEqual(searchCriteriaSchema.parse(criteria));
  });

  it('nests the criteria as §3 names them and puts the call options at the top', () => {
    const body = toOffersBody({ locale: 'fr_FR', location: { cityId: 12 }, family, price: { max: 9000 }, performMapSearch: true, orderBy: 'priceQuality' });
    expect(body).toEqual({
      locale: 'fr_FR',
      criteria: {
        filters: { property: { location: { cityId: 12 } }, offer: { familyComposition: family, price: { max: 9000 } } },
        sorting: { orderBy: 'priceQuality' },
        pagination: {},
      },
      orderBy: 'priceQuality',
      performMapSearch: true,
    });
  });

  it("gives one hotel's search its top-level hotel id, stay and packages per hotel, and a gift search type 'gift'", () => {
    expect(toOffersBody({ hotelId: 9, family, checkin: '2026-04-10', nights: 2, packagesPerHotel: 20 })).toMatchObject({ hotelId: 9, adults: 2, children: 1, babies: 0, checkin: '2026-04-10', night: 2, packagesPerHotel: 20 });
    expect(toOffersBody({ itemCategory: 'single_voucher' })).toMatchObject({ type: 'gift' });
    expect(toOffersBody({ itemCategory: 'single_voucher' })).not.toHaveProperty('itemCategory');
  });
});
