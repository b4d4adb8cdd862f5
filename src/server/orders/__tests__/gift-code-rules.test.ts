import { describe, expect, it } from '@jest/globals';
import { codeProblem, giveBack, shareTotal, usableFor, type Purchase, type VoucherState } from '../gift-code-rules';

const voucher = (over: Partial<VoucherState> = {}): VoucherState => ({ id: 1, prefix: 'K7QM', kind: 'BOX', status: 'active', balance: 14990, validUntil: '2027-06-30', boxCode: 'ROMANCE1N-EBOX', ...over });
const TODAY = '2026-12-01';

describe('codeProblem (a code that can be used today)', () => {
  it.each([
    ['an unknown code', undefined, 'GIFT_CODE_UNKNOWN'],
    ['an active code', voucher(), null],
    ['a redeemed code', voucher({ status: 'redeemed', balance: 0 }), 'GIFT_CODE_USED'],
    ['a cancelled code', voucher({ status: 'cancelled' }), 'GIFT_CODE_USED'],
    ['a gift card with nothing left', voucher({ kind: 'GIFTCARD', balance: 0 }), 'GIFT_CODE_USED'],
    ['a code on its last day', voucher({ validUntil: TODAY }), null],
    ['a code past its last day', voucher({ validUntil: '2026-11-30' }), 'GIFT_CODE_EXPIRED'],
    ['a used code past its last day (used first)', voucher({ status: 'redeemed', validUntil: '2026-11-30' }), 'GIFT_CODE_USED'],
  ] as const)('%s', (_name, v, problem) => {
    expect(codeProblem(v, TODAY)).toBe(problem);
  });
});

describe('usableFor (what a code may pay)', () => {
  const stay = (boxes: string[], giftable = false): Purchase => ({ kind: 'stay', boxes: new Set(boxes), giftable });
  it.each([
    ['a box code for one of its stays', voucher(), stay(['ROMANCE1N-EBOX']), true],
    ['a box code for a stay of another box', voucher(), stay(['WINE1N-EBOX']), false],
    ['a box code for a gift', voucher(), { kind: 'gift' } as Purchase, false],
    ['a stay voucher for a giftable stay', voucher({ kind: 'STAY', boxCode: null }), stay([], true), true],
    ['a single voucher for a giftable stay', voucher({ kind: 'SINGLEVOUCHER', boxCode: null }), stay([], true), true],
    ['a stay voucher for a stay not sold as a gift', voucher({ kind: 'STAY', boxCode: null }), stay([], false), false],
    ['a gift card for a stay', voucher({ kind: 'GIFTCARD' }), stay([]), true],
    ['a gift card for a gift', voucher({ kind: 'GIFTCARD' }), { kind: 'gift' } as Purchase, true],
    ['an activity voucher for a stay', voucher({ kind: 'DIGITAL_ACTIVITY_ONLY' }), stay([], true), false],
  ] as const)('%s: %s', (_name, v, purchase, usable) => {
    expect(usableFor(v, purchase)).toBe(usable);
  });
});

describe('shareTotal (the codes pay first, the method the rest)', () => {
  it('a box worth more than the stay pays it all and keeps nothing', () => {
    const shared = shareTotal(12000, [voucher()]);
    expect(shared).toEqual({
      allocations: [{ voucherId: 1, amount: 12000, balanceBefore: 14990, balanceAfter: 0 }],
      applied: [{ serialNumber: 'K7QM', kind: 'BOX', usedAmount: 12000, balanceAfter: 0 }],
      giftCodeAmount: 12000,
      remaining: 0,
    });
  });
  it('a box worth less than the stay leaves the supplement', () => {
    expect(shareTotal(16990, [voucher()])).toMatchObject({ giftCodeAmount: 14990, remaining: 2000 });
  });
  it('a gift card pays part and keeps its balance', () => {
    expect(shareTotal(3000, [voucher({ kind: 'GIFTCARD', balance: 5000 })])).toMatchObject({ allocations: [{ amount: 3000, balanceAfter: 2000 }], remaining: 0 });
    expect(shareTotal(8000, [voucher({ kind: 'GIFTCARD', balance: 5000 })])).toMatchObject({ allocations: [{ amount: 5000, balanceAfter: 0 }], remaining: 3000 });
  });
  it('the box first, then the gift cards in the order typed', () => {
    const shared = shareTotal(20000, [voucher({ id: 2, kind: 'GIFTCARD', balance: 3000, prefix: 'GC01' }), voucher({ id: 3, kind: 'GIFTCARD', balance: 5000, prefix: 'GC02' }), voucher()]);
    expect('allocations' in shared && shared.allocations.map((a) => [a.voucherId, a.amount])).toEqual([
      [1, 14990],
      [2, 3000],
      [3, 2010],
    ]);
    expect(shared).toMatchObject({ giftCodeAmount: 20000, remaining: 0 });
  });
  it('a gift card not needed pays nothing and keeps its balance', () => {
    const shared = shareTotal(10000, [voucher(), voucher({ id: 2, kind: 'GIFTCARD', balance: 3000 })]);
    expect(shared).toMatchObject({ allocations: [{ voucherId: 1, amount: 10000 }], applied: [{ usedAmount: 10000 }, { usedAmount: 0, balanceAfter: 3000 }] });
  });
  it('two box or stay vouchers in one order are refused', () => {
    expect(shareTotal(30000, [voucher(), voucher({ id: 2, kind: 'STAY' })])).toEqual({ problem: 'GIFT_CODE_NOT_VALID_HERE' });
  });
  it('no code: the method pays it all', () => {
    expect(shareTotal(5000, [])).toEqual({ allocations: [], applied: [], giftCodeAmount: 0, remaining: 5000 });
  });
});

describe('giveBack (a cancelled or released order returns to its codes)', () => {
  const box = { voucherId: 1, kind: 'BOX' as const, amount: 14990, value: 14990 };
  const card = { voucherId: 2, kind: 'GIFTCARD' as const, amount: 5000, value: 10000 };
  it.each([
    ['nothing refunded: nothing back', [box], 0, [], 0],
    ['a box comes back whole when anything is refunded', [box], 11992, [{ voucherId: 1, amount: 11992, restore: 14990 }], 11992],
    ['a gift card gets back what is refunded of its share', [card], 4000, [{ voucherId: 2, amount: 4000, restore: 4000 }], 4000],
    ['a gift card gets back at most its share; the card the rest', [card], 8000, [{ voucherId: 2, amount: 5000, restore: 5000 }], 5000],
    ['the box first, then the gift card', [card, box], 16000, [{ voucherId: 1, amount: 14990, restore: 14990 }, { voucherId: 2, amount: 1010, restore: 1010 }], 16000],
  ] as const)('%s', (_name, uses, refund, backs, toCodes) => {
    expect(giveBack(uses, refund)).toEqual({ backs, toCodes });
  });
});
