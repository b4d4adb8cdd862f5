import { env } from '@/lib/env';
import { hostedPaymentClient } from './hosted-payment-client';
import type { PaymentProvider } from './payment-provider';

/** The configured provider (PAYMENT_PROVIDER_URL and its keys), or null: then the checkout offers no card payment. */
export function configuredPaymentProvider(): PaymentProvider | null {
  const config = env();
  if (!config.PAYMENT_PROVIDER_URL || !config.PAYMENT_API_KEY) return null;
  return hostedPaymentClient({ baseUrl: config.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''), apiKey: config.PAYMENT_API_KEY, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
}

/** The webhook endpoint's signing secret, or null without a provider. */
export const webhookSecret = (): string | null => env().PAYMENT_WEBHOOK_SECRET ?? null;
