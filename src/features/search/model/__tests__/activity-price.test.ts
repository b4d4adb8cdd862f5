import { describe, expect, it } from '@jest/globals';
import { activityCardPrice, pricePerPerson } from '../activity-price';

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

describe('activityCardPrice', () => {
  const prices = [
    { paxComposition: { adults: 1 }, sellPrice: 95, barPrice: 110 },
    { paxComposition: { adults: 2 }, sellPrice: 179, barPrice: 179 },
  ];

  it.each([
    ['2 participants: the total for 2 divided by 2, no struck price when bar = sell', { sellPrice: 89, refPrice: null, participants: 2, prices }, { price: 89.5, refPrice: null }],
    ['1 participant: the total for 1, struck bar price', { sellPrice: 95, refPrice: 110, participants: 1, prices }, { price: 95, refPrice: 110 }],
    ['no entry for the participants: the card price, already per person', { sellPrice: 42, refPrice: 50, participants: 2, prices: [] }, { price: 42, refPrice: 50 }],
    ['a stay-search answer (no price list): the card price as it is', { sellPrice: 42, refPrice: 40, participants: 2 }, { price: 42, refPrice: null }],
    ['no participants: the card price', { sellPrice: 42, refPrice: null, participants: null, prices }, { price: 42, refPrice: null }],
  ])('%s', (_name, card, expected) => {
    expect(activityCardPrice(card)).toEqual(expected);
  });
});
