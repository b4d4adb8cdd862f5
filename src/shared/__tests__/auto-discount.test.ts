/** @jest-environment node */
import type { Flow } from '@/contracts/search-criteria';
import { autoDiscountPromo, type AutoDiscount } from '../auto-discount';

describe('autoDiscountPromo', () => {
  it.each<[AutoDiscount | null, boolean, Flow, { code: string; discount: number } | null]>([
    [{ code: 'WINTER', value: 10 }, true, 'booking', { code: 'WINTER', discount: 10 }],
    [{ code: ' WINTER ', value: 5 }, true, 'hotel', { code: 'WINTER', discount: 5 }],
    [{ code: 'WINTER', value: 10 }, true, 'activity', { code: 'WINTER', discount: 10 }],
    [{ code: 'WINTER', value: 10 }, false, 'booking', null],
    [{ code: 'WINTER', value: 10 }, true, 'gifting', null],
    [{ code: '', value: 10 }, true, 'booking', null],
    [{ code: '  ', value: 10 }, true, 'booking', null],
    [{ code: 'WINTER', value: 0 }, true, 'booking', null],
    [{ code: 'WINTER', value: Number.NaN }, true, 'booking', null],
    [null, true, 'booking', null],
  ])('%o, in variation %s, flow %s → %o', (autoDiscount, inVariation, flow, expected) => {
    expect(autoDiscountPromo(autoDiscount, { inVariation, flow })).toEqual(expected);
  });
});
