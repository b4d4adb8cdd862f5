import type { CatalogLocaleCode } from '@/contracts/common';
import { REFUND_PERCENT_UNTIL_DEADLINE } from '@/contracts/checkout';
import { todayAt } from '@/lib/days';
import { percentOf, type Cents } from '@/lib/money';

export type RefundPolicy = { cancellable: boolean; cancellationDeadline: string | null };

/**
 * What cancelling gives back (product-and-purchase §2.1): 80 % of each night's price, rounded to the cent night by
 * night, while the point of sale's day is on or before the deadline; nothing after it, nothing for an offer that is
 * not cancellable. The insurance line is never refunded.
 */
export function cancellationRefund(policy: RefundPolicy, nightPrices: readonly number[], locale: CatalogLocaleCode, now: Date): number {
  if (!policy.cancellable || policy.cancellationDeadline === null) return 0;
  if (todayAt(locale, now).day > policy.cancellationDeadline) return 0;
  return nightPrices.reduce((sum, price) => sum + percentOf(price as Cents, REFUND_PERCENT_UNTIL_DEADLINE), 0);
}

/** The share of each night the policy refunds until its deadline, as the cart and the order show it. */
export const refundPercentOf = (policy: RefundPolicy): number => (policy.cancellable && policy.cancellationDeadline !== null ? REFUND_PERCENT_UNTIL_DEADLINE : 0);
