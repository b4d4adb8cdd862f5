/**
 * GET {frontGateway}/purchase/alma/eligibility (product-and-purchase §7): which ways of spreading or deferring a
 * payment a purchase may use, each with its fee and schedule. The rules of §5, in cents and days before arrival; the
 * fees are ours (§9 gives none): docs/instalments.md.
 */
import type { CatalogLocale } from '@/lib/locales';

export const PAYMENT_METHOD_TYPES = ['3x', '4x', 'deferred'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Pay in 3 or 4 monthly payments, the first at booking with the fee: bounds included. */
export const INSTALMENT_PLANS = {
  '3x': { payments: 3, minAmount: 20_000, maxAmount: 200_000, minDaysAhead: 7, feeRate: 0.015 },
  '4x': { payments: 4, minAmount: 25_000, maxAmount: 200_000, minDaysAhead: 7, feeRate: 0.02 },
} as const;

/** Book now, pay later: the whole amount on the deferred date (the cancellation deadline, else check-in minus 2 days). */
export const DEFERRED_PAYMENT = { minDaysAhead: 5, daysBeforeCheckin: 2, feeRate: 0 } as const;

/** PayPal's own pay-later offer, shown in Spain and Italy only: bounds included. */
export const PAYPAL_PAY_LATER = { locales: ['es_ES', 'it_IT'] as readonly CatalogLocale[], minAmount: 3_000, maxAmount: 200_000 } as const;

/** How the purchase may be cancelled: a cancellable one carries its last day (`cancellableUntil`). */
export const CANCELLATION_POLICY_TYPES = ['CANCELLABLE', 'NON_CANCELLABLE'] as const;

/** The query of the call, as the browser writes it: amount in cents, days yyyy-MM-dd, point of sale lowercase. */
export function eligibilityParams(input: { amount: number; checkinDate: string; cancellableUntil: string | null; locale: CatalogLocale }): URLSearchParams {
  return new URLSearchParams({
    amount: String(input.amount),
    checkinDate: input.checkinDate,
    cancellationPolicyType: input.cancellableUntil ? 'CANCELLABLE' : 'NON_CANCELLABLE',
    ...(input.cancellableUntil ? { cancellableUntil: input.cancellableUntil } : {}),
    pointOfSale: input.locale.toLowerCase(),
  });
}

export type { EligibilityQuery, EligibilityResponse, PaymentMethod, Instalment } from './instalments.schema';
