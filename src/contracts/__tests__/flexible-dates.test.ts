import { describe, expect, it } from '@jest/globals';
import { offerCardSchema, searchDetailsSchema } from '../offers.schema';
import { toOffersBody } from '../offers-body';
import { toOffersQuery } from '../offers-query';
import { flexibleMonthsFrom, offersBodySchema, offersQuerySchema, searchCriteriaSchema, type SearchCriteriaInput } from '../search-criteria.schema';
import type { OfferCard, SearchDetails } from '../offers';
import type { FlexibleDates } from '../search-criteria';

const flexible: FlexibleDates = { arrival: 'weekend', nights: 2, months: ['2027-03', '2027-04'] };
const offer = (overrides: Partial<OfferCard> = {}): OfferCard => ({
  ...{ id: 1, label: 'Weekend', headwords: [], imageUrl: '', images: [], imagesBySize: [], sellPrice: 180, refPrice: null, barPrice: 200, promo: 10, priceType: 'final' },
  hotel: { id: 2, label: 'Hôtel', stars: 3, uri: '', location: { label: 'Annecy', address: '', zipCode: '', uri: '', lat: 45.9, lng: 6.1 }, review: { count: 0, average: null } },
  ...{ nights: 2, distance: null, availableRooms: 3, lastMinute: false, expiration: null, marketingLabels: [], channelManagerId: null, autoDiscount: null },
  cancellationPolicy: { cancellable: true, message: '' },
  ...{ hasMoreOffers: false, participants: null, itemCategory: 'weekend', targetedLabel: null, uri: '', checkin: null, connectivity: null, paxCount: 2 },
  ...{ dataFlowMode: 'push', themeIds: [], tags: [], sleeping: null, flexibleStay: null },
  ...overrides,
});
const details = (overrides: Partial<SearchDetails> = {}): SearchDetails => ({
  ...{ totalCount: 1, checkin: null, night: null, adult: 2, child: 0, baby: 0, hotelId: null, uri: null, location: null, destination: null },
  ...{ locationHierarchy: [], theme: null, page: 0, pageSize: 24, orderBy: 'priceQuality', fallbackKey: null, flexible: null },
  ...overrides,
});
const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('flexible dates in the search criteria (issue 36)', () => {
  it('reads a weekend or any arrival, one or two nights and one to three months, months kept ascending', () => {
    expect(searchCriteriaSchema.parse({ flexible: { arrival: 'any', nights: '1', months: '2027-05,2027-03' } }).flexible).toEqual({ arrival: 'any', nights: 1, months: ['2027-03', '2027-05'] });
    expect(searchCriteriaSchema.parse({ flexible }).flexible).toEqual(flexible);
    expect(searchCriteriaSchema.parse({}).flexible).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an unknown arrival rule', { ...flexible, arrival: 'week' }],
    ['three nights', { ...flexible, nights: 3 }],
    ['no night count', { arrival: 'weekend', months: ['2027-03'] }],
    ['no month', { ...flexible, months: [] }],
    ['four months', { ...flexible, months: ['2027-03', '2027-04', '2027-05', '2027-06'] }],
    ['a month twice', { ...flexible, months: ['2027-03', '2027-03'] }],
    ['a day instead of a month', { ...flexible, months: ['2027-03-01'] }],
    ['month 13', { ...flexible, months: ['2027-13'] }],
  ])('refuses %s', (_name, value) => {
    const result = searchCriteriaSchema.safeParse({ flexible: value });
    expect(result.success).toBe(false);
    expect(issuePaths(result).every((path) => path.startsWith('flexible'))).toBe(true);
  });

  it.each<[string, SearchCriteriaInput]>([
    ['a checkin', { flexible, checkin: '2027-03-05' }],
    ['a night count', { flexible, nights: 2 }],
    ['a giftable search', { flexible, performGiftableSearch: true }],
    ['a gift search', { flexible, itemCategory: 'single_voucher' }],
  ])('refuses flexible dates together with %s', (_name, criteria) => {
    const result = searchCriteriaSchema.safeParse(criteria);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain('flexible');
  });

  it('travels the GET query as flexibleArrival, flexibleNights and flexibleMonths and back', () => {
    const criteria: SearchCriteriaInput = { locale: 'fr_FR', location: { cityId: 3 }, flexible, family: { adults: 2, children: 1 } };
    const query = toOffersQuery(criteria);
    expect(query.get('flexibleArrival')).toBe('weekend');
    expect(query.get('flexibleNights')).toBe('2');
    expect(query.get('flexibleMonths')).toBe('2027-03,2027-04');
    expect(offersQuerySchema.parse(Object.fromEntries(query))).toEqual(searchCriteriaSchema.parse(criteria));
  });

  it('says which flexible key of the query is wrong', () => {
    const result = offersQuerySchema.safeParse({ flexibleArrival: 'weekend', flexibleNights: '2', flexibleMonths: '2027-3' });
    expect(result.success).toBe(false);
    expect(issuePaths(result)[0]).toMatch(/^flexible\.months/);
  });

  it('travels the POST body beside the stay (criteria.filters.offer.flexible) and back, for a hotel search too', () => {
    for (const criteria of [{ flexible }, { hotelId: 9, flexible, packagesPerHotel: 20 }] satisfies SearchCriteriaInput[]) {
      const body = toOffersBody(criteria);
      expect(body.criteria.filters.offer.flexible).toEqual(flexible);
      expect(offersBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(searchCriteriaSchema.parse(criteria));
    }
  });

  it('lists the current month and the eleven after it', () => {
    expect(flexibleMonthsFrom('2026-12-31')).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11']);
  });
});

describe('flexible answers (issue 36)', () => {
  it("gives each card its cheapest stay of the window, or null outside a flexible search", () => {
    expect(offerCardSchema.parse(offer({ flexibleStay: null })).flexibleStay).toBeNull();
    const stay = { checkin: '2027-03-05', checkout: '2027-03-07', nights: 2, otherStays: 6 };
    expect(offerCardSchema.parse(offer({ flexibleStay: stay, checkin: '2027-03-05', nights: 2 })).flexibleStay).toEqual(stay);
    expect(offerCardSchema.safeParse(offer({ flexibleStay: { ...stay, checkin: '5 March' } })).success).toBe(false);
    expect(offerCardSchema.safeParse({ ...offer(), flexibleStay: undefined }).success).toBe(false);
  });

  it('echoes the flexible dates searched in the search details', () => {
    expect(searchDetailsSchema.parse(details({ flexible })).flexible).toEqual(flexible);
    expect(searchDetailsSchema.parse(details()).flexible).toBeNull();
  });
});
