import { describe, expect, it } from '@jest/globals';
import { activityPromo, showsActivityPromo, type ActivityPaxPrice } from '@/contracts/activity-only-detail';
import { availablePeople, changePeople, hashWithPeople, initialPeople, lowestPricedPeople, peopleOfHash, type PaxPrices } from '../people';

const price = (adults: number, sellPrice: number): ActivityPaxPrice => ({ sellPrice, refPrice: sellPrice, promo: 0, moneySaved: 0, paxComposition: { adults }, priceType: 'final' });
const both: PaxPrices = { '1': price(1, 6900), '2': price(2, 12000) };
const onlyTwo: PaxPrices = { '2': price(2, 12000) };
const onlyOne: PaxPrices = { '1': price(1, 6900) };
const withThree: PaxPrices = { ...both, '3': price(3, 5000) };

describe('activity people (§2.3, §4, §5: 1 to 2, default the hash or 2, else the lowest priced)', () => {
  it.each([
    ['both priced', both, [1, 2]],
    ['only 2', onlyTwo, [2]],
    ['a price for 3 is out of range', withThree, [1, 2]],
    ['none', {}, []],
  ] as const)('available counts: %s', (_name, prices, expected) => {
    expect(availablePeople(prices)).toEqual(expected);
  });

  it.each([
    ['both: 1 is cheaper', both, 1],
    ['only 2', onlyTwo, 2],
    ['3 is cheaper but out of range', withThree, 1],
    ['a tie goes to fewer people', { '1': price(1, 5000), '2': price(2, 5000) }, 1],
    ['none', {}, null],
  ] as const)('lowest priced: %s', (_name, prices, expected) => {
    expect(lowestPricedPeople(prices)).toBe(expected);
  });

  it.each([
    ['#a=1', 1],
    ['a=2', 2],
    ['#x=3&a=2', 2],
    ['', null],
    ['#a=', null],
    ['#a=x', null],
    ['#a=1.5', null],
    ['#a=-1', null],
  ] as const)('reads %j from the hash as %p', (hash, expected) => {
    expect(peopleOfHash(hash)).toBe(expected);
  });

  it.each([
    ['no hash: 2', both, null, 2],
    ['hash 1', both, 1, 1],
    ['hash 2', both, 2, 2],
    ['hash 3 is out of range: the lowest priced', both, 3, 1],
    ['hash 0: the lowest priced', both, 0, 1],
    ['no hash, 2 not sold: the lowest priced', onlyOne, null, 1],
    ['hash 1 not sold: the lowest priced', onlyTwo, 1, 2],
    ['nothing priced', {}, 2, null],
  ] as const)('starts with: %s', (_name, prices, hash, expected) => {
    expect(initialPeople(prices, hash)).toBe(expected);
  });

  it.each([
    ['2 → 1', both, 2, 1, 1],
    ['1 → 2', both, 1, 2, 2],
    ['2 → 3 ignored', both, 2, 3, 2],
    ['1 → 0 ignored', both, 1, 0, 1],
    ['2 → 1 not sold, ignored', onlyTwo, 2, 1, 2],
    ['1 → 1.5 ignored', both, 1, 1.5, 1],
  ] as const)('changes: %s', (_name, prices, current, next, expected) => {
    expect(changePeople(prices, current, next)).toBe(expected);
  });

  it('writes the count into the hash, keeping its other keys', () => {
    expect(hashWithPeople('', 1)).toBe('a=1');
    expect(hashWithPeople('#a=2', 1)).toBe('a=1');
    expect(hashWithPeople('#x=3', 2)).toBe('x=3&a=2');
  });
});

describe('activity promo (§5, §9: rounded, shown from 5 %)', () => {
  it.each([
    [9000, 10000, 10, true],
    [9550, 10000, 5, true], // 4.5 rounds to 5
    [9560, 10000, 4, false], // 4.4 rounds to 4
    [9500, 10000, 5, true],
    [10000, 10000, 0, false],
    [11000, 10000, 0, false],
    [5000, 0, 0, false],
  ])('sell %p against bar %p: %p %%, shown %p', (sell, bar, promo, shown) => {
    expect(activityPromo(sell, bar)).toBe(promo);
    expect(showsActivityPromo(activityPromo(sell, bar))).toBe(shown);
  });
});
