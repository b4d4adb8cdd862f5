import { describe, expect, it } from '@jest/globals';
import { emailError, nameError, newPasswordError, passwordError } from '../account-form';

describe('account form rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['marie@example', 'email'],
    ['marie example.com', 'email'],
    [`${'a'.repeat(250)}@example.com`, 'email'],
    [' marie@example.com ', null],
  ])('e-mail %j → %j', (value, expected) => expect(emailError(value)).toBe(expected));

  it.each([
    ['', 'required'],
    ['123456789', 'tooShort'],
    ['1234567890', null],
    ['          ', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'tooLong'],
  ])('new password %j → %j', (value, expected) => expect(newPasswordError(value)).toBe(expected));

  it.each([
    ['', 'required'],
    ['short', null],
    ['x'.repeat(129), 'tooLong'],
  ])('password to sign in %j → %j', (value, expected) => expect(passwordError(value)).toBe(expected));

  it.each([
    ['', 'required'],
    [' ', 'required'],
    ['Marie', null],
    ['x'.repeat(61), 'tooLong'],
  ])('name %j → %j', (value, expected) => expect(nameError(value)).toBe(expected));
});
