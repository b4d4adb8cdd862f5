import { describe, expect, it } from '@jest/globals';
import { methodTypeOf, readPaymentEvent } from '../payment-event';

const body = (object: Record<string, unknown>, type = 'checkout.session.completed') =>
  JSON.stringify({ id: 'evt_1', type, data: { object: { id: 'cs_1', reference: '12345678', amount_total: 1000, currency: 'eur', payment_status: 'paid', ...object } } });

// How the buyer paid on the hosted page, read from the provider's event (Stripe's payment_method_details shape).
describe('methodTypeOf', () => {
  it.each([
    ['a card typed on the page', { type: 'card', card: { wallet: null } }, 'card'],
    ['a card without card details', { type: 'card' }, 'card'],
    ['Google Pay', { type: 'card', card: { wallet: { type: 'google_pay' } } }, 'google_pay'],
    ['Apple Pay', { type: 'card', card: { wallet: { type: 'apple_pay' } } }, 'apple_pay'],
    ['a wallet the site does not know', { type: 'card', card: { wallet: { type: 'samsung_pay' } } }, null],
    ['a wallet named card', { type: 'card', card: { wallet: { type: 'card' } } }, null],
    ['a wallet given as the method type', { type: 'google_pay' }, 'google_pay'],
    ['another method', { type: 'sepa_debit' }, null],
    ['no details', null, null],
    ['undefined details', undefined, null],
  ] as const)('%s', (_case, details, expected) => {
    expect(methodTypeOf(details)).toBe(expected);
  });
});

describe('readPaymentEvent with a method type', () => {
  it.each([
    ['a wallet payment', { payment_method_details: { type: 'card', card: { last4: null, wallet: { type: 'apple_pay' } } } }, 'apple_pay'],
    ['a card payment', { payment_method_details: { type: 'card', card: { last4: '4242', wallet: null } } }, 'card'],
    ['no details (an older event)', {}, null],
    ['null details', { payment_method_details: null }, null],
    ['malformed details: the event still applies', { payment_method_details: { type: 42 } }, null],
    ['an over-long type', { payment_method_details: { type: 'x'.repeat(500) } }, null],
  ])('%s', (_case, object, expected) => {
    const event = readPaymentEvent(body(object));
    expect(event).toMatchObject({ id: 'evt_1', sessionId: 'cs_1', paid: true, amount: 1000, methodType: expected });
  });

  it('reads an expiry event without a method', () => {
    expect(readPaymentEvent(body({ payment_status: 'unpaid' }, 'checkout.session.expired'))).toMatchObject({ type: 'checkout.session.expired', paid: false, methodType: null });
  });
});
