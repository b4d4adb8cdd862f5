/** @jest-environment node */
import { placeOrderRequestSchema } from '@/contracts/checkout.schema';
import { emptyForm, type CheckoutForm } from '../checkout-form';
import { orderRequest, paidInFull, type OrderRequestInput } from '../order-request';

const KEY = '2f1c7a4e-8d6b-4c1e-9a53-0b7d2e6f4a10';

const form = (paymentMethod: CheckoutForm['paymentMethod'] = 'hotel'): CheckoutForm => ({
  ...emptyForm({ locale: 'fr-FR', travellers: 2, paymentMethods: ['hotel', 'bankTransfer'] }),
  buyer: { firstName: ' Marie ', lastName: 'Dupont', email: 'marie@example.fr ', phone: '06 12 34 56 78', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris' },
  travellers: [{ firstName: 'Paul', lastName: ' Dupont' }],
  paymentMethod,
  insurance: true,
  termsAccepted: true,
});

const input = (overrides: Partial<OrderRequestInput> = {}): OrderRequestInput => ({
  offerId: 42,
  cart: { criteria: { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 2, children: 1, babies: 0, activityDates: [] }, total: 27_400, remainingAmountToPay: 27_400 },
  activityDates: { activities: [{ activityId: 17, title: 'Spa' }, { activityId: 3, title: 'Canoë' }], chosen: { 3: '3_2', 17: '17_1' } },
  locale: 'fr-FR',
  form: form(),
  gifts: { giftCodes: [], sessionGift: false },
  idempotencyKey: KEY,
  ...overrides,
});

describe('orderRequest: the body of POST /api/orders for the checkout’s state', () => {
  it('orders the shown cart’s stay with the form’s trimmed details, the activities’ days in the programme’s order and the shown totals', () => {
    expect(orderRequest(input())).toEqual({
      offerId: 42,
      checkin: '2026-12-04',
      nights: 2,
      adults: 2,
      children: 1,
      babies: 0,
      activityDates: ['17_1', '3_2'],
      locale: 'fr_FR',
      buyer: { firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr', phone: '06 12 34 56 78', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' },
      travellers: [
        { firstName: 'Marie', lastName: 'Dupont' },
        { firstName: 'Paul', lastName: 'Dupont' },
      ],
      insurance: true,
      paymentMethod: 'hotel',
      shownTotal: 27_400,
      giftCodes: [],
      shownRemaining: 27_400,
      idempotencyKey: KEY,
    });
  });

  it('is a request the contract accepts', () => expect(placeOrderRequestSchema.safeParse(orderRequest(input())).success).toBe(true));

  it.each<[string, Partial<OrderRequestInput>, Partial<ReturnType<typeof orderRequest>>]>([
    ['the form’s method when nothing else pays', {}, { paymentMethod: 'hotel', giftCodes: [] }],
    ['the hotel when the form has no method', { form: form(null) }, { paymentMethod: 'hotel' }],
    ['the form’s method when a code pays a part', { gifts: { giftCodes: ['GC-1'], sessionGift: false }, form: form('bankTransfer') }, { paymentMethod: 'bankTransfer', giftCodes: ['GC-1'] }],
    [
      'giftCode when the codes pay it all',
      { gifts: { giftCodes: ['GC-1', 'GC-2'], sessionGift: false }, cart: { ...input().cart, remainingAmountToPay: 0 }, form: form('bankTransfer') },
      { paymentMethod: 'giftCode', giftCodes: ['GC-1', 'GC-2'], shownRemaining: 0 },
    ],
    ['giftCode and the session’s gift when it pays it all', { gifts: { giftCodes: [], sessionGift: true }, cart: { ...input().cart, remainingAmountToPay: 0 } }, { paymentMethod: 'giftCode', beneficiaryGift: true }],
    ['the session’s gift beside the form’s method when it pays a part', { gifts: { giftCodes: [], sessionGift: true } }, { paymentMethod: 'hotel', beneficiaryGift: true }],
    ['the form’s method for a free cart nothing pays', { cart: { ...input().cart, total: 0, remainingAmountToPay: 0 } }, { paymentMethod: 'hotel', shownTotal: 0 }],
    ['the Belgian catalog locale', { locale: 'nl-BE' }, { locale: 'nl_BE' }],
    ['no day for an activity without a choice', { activityDates: { activities: [{ activityId: 17, title: 'Spa' }], chosen: {} } }, { activityDates: [] }],
  ])('%s', (_, overrides, expected) => expect(orderRequest(input(overrides))).toMatchObject(expected));

  it('sends beneficiaryGift only with the session’s gift', () => expect(orderRequest(input())).not.toHaveProperty('beneficiaryGift'));
});

describe('paidInFull', () => {
  it.each<[number, string[], boolean, boolean]>([
    [0, ['GC-1'], false, true],
    [0, [], true, true],
    [0, [], false, false],
    [100, ['GC-1'], true, false],
  ])('remaining %i, codes %j, session gift %s → %s', (remainingAmountToPay, giftCodes, sessionGift, expected) => expect(paidInFull({ remainingAmountToPay }, { giftCodes, sessionGift })).toBe(expected));
});
