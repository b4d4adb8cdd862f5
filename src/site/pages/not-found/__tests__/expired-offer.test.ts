import { describe, expect, it } from '@jest/globals';
import { EXPIRED_PENDING_SCRIPT, expiredOfferHotelId } from '../expired-offer';

describe('expiredOfferHotelId', () => {
  it.each([
    ['#hotelId=42', 42],
    ['hotelId=42&id=7', 42],
    ['#id=7&hotelId=2147483647', 2147483647],
    ['#hotelId=2147483648', null],
    ['#hotelId=0', null],
    ['#hotelId=-3', null],
    ['#hotelId=4.5', null],
    ['#hotelId=abc', null],
    ['#hotelId=1&hotelId=2', null],
    ['#hotel=42', null],
    ['', null],
  ])('%j → %p', (hash, expected) => {
    expect(expiredOfferHotelId(hash)).toBe(expected);
  });

  it('is mirrored by the inline script that holds the plain message back', () => {
    const pending = (hash: string) => {
      document.documentElement.removeAttribute('data-expired-offer-pending');
      new Function('location', EXPIRED_PENDING_SCRIPT)({ hash });
      return document.documentElement.hasAttribute('data-expired-offer-pending');
    };
    expect(pending('#hotelId=42&id=7')).toBe(true);
    expect(pending('#id=7&hotelId=42')).toBe(true);
    expect(pending('#hotelId=abc')).toBe(false);
    expect(pending('#hotelIds=4')).toBe(false);
    expect(pending('')).toBe(false);
  });
});
