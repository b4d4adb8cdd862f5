import type { PlacedOrder, StayCart } from '@/contracts/checkout';

/** A cart as the server prices it: 2 nights for 2 adults and a child, a spa day chosen, the tourist tax apart. */
export const stayCart = (overrides: Partial<StayCart> = {}): StayCart => ({
  offerId: 42,
  hotelId: 7,
  label: 'Week-end détente à Annecy',
  criteria: { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 2, children: 1, babies: 0, activityDates: ['17_1'] },
  modifiedCriteria: false,
  programLines: [
    { activityId: 1, title: 'Petit-déjeuner', type: 'breakfast', code: 'BREAKFAST', dayIndex: 0, quantity: 1, needsDate: false },
    { activityId: 17, title: 'Accès au spa', type: 'activity', code: 'SPA', dayIndex: 0, quantity: 1, needsDate: true },
  ],
  lines: [{ kind: 'stay', label: 'Séjour', quantity: 2, unitAmount: 12_950, amount: 25_900 }],
  stayPrice: 25_900,
  pricePerNight: 12_950,
  refPrice: null,
  insuranceAmount: 1_500,
  insurance: false,
  localTaxAtHotel: 495,
  cancellationPolicy: { cancellable: true, message: '', cancellationDeadline: '2026-11-30', refundPercent: 80 },
  total: 25_900,
  currency: 'EUR',
  paymentMethods: [
    { method: 'hotel', available: true, paidNow: 0, payAtHotel: 25_900 },
    { method: 'bankTransfer', available: true, paidNow: 25_900, payAtHotel: 0 },
    { method: 'card', available: false, paidNow: 25_900, payAtHotel: 0 },
  ],
  priceChange: null,
  ...overrides,
});

/** An order as the server shows it once placed (paid at the hotel). */
export const placedOrder = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => {
  const cart = stayCart();
  return {
    bookingNumber: '01234567',
    status: 'confirmed',
    createdAt: '2026-11-26T12:00:00.000Z',
    locale: 'fr_FR',
    offerId: cart.offerId,
    hotelId: cart.hotelId,
    label: cart.label,
    criteria: cart.criteria,
    lines: cart.lines,
    total: cart.total,
    paidNow: 0,
    payAtHotel: cart.total,
    localTaxAtHotel: cart.localTaxAtHotel,
    currency: 'EUR',
    paymentMethod: 'hotel',
    bankTransfer: null,
    paymentDeadline: null,
    paymentUrl: null,
    cancellationPolicy: cart.cancellationPolicy,
    refundIfCancelledNow: 0,
    buyer: { civility: null, firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr' },
    travellers: [
      { firstName: 'Marie', lastName: 'Dupont' },
      { firstName: 'Paul', lastName: 'Dupont' },
    ],
    cancellation: null,
    accessKey: 'k'.repeat(32),
    ...overrides,
  };
};
