import { describe, expect, it } from '@jest/globals';
import { initialStatusOf, insuranceAmountOf, paymentSplit } from '../cart-rules';
import { BOOKING_NUMBER_PATTERN } from '@/contracts/checkout';
import { accessKeyOf, randomBookingNumber } from '../order-keys';

describe('the checkout rules', () => {
  it.each([
    [0, 0],
    [10_000, 400],
    [12_345, 494],
    [1, 1],
  ])('insures a stay of %i cents for %i cents (4 %, rounded up)', (stay, insurance) => {
    expect(insuranceAmountOf(stay)).toBe(insurance);
  });

  it.each([
    ['hotel', { paidNow: 0, payAtHotel: 25_000 }, 'confirmed'],
    ['bankTransfer', { paidNow: 25_000, payAtHotel: 0 }, 'pending_payment'],
  ] as const)('%s: splits the total and starts as %s', (method, split, status) => {
    expect(paymentSplit(method, 25_000)).toEqual(split);
    expect(initialStatusOf(method)).toBe(status);
  });

  it('draws 8-digit booking numbers that do not follow each other', () => {
    const numbers = Array.from({ length: 200 }, randomBookingNumber);
    expect(numbers.every((n) => BOOKING_NUMBER_PATTERN.test(n) && !n.startsWith('0'))).toBe(true);
    expect(new Set(numbers).size).toBeGreaterThan(195);
    expect(numbers.slice(1).some((n, i) => Number(n) !== Number(numbers[i]) + 1)).toBe(true);
  });

  it('derives the same access key from the same idempotency key and salt, another from another key', () => {
    const key = '3f1c0a56-8a0e-4b8e-9a55-3a7d9a2f7c11';
    expect(accessKeyOf(key, 'salt')).toBe(accessKeyOf(key, 'salt'));
    expect(accessKeyOf(key, 'salt')).not.toBe(accessKeyOf('7e0f5b1e-1b7d-4c3a-8a0e-0c5a1f2d3e4f', 'salt'));
    expect(accessKeyOf(key, 'salt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
