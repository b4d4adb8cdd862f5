import { describe, expect, it } from '@jest/globals';
import { isGiftCart } from '../gift-checkout';
import { giftCartSchema } from '../gift-checkout.schema';

const CART = {
  productType: 'GIFTCARD',
  label: 'Carte cadeau',
  offerId: null,
  adults: null,
  ownUse: false,
  design: 'love',
  customisation: { fromName: '', message: '' },
  lines: [{ kind: 'giftcard', label: 'Carte cadeau', amount: 5000 }],
  referenceTotal: null,
  total: 5000,
  validityMonths: 12,
  delivery: 'email',
  priceChange: null,
  paymentMethods: [{ method: 'bankTransfer', available: true, paidNow: 5000, payAtHotel: 0 }],
};

describe('isGiftCart (the browser check of the gift cart, without zod)', () => {
  it('accepts what the schema accepts', () => {
    expect(giftCartSchema.parse(CART)).toBeTruthy();
    expect(isGiftCart(CART)).toBe(true);
  });

  it.each([
    ['null', null],
    ['another product type', { ...CART, productType: 'STAY' }],
    ['a total in euros', { ...CART, total: 50.5 }],
    ['no lines', { ...CART, lines: undefined }],
    ['a line without amount', { ...CART, lines: [{ kind: 'giftcard', label: 'x' }] }],
    ['no payment methods', { ...CART, paymentMethods: null }],
    ['another delivery', { ...CART, delivery: 'pigeon' }],
  ])('refuses %s, as the schema does', (_name, value) => {
    expect(isGiftCart(value)).toBe(false);
    expect(giftCartSchema.safeParse(value).success).toBe(false);
  });
});
