import type { Modifiability, Settlement } from '@/contracts/booking-modification';
import type { OrderPaymentMethod, OrderProductType, OrderStatus } from '@/contracts/checkout';
import type { CatalogLocaleCode } from '@/contracts/common';
import { localClock } from '@/server/catalog/quote/quote-rules';

export type ModifiableOrder = {
  status: OrderStatus;
  productType: OrderProductType;
  paymentMethod: OrderPaymentMethod;
  /** what gift cards and voucher codes paid (cents) */
  giftCodeAmount: number;
  cancellable: boolean;
  cancellationDeadline: string | null;
  locale: CatalogLocaleCode;
};

/**
 * Whether a booking can be modified online at `now` (product-and-purchase §2.1: modification free until the
 * deadline). `notPossible`: a gift, a booking cancelled or expired, a card payment still in progress, or a booking paid
 * (even partly) with gift codes, whose codes would have to be credited again: customer care handles those. `closed`:
 * the point of sale's day is past the booking's deadline, or its policy has none (not modifiable, not refundable).
 */
export function modifiabilityOf(order: ModifiableOrder, now: Date): Modifiability {
  if (order.productType !== 'STAY') return 'notPossible';
  const waitingTransfer = order.status === 'pending_payment' && order.paymentMethod === 'bankTransfer';
  if (order.status !== 'confirmed' && !waitingTransfer) return 'notPossible';
  if (order.giftCodeAmount > 0 || order.paymentMethod === 'giftCode') return 'notPossible';
  if (!order.cancellable || order.cancellationDeadline === null) return 'closed';
  return localClock(order.locale, now).day > order.cancellationDeadline ? 'closed' : 'open';
}

export type Amounts = { paidNow: number; payAtHotel: number };
export type Settled = Amounts & { settlement: Settlement; settledAmount: number; refund: number };

/**
 * How the difference between the new total and the old one is settled (docs/checkout.md):
 * - a bank transfer still awaited asks for the new total instead (nothing was paid yet);
 * - otherwise what was paid beforehand stays paid, and the amount left to pay at the hotel moves by the difference;
 *   when it would fall below zero the booking now costs less than was paid, and the surplus is a refund.
 * Invariant: paidNow − refund + payAtHotel = the new total (for a booking paid beforehand or at the hotel).
 */
export function settleDifference(order: { status: OrderStatus; paymentMethod: OrderPaymentMethod } & Amounts, previousTotal: number, newTotal: number): Settled {
  if (order.status === 'pending_payment' && order.paymentMethod === 'bankTransfer') {
    const same = newTotal === previousTotal;
    return { paidNow: newTotal, payAtHotel: 0, settlement: same ? 'none' : 'bankTransfer', settledAmount: same ? 0 : newTotal, refund: 0 };
  }
  const difference = newTotal - previousTotal;
  const atHotel = order.payAtHotel + difference;
  if (difference === 0) return { paidNow: order.paidNow, payAtHotel: order.payAtHotel, settlement: 'none', settledAmount: 0, refund: 0 };
  if (atHotel >= 0) return { paidNow: order.paidNow, payAtHotel: atHotel, settlement: 'atHotel', settledAmount: Math.abs(difference), refund: 0 };
  return { paidNow: order.paidNow, payAtHotel: 0, settlement: 'refund', settledAmount: -atHotel, refund: -atHotel };
}
