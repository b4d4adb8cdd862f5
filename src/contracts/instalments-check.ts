import type { EligibilityResponse } from './instalments.schema';
import { PAYMENT_METHOD_TYPES } from './instalments';
import { isIsoDay } from '@/lib/days';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** yyyy-MM-dd that is a real calendar date (the schema's `isoDate`). */
const isCalendarDay = (v: unknown): boolean => isIsoDay(v);

/**
 * The eligibility answer checked in the browser without zod (as the checkout's carts): the stay checkout's recap asks
 * for it as the page opens, and parsing it with the schema loaded zod into the page's first load, over the checkouts'
 * 175 kB. The same rules as `eligibilityResponseSchema` (tested side by side). A module of its own: the footer's
 * instalment note imports ./instalments on every page, this check only the pages that ask.
 */
export function isEligibilityResponse(value: unknown): value is EligibilityResponse {
  return (
    isObject(value) &&
    typeof value.paypalPayLater === 'boolean' &&
    Array.isArray(value.paymentMethods) &&
    value.paymentMethods.every(
      (m) =>
        isObject(m) &&
        (PAYMENT_METHOD_TYPES as readonly unknown[]).includes(m.type) &&
        isInt(m.paymentFee) &&
        m.paymentFee >= 0 &&
        isInt(m.totalAmount) &&
        m.totalAmount >= 1 &&
        Array.isArray(m.installments) &&
        m.installments.length >= 1 &&
        m.installments.every((i) => isObject(i) && isCalendarDay(i.dueDate) && isInt(i.amount) && i.amount >= 1),
    )
  );
}
