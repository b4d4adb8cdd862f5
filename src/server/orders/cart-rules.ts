import type { PaymentMethod } from '@/contracts/checkout';
import { percentOf, type Cents } from '@/lib/money';

/** The optional cancellation insurance (§3 `insuranceAmount`): this percent of the stay, rounded up to the cent. */
export const INSURANCE_PERCENT = 4;
export const insuranceAmountOf = (stayPrice: number): number => percentOf(stayPrice as Cents, INSURANCE_PERCENT, 'up');

/** What a method collects now (online, by transfer) and what is paid at the hotel; the tourist tax is always apart. */
export function paymentSplit(method: PaymentMethod, total: number): { paidNow: number; payAtHotel: number } {
  return method === 'hotel' ? { paidNow: 0, payAtHotel: total } : { paidNow: total, payAtHotel: 0 };
}

/** Payment at the hotel confirms the order at once; a bank transfer or a card payment waits for the money. */
export const initialStatusOf = (method: PaymentMethod): 'confirmed' | 'pending_payment' => (method === 'hotel' ? 'confirmed' : 'pending_payment');
