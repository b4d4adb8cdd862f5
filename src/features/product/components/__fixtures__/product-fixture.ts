import type { Quote } from '@/contracts/quote';
import { imagesBySize } from '@/contracts/image-sizes';
import type { WeekendDetail } from '@/contracts/weekend-detail';

const price = (sellPrice: number, priceType: 'from' | 'final', nights = 2, refPrice: number | null = null) => ({
  sellPrice,
  refPrice,
  promoPercentageRounded: refPrice ? Math.ceil(100 - (100 * sellPrice) / refPrice) : 0,
  moneySaved: refPrice ? refPrice - sellPrice : 0,
  priceType,
  nbRooms: 1,
  nights,
  pricePerNight: Math.ceil(sellPrice / nights),
  currency: 'EUR' as const,
});

export const quote = (sellPrice: number, overrides: Partial<Quote> = {}): Quote => ({
  productId: 42,
  bookable: true,
  priceInfo: price(sellPrice, 'final'),
  localTaxTotalAmount: 440,
  localTax: { type: 'PER_PERSON_PER_NIGHT', amount: 110, percentage: null, currency: 'EUR', toBePaidAtHotel: true, totalAmount: 440 },
  programLineList: [],
  flashDeal: false,
  availableRooms: 5,
  roomsAmountMessage: null,
  stress: { bestPriceOfTheMonth: false, highestPromoOfTheMonth: false },
  cancellationPolicy: { cancellable: true, message: '', cancellationDeadline: '2026-12-01' },
  reservationCriteria: { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adult: 2, child: 1, baby: 0, activitySelectionList: ['7_1'] },
  modifiedReservationCriteria: null,
  errors: [],
  ...overrides,
});

export function productDetail(overrides: Partial<WeekendDetail> = {}): WeekendDetail {
  return {
    id: 42,
    status: 'active',
    label: 'Week-end gourmand au château',
    description: 'Un séjour au calme dans une maison de maître du XIXe siècle, entourée de vignes, avec un dîner gastronomique et une visite de cave.',
    headwords: [],
    slug: 'week-end-gourmand-au-chateau',
    itemCategory: 'weekend',
    nights: 2,
    minNights: 1,
    maxNights: 3,
    paxCount: 2,
    expiration: null,
    images: ['/api/images/a.jpg', '/api/images/b.jpg'],
    imagesBySize: ['/api/images/a.jpg', '/api/images/b.jpg'].map((url) => imagesBySize(url)),
    mainTheme: null,
    themes: [],
    tags: [],
    marketingLabels: [],
    targetedLabel: null,
    autoDiscount: null,
    giftable: true,
    dataFlowMode: 'pull',
    connectivity: 'none',
    channelManagerId: null,
    hotel: {
      id: 9,
      label: 'Château des Vignes',
      star: 4,
      location: {
        label: 'Beaune',
        latitude: 47.02,
        longitude: 4.84,
        address: '1 rue des Vignes',
        postcode: '21200',
        city: { id: 1, label: 'Beaune' },
        region: { id: 2, label: 'Bourgogne' },
        country: { id: 3, code: 'FR', label: 'France' },
        completeAddress: '1 rue des Vignes, 21200 Beaune',
      },
      images: [],
      imagesBySize: [],
      description: '',
      gettingThere: 'Gare de Beaune à 5 minutes.',
      importantInfos: [],
      review: { score: 8.64, totalCount: 12 },
      checkInOut: { checkin: '15:00', checkout: '11:00' },
      highlightedFacilities: [],
      facilities: [{ id: 1, code: 'spa', label: 'Spa', icon: null }],
      ecoFacilities: [],
      infoGeneral: [{ code: 'parking', facilities: [{ id: 6, code: 'parking', label: 'Parking', icon: 'parking' }, { id: 20, code: 'ev_charging', label: 'Borne de recharge', icon: 'plug' }] }],
      policy: { petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
      localTax: { type: 'PER_PERSON_PER_NIGHT', amount: 110, percentage: null, currency: 'EUR', toBePaidAtHotel: true, totalAmount: null },
    },
    room: { uuid: 'r1', label: 'Chambre double supérieure', type: 'double', size: 25, capacity: 2, maxCapacity: 4, bedding: 'king', images: [] },
    programLine: [
      { activityId: 5, title: 'Petit-déjeuner', type: 'breakfast', code: 'breakfast', dayIndex: 1, quantity: 2, needsDate: false },
      { activityId: 7, title: 'Visite de cave', type: 'activity', code: 'cellar', dayIndex: 1, quantity: 1, needsDate: true },
    ],
    activities: [{ activityId: 7, title: 'Visite de cave', code: 'cellar', type: 'activity', icon: null, imageUrl: '/api/images/c.jpg', group: null }],
    price: price(23000, 'from'),
    localTaxTotalAmount: 0,
    cancellationPolicy: { cancellable: true, message: '', cancellationDeadline: null },
    quote: null,
    upsells: [],
    giftPrices: [],
    ...overrides,
  };
}

/** The detail priced for 4 to 6 December 2026, 2 adults and a child. */
export const pricedDetail = (sellPrice = 25900, refPrice: number | null = 30000): WeekendDetail => {
  const q = quote(sellPrice);
  return productDetail({ price: price(sellPrice, 'final', 2, refPrice), quote: q, localTaxTotalAmount: 440, cancellationPolicy: q.cancellationPolicy });
};
