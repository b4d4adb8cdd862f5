import { z } from 'zod';
import { withTimeout } from '@/lib/fetch-timeout';
import { UnavailableError } from '@/server/errors/domain-errors';
import type { PaymentProvider, PaymentSession, PaymentSessionRequest } from './payment-provider';

/**
 * The provider's HTTP API (docs/payments.md), modelled on the documented hosted-checkout flow:
 *   POST {base}/v1/checkout/sessions              → { id, url, status }  (payment_method_types: the card and the wallets offered)
 *   POST {base}/v1/checkout/sessions/{id}/expire  → { id, status: 'expired' }, 409 once paid
 *   POST {base}/v1/refunds { session, amount }    → { id, status: 'succeeded' } (Idempotency-Key: one refund per key)
 * Authenticated with `Authorization: Bearer <secret key>`; every call has a deadline. A provider that does not
 * answer, or answers something else, is an UnavailableError (the checkout says card payment is unavailable).
 */
const sessionSchema = z.object({ id: z.string().min(1).max(200), url: z.url() });

export function hostedPaymentClient({ baseUrl, apiKey, timeoutMs }: { baseUrl: string; apiKey: string; timeoutMs: number }): PaymentProvider {
  const post = async (path: string, body: unknown, idempotencyKey?: string): Promise<{ status: number; json: unknown }> => {
    try {
      const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) };
      const response = await fetch(`${baseUrl}${path}`, withTimeout({ method: 'POST', headers, body: JSON.stringify(body) }, timeoutMs));
      return { status: response.status, json: await response.json().catch(() => null) };
    } catch (error) {
      throw new UnavailableError(`The payment provider did not answer (${error instanceof Error ? error.name : 'error'})`);
    }
  };
  return {
    async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      const answer = await post('/v1/checkout/sessions', {
        amount: request.amount,
        currency: request.currency,
        reference: request.reference,
        customer_email: request.customerEmail,
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        locale: request.locale,
        payment_method_types: request.paymentMethodTypes,
      });
      const session = sessionSchema.safeParse(answer.json);
      if (answer.status !== 200 || !session.success) throw new UnavailableError(`The payment provider refused the session (${answer.status})`);
      return session.data;
    },
    async expireSession(sessionId) {
      const answer = await post(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, {});
      if (answer.status === 200) return true;
      if (answer.status === 409) return false;
      throw new UnavailableError(`The payment provider did not close the session (${answer.status})`);
    },
    async refund(sessionId, amount, idempotencyKey) {
      const answer = await post('/v1/refunds', { session: sessionId, amount }, idempotencyKey);
      if (answer.status !== 200) throw new UnavailableError(`The payment provider refused the refund (${answer.status})`);
    },
  };
}
