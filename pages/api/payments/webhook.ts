import { getDb } from '@/server/db/get-db';
import { paymentWebhook } from '@/server/http/payment-webhook';
import { configuredPaymentProvider, webhookSecret } from '@/server/payments/payment-settings';

// The signature is over the raw body: Next must not parse it.
export const config = { api: { bodyParser: false } };

/** POST /api/payments/webhook: the payment provider's signed events (src/server/http/payment-webhook.ts, docs/payments.md). */
export default paymentWebhook(() => ({ db: getDb(), secret: webhookSecret(), provider: configuredPaymentProvider() }));
