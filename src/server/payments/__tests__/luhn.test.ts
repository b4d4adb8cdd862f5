/** @jest-environment node */
import { checkCard, passesLuhn } from '../sandbox/luhn';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('the sandbox card form', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['4242', false],
    ['42424242424242a2', false],
  ])('Luhn %s → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));

  it.each([
    [{ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, { ok: true, last4: '4242' }],
    [{ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, { ok: true, last4: '4242' }],
    [{ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, { ok: false, field: 'expiry', reason: 'expired' }],
    [{ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, { ok: false, field: 'expiry', reason: 'invalid' }],
    [{ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '12' }, { ok: false, field: 'cvc', reason: 'invalid' }],
    [{ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, { ok: false, field: 'number', reason: 'invalid' }],
    [{ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, { ok: false, field: 'number', reason: 'declined' }],
  ])('%j → %j', (input, expected) => expect(checkCard(input, NOW)).toEqual(expected));
});
