import type { Instalment } from '@/contracts/instalments';
import { addMonthsToDay } from '@/lib/days';

/** The fee in cents for `amount` cents at `rate`, rounded to the nearest cent. */
export const feeOf = (amount: number, rate: number): number => Math.round(amount * rate);

/**
 * `amount` cents in `payments` monthly payments from `firstDay` (the booking day), the fee and the cents that do not
 * divide evenly on the first (§4): instalmentSchedule(30_000, 3, 450, '2026-01-31') →
 * 104.50 € on 31 Jan, 100 € on 28 Feb, 100 € on 31 Mar (a month without the day takes its last day).
 */
export function instalmentSchedule(amount: number, payments: number, fee: number, firstDay: string): Instalment[] {
  const share = Math.floor(amount / payments);
  const first = amount - share * (payments - 1) + fee;
  return Array.from({ length: payments }, (_, i) => ({ dueDate: addMonthsToDay(firstDay, i), amount: i === 0 ? first : share }));
}

