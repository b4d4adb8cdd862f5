import { z } from 'zod';
import type { PaymentEvent } from './payment-provider';

/** The provider's event as it sends it (docs/payments.md); only the fields the site acts on are read. */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(100),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(200),
      reference: z.string().max(100).nullable().optional(),
      amount_total: z.number().int().min(0),
      currency: z.string().max(10),
      payment_status: z.string().max(50),
    }),
  }),
});

const TYPES = ['checkout.session.completed', 'checkout.session.expired'] as const;

/** A verified body → the event, or null for a body the site cannot read; `other` for an event type it does not act on. */
export function readPaymentEvent(body: string): PaymentEvent | 'other' | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, data } = parsed.data;
  if (!(TYPES as readonly string[]).includes(type)) return 'other';
  return {
    id,
    type: type as PaymentEvent['type'],
    sessionId: data.object.id,
    reference: data.object.reference ?? '',
    amount: data.object.amount_total,
    currency: data.object.currency,
    paid: data.object.payment_status === 'paid',
  };
}
