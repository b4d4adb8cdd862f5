import { CHECKOUT_PROBLEMS, type CheckoutProblem, type CheckoutProblemCode } from '@/contracts/checkout';
import { BENEFICIARY_SESSION_ENDED } from '@/contracts/redemption';
import type { PriceChange, QuoteErrorCode } from '@/contracts/quote';
import { DomainError } from '@/server/errors/domain-errors';

const MESSAGES: Record<CheckoutProblemCode, string> = {
  NO_MORE_AVAILABILITY: "No more availabilities. Update your stay criteria to enjoy the product's offers.",
  OFFER_EXPIRED: 'This offer has expired',
  PRICE_CHANGED: 'The price has been updated during your booking',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was used for another order',
  ALREADY_CANCELLED: 'This booking is already cancelled',
  PAYMENT_UNAVAILABLE: 'Card payment is unavailable right now: choose another payment method',
  PAYMENT_CLOSED: 'This booking no longer awaits a card payment',
  INVOICE_NOT_READY: 'The invoice is issued once the booking is confirmed',
  GIFT_CODE_UNKNOWN: 'Unknown code',
  GIFT_CODE_USED: 'This code has already been used',
  GIFT_CODE_EXPIRED: 'This code has expired',
  GIFT_CODE_NOT_VALID_HERE: 'This code cannot pay for this purchase',
  MODIFICATION_CLOSED: 'The free modification period of this booking is over',
  MODIFICATION_NOT_POSSIBLE: 'This booking cannot be modified online: please contact customer care',
};

/** A conflict (409) the checkout pages know how to tell (CheckoutProblem of the contract). */
export function checkoutProblem(code: CheckoutProblemCode, extra: { priceChange?: PriceChange; quoteErrors?: QuoteErrorCode[] } = {}): DomainError {
  const details: Omit<CheckoutProblem, 'error'> = { code, message: MESSAGES[code], textId: CHECKOUT_PROBLEMS[code], ...extra };
  return new DomainError('conflict', details);
}

/** The quote's errors as the checkout tells them (§8): an offer gone is 'Too late!', anything else no more availability. */
export function unbookableProblem(errors: readonly QuoteErrorCode[]): DomainError {
  const expired = errors.some((code) => code === 'OFFER_EXPIRED' || code === 'OFFER_NOT_BOOKABLE');
  return checkoutProblem(expired ? 'OFFER_EXPIRED' : 'NO_MORE_AVAILABILITY', { quoteErrors: [...errors] });
}

/** 401: no beneficiary session, or one that ended. The page says so and goes back to the code field. */
export const beneficiarySessionEnded = (): DomainError =>
  new DomainError('signed_out', { code: BENEFICIARY_SESSION_ENDED, message: 'Your gift session has ended: enter your code again' });
