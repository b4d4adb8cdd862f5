import { jest } from '@jest/globals';
import type { OfferCard, OffersResponse, SearchDetails } from '@/contracts/offers';

export function offer(overrides: Partial<OfferCard> = {}, id = 1): OfferCard {
  return {
    id,
    label: `Romantic weekend ${id}`,
    headwords: ['1 nuit avec petit-déjeuner'],
    imageUrl: '/api/images/hotel.png',
    images: [],
    imagesBySize: [],
    hotel: {
      id: 100 + id,
      label: `Hôtel ${id}`,
      stars: 3,
      uri: '',
      location: { label: 'Domancy', address: '', zipCode: '', uri: '', lat: 45.9, lng: 6.6 },
      review: { count: 27, average: 9.26 },
    },
    sellPrice: 66.5,
    refPrice: 120,
    barPrice: null,
    promo: 45,
    priceType: 'from',
    nights: 1,
    distance: null,
    availableRooms: null,
    lastMinute: false,
    expiration: null,
    marketingLabels: [],
    cancellationPolicy: { cancellable: true, message: '' },
    channelManagerId: null,
    autoDiscount: null,
    hasMoreOffers: false,
    participants: null,
    itemCategory: 'weekend',
    targetedLabel: null,
    uri: `/sejour/${id}`,
    checkin: null,
    connectivity: null,
    paxCount: 2,
    sleeping: null,
    flexibleStay: null,
    dataFlowMode: 'push',
    themeIds: [],
    tags: [],
    ...overrides,
  };
}

export function details(overrides: Partial<SearchDetails> = {}): SearchDetails {
  return {
    totalCount: 0,
    checkin: null,
    night: null,
    adult: 2,
    child: 0,
    baby: 0,
    hotelId: null,
    uri: null,
    location: null,
    destination: null,
    locationHierarchy: [],
    theme: null,
    page: 0,
    pageSize: 24,
    orderBy: 'priceQuality',
    fallbackKey: null,
    flexible: null,
    ...overrides,
  } as SearchDetails;
}

export const answer = (offers: OfferCard[], total = offers.length, more: Partial<SearchDetails> = {}): OffersResponse => ({
  exactMatch: offers,
  searchDetails: details({ totalCount: total, ...more }),
});

/** A fetch answering each URL (and the request, for POSTs) through `route`; records the URLs asked. */
export function mockFetch(route: (url: URL, init?: RequestInit) => { status?: number; body: unknown }) {
  const calls: URL[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const { status = 200, body } = route(url, init);
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
