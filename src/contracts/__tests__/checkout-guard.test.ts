import { describe, expect, it } from '@jest/globals';
import { isStayCart } from '../checkout';
import { stayCartSchema } from '../checkout.schema';

const CART = {
  offerId: 12,
  hotelId: 3,
  label: 'Week-end bien-être',
  criteria: { checkin: '2026-12-17', checkout: '2026-12-19', nights: 2, adults: 2, children: 0, babies: 0, activityDates: ['7_1'] },
  modifiedCriteria: false,
  programLines: [{ activityId: 7, title: 'Spa', type: 'activity', code: 'SPA', dayIndex: 1, quantity: 2, needsDate: true }],
  lines: [
    { kind: 'stay', label: 'Séjour', quantity: 2, unitAmount: 9950, amount: 19900 },
    { kind: 'insurance', label: 'Assurance annulation', quantity: 1, unitAmount: 990, amount: 990 },
  ],
  stayPrice: 19900,
  pricePerNight: 9950,
  refPrice: null,
  insuranceAmount: 990,
  insurance: true,
  localTaxAtHotel: 330,
  cancellationPolicy: { cancellable: true, message: 'Annulation gratuite', cancellationDeadline: '2026-12-10', refundPercent: 100 },
  total: 20890,
  currency: 'EUR',
  paymentMethods: [{ method: 'bankTransfer', available: true, paidNow: 20890, payAtHotel: 0 }],
  priceChange: null,
};

describe('isStayCart (the browser check of the stay cart, without zod)', () => {
  it('accepts what the schema accepts, with and without a price change', () => {
    for (const cart of [CART, { ...CART, refPrice: 25000, priceChange: { previous: 19000, current: 19900, diff: 900 } }]) {
      expect(stayCartSchema.safeParse(cart).success).toBe(true);
      expect(isStayCart(cart)).toBe(true);
    }
  });

  it.each([
    ['null', null],
    ['an array', [CART]],
    ['no criteria', { ...CART, criteria: undefined }],
    ['nights as text', { ...CART, criteria: { ...CART.criteria, nights: '2' } }],
    ['no lines', { ...CART, lines: [] }],
    ['a line without amount', { ...CART, lines: [{ kind: 'stay', label: 'Séjour', quantity: 2, unitAmount: 9950 }] }],
    ['a total in euros', { ...CART, total: 208.9 }],
    ['a negative price', { ...CART, stayPrice: -1 }],
    ['another currency', { ...CART, currency: 'USD' }],
    ['no cancellation policy', { ...CART, cancellationPolicy: null }],
    ['a refund share as text', { ...CART, cancellationPolicy: { ...CART.cancellationPolicy, refundPercent: '100' } }],
    ['no payment methods', { ...CART, paymentMethods: null }],
    ['a payment method without its amounts', { ...CART, paymentMethods: [{ method: 'bankTransfer', available: true }] }],
    ['no price change field', { ...CART, priceChange: undefined }],
    ['a program line without its date flag', { ...CART, programLines: [{ ...CART.programLines[0], needsDate: undefined }] }],
  ])('refuses %s, as the schema does', (_name, value) => {
    expect(isStayCart(value)).toBe(false);
    expect(stayCartSchema.safeParse(value).success).toBe(false);
  });
});
