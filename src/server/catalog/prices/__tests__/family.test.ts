import { describe, expect, it } from '@jest/globals';
import { fitsRoom, nightTotal } from '../family';

const night = { price: 20000, extra_adult_price: 4000, child_price: 2500, baby_price: 1000 };

describe('the family rule', () => {
  it.each([
    ['2 adults', { adult: 2, child: 0, baby: 0 }, 20000],
    ['1 adult pays the price for 2', { adult: 1, child: 0, baby: 0 }, 20000],
    ['3 adults: one extra adult', { adult: 3, child: 0, baby: 0 }, 24000],
    ['2 adults and 2 children', { adult: 2, child: 2, baby: 0 }, 25000],
    ['2 adults and a baby', { adult: 2, child: 0, baby: 1 }, 21000],
    ['1 adult, 1 child, 1 baby', { adult: 1, child: 1, baby: 1 }, 23500],
    ['4 adults, 1 child, 2 babies', { adult: 4, child: 1, baby: 2 }, 20000 + 8000 + 2500 + 2000],
  ])('prices a night for %s', (_label, family, expected) => {
    expect(nightTotal(night, family)).toBe(expected);
  });

  it.each([
    [{ adult: 2, child: 2, baby: 0 }, 4, true],
    [{ adult: 2, child: 2, baby: 2 }, 4, true],
    [{ adult: 2, child: 3, baby: 0 }, 4, false],
    [{ adult: 3, child: 0, baby: 0 }, 2, false],
    [{ adult: 9, child: 9, baby: 9 }, null, true],
  ])('%j fits a room for %s: %s (babies sleep in a cot)', (family, maxCapacity, expected) => {
    expect(fitsRoom(family, maxCapacity)).toBe(expected);
  });
});
