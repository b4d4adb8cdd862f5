/** @jest-environment node */
import { priceType, type PriceTypeInput } from '../price-type';

describe('priceType', () => {
  it.each<[PriceTypeInput, 'final' | 'from']>([
    [{ hasDates: false, flow: 'booking' }, 'from'],
    [{ hasDates: true, flow: 'booking' }, 'final'],
    [{ hasDates: false, flow: 'hotel' }, 'from'],
    [{ hasDates: false, flow: 'activity' }, 'from'],
    [{ hasDates: true, flow: 'activity' }, 'final'],
    [{ hasDates: false, flow: 'gifting' }, 'final'],
    [{ hasDates: false, flow: 'booking', itemCategory: 'single_voucher' }, 'final'],
    [{ hasDates: false, flow: 'booking', itemCategory: 'weekend' }, 'from'],
  ])('%o → %s', (input, expected) => {
    expect(priceType(input)).toBe(expected);
  });
});
