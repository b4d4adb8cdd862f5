import type { HostedPaymentMethodType } from '@/contracts/checkout';

/**
 * The payment provider behind the card payment (docs/payments.md): a hosted payment page, so the site never sees a
 * card number. The flow is the one hosted-checkout providers document: the site opens a payment session for an
 * amount with its return address, sends the buyer to the session's page, and learns the outcome from a signed
 * webhook event (the return to the site proves nothing). `hosted-payment-client.ts` speaks it over HTTP; the local
 * implementation in `sandbox/` answers it the same way in development and tests.
 */
export type PaymentSessionRequest = {
  /** cents, EUR */
  amount: number;
  currency: 'EUR';
  /** the booking number: the provider shows it and sends it back in its events */
  reference: string;
  customerEmail: string;
  /** where the page sends the buyer back, paid or not (the site reads the order's state, not the address) */
  returnUrl: string;
  /** the session closes then: not paid by that time, the payment can no longer be made */
  expiresAt: Date;
  locale: string;
  /**
   * what the hosted page offers (the provider's `payment_method_types`): the card, and the wallets approved on the
   * page beside it (Apple Pay, Google Pay); the paid event says which one the buyer used
   */
  paymentMethodTypes: readonly HostedPaymentMethodType[];
};

export type PaymentSession = { id: string; url: string };

/** What the site reads from a signed event. */
export type PaymentEvent = {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired';
  sessionId: string;
  reference: string;
  /** cents */
  amount: number;
  currency: string;
  paid: boolean;
  /** how it was paid on the hosted page (the event's `payment_method_details`); null when the event does not say */
  methodType: HostedPaymentMethodType | null;
};

export interface PaymentProvider {
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Closes an open session (no payment possible afterwards); false when it was already paid. */
  expireSession(sessionId: string): Promise<boolean>;
  /**
   * Gives back money taken by a session. `idempotencyKey` makes a retried refund (the answer lost) give back once:
   * the provider answers the first refund again.
   */
  refund(sessionId: string, amount: number, idempotencyKey: string): Promise<void>;
}
