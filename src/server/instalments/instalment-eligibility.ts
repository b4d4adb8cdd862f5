import { DEFERRED_PAYMENT, INSTALMENT_PLANS, PAYPAL_PAY_LATER, type EligibilityQuery, type EligibilityResponse, type PaymentMethod } from '@/contracts/instalments.schema';
import { daysBetween, todayAt } from '@/lib/days';
import { deferredPaymentDate } from './deferred-payment-date';
import { feeOf, instalmentSchedule } from './instalment-schedule';

/**
 * Which payment methods a purchase may use (§5) at `now`, counting days from the point of sale's today (its own
 * clock, src/lib/days.ts), each with its fee and schedule:
 * - 3x: arrival at least 7 days ahead, 200 € to 2,000 €; 4x: at least 7 days ahead, 250 € to 2,000 € (bounds included);
 * - deferred (book now, pay later): arrival at least 5 days ahead, and the deferred date (§4) still to come;
 * - PayPal pay-later: es_ES and it_IT only, 30 € to 2,000 €.
 */
export function instalmentEligibility(query: EligibilityQuery, now: Date = new Date()): EligibilityResponse {
  const today = todayAt(query.pointOfSale, now).day;
  const daysAhead = daysBetween(today, query.checkinDate);
  const cancellableUntil = query.cancellationPolicyType === 'CANCELLABLE' ? (query.cancellableUntil ?? null) : null;
  const paymentMethods: PaymentMethod[] = [];

  for (const type of ['3x', '4x'] as const) {
    const plan = INSTALMENT_PLANS[type];
    if (daysAhead < plan.minDaysAhead || query.amount < plan.minAmount || query.amount > plan.maxAmount) continue;
    const fee = feeOf(query.amount, plan.feeRate);
    paymentMethods.push({ type, paymentFee: fee, totalAmount: query.amount + fee, installments: instalmentSchedule(query.amount, plan.payments, fee, today) });
  }

  const deferredDate = deferredPaymentDate(query.checkinDate, cancellableUntil);
  if (daysAhead >= DEFERRED_PAYMENT.minDaysAhead && deferredDate > today) {
    const fee = feeOf(query.amount, DEFERRED_PAYMENT.feeRate);
    paymentMethods.push({ type: 'deferred', paymentFee: fee, totalAmount: query.amount + fee, installments: [{ dueDate: deferredDate, amount: query.amount + fee }] });
  }

  const paypalPayLater = PAYPAL_PAY_LATER.locales.includes(query.pointOfSale) && query.amount >= PAYPAL_PAY_LATER.minAmount && query.amount <= PAYPAL_PAY_LATER.maxAmount;
  return { paymentMethods, paypalPayLater };
}
