import { centsFromEuros, eurosOf } from '@/lib/money';
import { DEFAULT_TIME_ZONE } from './clock';
import { todayAt } from '@/lib/days';
import type { TimeZone } from '@/lib/locales';

/**
 * The cancellation label of §2.1: with dates and a cancellable policy whose deadline is still ahead, modifiable or
 * partly refundable until the deadline; with dates and no such policy, non-exchangeable and non-refundable; without
 * dates, a request to add dates. The conditions modal: free modification until the deadline, 80 % of each night
 * refunded when cancelled until the deadline, nothing after.
 */
export type CancellationPolicy = { cancellable: boolean; cancellationDeadline: string | null } | null | undefined;

export type CancellationLabel = { kind: 'addDates' } | { kind: 'refundableUntil'; deadline: string } | { kind: 'nonRefundable' };

/** Share of each night refunded when cancelled before the deadline. */
export const REFUND_SHARE_BEFORE_DEADLINE = 0.8;

const DEADLINE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the deadline is still ahead: a bare day lasts the whole day in the site's time zone (Europe/Paris). */
function deadlineStillAhead(deadline: string, now: Date, timeZone: string): boolean {
  if (!DEADLINE.test(deadline)) return false;
  if (deadline.length === 10) return deadline >= todayAt(timeZone as TimeZone, now).day;
  const at = Date.parse(deadline);
  return Number.isFinite(at) && at > now.getTime();
}

export function cancellationLabel({ hasDates, policy, now, timeZone = DEFAULT_TIME_ZONE }: { hasDates: boolean; policy: CancellationPolicy; now: Date; timeZone?: string }): CancellationLabel {
  if (!hasDates) return { kind: 'addDates' };
  if (policy?.cancellable && policy.cancellationDeadline && deadlineStillAhead(policy.cancellationDeadline, now, timeZone)) {
    return { kind: 'refundableUntil', deadline: policy.cancellationDeadline };
  }
  return { kind: 'nonRefundable' };
}

/** Refund of a cancellation made at `now` (§2.1 conditions): 80 % of each night before the deadline, else nothing. */
export function cancellationRefund({ policy, nightPrices, now, timeZone = DEFAULT_TIME_ZONE }: { policy: CancellationPolicy; nightPrices: readonly number[]; now: Date; timeZone?: string }): number {
  if (!policy?.cancellable || !policy.cancellationDeadline || !deadlineStillAhead(policy.cancellationDeadline, now, timeZone)) return 0;
  return eurosOf(nightPrices.reduce((sum, p) => sum + centsFromEuros(p) * REFUND_SHARE_BEFORE_DEADLINE, 0));
}
