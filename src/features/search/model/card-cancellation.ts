import type { OfferCard } from '@/contracts/offers';
import { isIsoDay, isNotPast, type TimeZone } from '@/shared/search-address';

/**
 * What a card says about cancelling, in the product page's words (§2.1 cancellation label), never "free": cancelling
 * refunds 80 % of each night until the deadline. With the deadline (a card searched with dates) and the day still
 * ahead, modifiable or partly refundable until that day; without a deadline, the same words without a date; a past
 * deadline or a policy that is not cancellable says nothing (the product page then says non-refundable).
 */
export type CardCancellation = { kind: 'refundableUntil'; deadline: string } | { kind: 'refundable' } | null;

export function cardCancellation(policy: OfferCard['cancellationPolicy'], now: Date, timeZone: TimeZone): CardCancellation {
  if (!policy.cancellable) return null;
  const deadline = policy.cancellationDeadline;
  if (!deadline) return { kind: 'refundable' };
  return isIsoDay(deadline) && isNotPast(deadline, now, timeZone) ? { kind: 'refundableUntil', deadline } : null;
}
