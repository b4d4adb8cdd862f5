import { describe, expect, it } from '@jest/globals';
import { pricePerPerson } from '../activity-price';

describe('pricePerPerson', () => {
  it.each([
    [179, 2, 89.5],
    [100, 3, 33.33],
    [80, 1, 80],
    [80, 0, 80],
    [80, null, 80],
    [80, 1.5, 80],
  ])('%p for %p adults → %p each', (price, adults, expected) => {
    expect(pricePerPerson(price, adults)).toBe(expected);
  });
});
