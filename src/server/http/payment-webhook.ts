import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { readText } from './api-handler';
import { RETRY_AFTER_SECONDS } from './errors';
import { isUnavailable } from '@/server/errors/unavailable';
import { readPaymentEvent } from '@/server/payments/payment-event';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { checkSignature, SIGNATURE_HEADER } from '@/server/payments/webhook-signature';
import { applyPaymentEvent } from '@/server/orders/card-payment.service';
import { logger } from '@/lib/logging/logger.js';

export type WebhookContext = { db: Kysely<Database>; secret: string | null; provider: PaymentProvider | null };

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
};

/**
 * POST /api/payments/webhook: the payment provider's signed events (docs/payments.md). A body whose signature does
 * not check (or is older than 5 minutes) is refused with 400 and changes nothing; a verified event is applied once
 * (200, also for a redelivery or a type the site does not act on). When it cannot be applied (database down) the
 * answer is 503, so the provider delivers it again later. Plain Node request and response, so the tests serve it
 * to the provider's local implementation as the site does.
 */
export function paymentWebhook(context: () => WebhookContext, now: () => Date = () => new Date()) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, { error: 'method_not_allowed', message: 'Use POST' });
    }
    const { db, secret, provider } = context();
    if (!secret) return answer(res, 404, { error: 'not_found', message: 'No payment provider is configured' });
    const body = await readText(req);
    if (body === null) return answer(res, 413, { error: 'payload_too_large', message: 'Body too large' });
    const header = req.headers[SIGNATURE_HEADER];
    const check = checkSignature(Array.isArray(header) ? header[0] : header, body, secret, now());
    if (check !== 'valid') return answer(res, 400, { error: 'bad_request', message: `Signature ${check}` });
    const event = readPaymentEvent(body);
    if (event === null) return answer(res, 400, { error: 'bad_request', message: 'Unreadable event' });
    if (event === 'other') return answer(res, 200, { received: true, outcome: 'ignored' });
    try {
      const outcome = await applyPaymentEvent(db, provider, event, body);
      return answer(res, 200, { received: true, outcome });
    } catch (error) {
      logger.error({ err: error, eventId: event.id }, '[payments] event not applied; the provider will deliver it again');
      if (isUnavailable(error)) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return answer(res, 503, { error: 'unavailable', message: 'Event not applied, deliver it again' });
    }
  };
}
