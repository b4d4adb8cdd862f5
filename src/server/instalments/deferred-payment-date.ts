import { DEFERRED_PAYMENT } from '@/contracts/instalments';
import { addDays } from '@/lib/days';

/**
 * The day a deferred ('book now, pay later') payment is taken (§4): the last day to cancel when the purchase is
 * cancellable, otherwise two days before check-in. deferredPaymentDate('2026-08-20', '2026-08-13') → '2026-08-13';
 * deferredPaymentDate('2026-08-20', null) → '2026-08-18'.
 */
export function deferredPaymentDate(checkinDate: string, cancellableUntil: string | null): string {
  return cancellableUntil ?? addDays(checkinDate, -DEFERRED_PAYMENT.daysBeforeCheckin);
}
