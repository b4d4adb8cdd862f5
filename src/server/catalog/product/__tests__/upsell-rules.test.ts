/** @jest-environment node */
import { giftPriceList } from '../gift-prices';
import { perNight, upsellExtras } from '../upsell-rules';

const base = { id: 1, roomId: 10, nights: 2, activityIds: [100, 200] };

describe('an upsell is the same stay plus extras (§3 Upsell)', () => {
  it.each([
    ['one more activity', { id: 2, roomId: 10, nights: 2, activityIds: [100, 200, 300] }, [300]],
    ['in another order, two more', { id: 3, roomId: 10, nights: 2, activityIds: [400, 200, 100, 300] }, [400, 300]],
    ['the same program', { id: 4, roomId: 10, nights: 2, activityIds: [200, 100] }, null],
    ['an activity of the base missing', { id: 5, roomId: 10, nights: 2, activityIds: [100, 300] }, null],
    ['another room', { id: 6, roomId: 11, nights: 2, activityIds: [100, 200, 300] }, null],
    ['other nights', { id: 7, roomId: 10, nights: 3, activityIds: [100, 200, 300] }, null],
    ['the offer itself', { ...base, activityIds: [100, 200, 300] }, null],
  ])('%s', (_name, candidate, extras) => expect(upsellExtras(base, candidate)).toEqual(extras));

  it('a base without a room has no upsell', () => expect(upsellExtras({ ...base, roomId: null }, { id: 2, roomId: null, nights: 2, activityIds: [100, 200, 300] })).toBeNull());
  it.each([[1001, 2, 501], [1000, 2, 500], [999, 1, 999], [5, 0, 5]])('%i over %i nights → %i a night', (amount, nights, expected) => expect(perNight(amount, nights)).toBe(expected));
});

describe('the gift price list (§3) from its rows', () => {
  it('keeps complete lines by ascending nights, Essential as the price sold, the upsell to Liberty', () => {
    const rows = [
      { nights: 2, tier: 3, sellPrice: 34000 }, { nights: 2, tier: 1, sellPrice: 28000 }, { nights: 2, tier: 2, sellPrice: 31000 },
      { nights: 1, tier: 1, sellPrice: 15000 }, { nights: 1, tier: 2, sellPrice: 17000 }, { nights: 1, tier: 3, sellPrice: 19000 },
      { nights: 3, tier: 1, sellPrice: 40000 }, { nights: 3, tier: 2, sellPrice: 45000 },
      { nights: 4, tier: 4, sellPrice: 1 },
    ];
    expect(giftPriceList(rows)).toEqual([
      { nights: 1, sellPrice: 15000, sellPrices: [15000, 17000, 19000], extraUpsellAvailabilityAmount: 4000 },
      { nights: 2, sellPrice: 28000, sellPrices: [28000, 31000, 34000], extraUpsellAvailabilityAmount: 6000 },
    ]);
  });
  it('is empty without rows', () => expect(giftPriceList([])).toEqual([]));
});
